import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API, generation, file, feed and payment paths are served by the Podloom server on :8080 in development. */
const SERVER = process.env.VITE_DEV_SERVER_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/generate', '/files', '/feeds', '/payments', '/healthz', '/readyz'];

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, once, at the best ratio; the server
 * (`@fastify/static` with `preCompressed`) sends them to browsers that accept them, so no request compresses anything.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const MIN_BYTES = 512;
  let outDir = 'dist';
  return {
    name: 'podloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((f) => path.join(outDir, f));
      await Promise.all(
        files
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const body = await readFile(file);
            const br = await promisify(brotliCompress)(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            const gz = await promisify(gzip)(body, { level: 9 });
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // The SSE stream /api/v1/agents/stream/{id} is under /api; the proxy passes it through unbuffered.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The CSP forbids inline scripts: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      treeshake: {
        // @podloom/contract is one barrel whose modules build zod schemas at load time. Those modules have no
        // side effects, so a screen that takes only constants must not pull zod (and the rest) into its chunk.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
      },
    },
  },
});
