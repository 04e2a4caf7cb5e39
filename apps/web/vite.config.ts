import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API, generation, file, feed and payment paths are served by the Podloom server on :8080 in development. */
const SERVER = process.env.VITE_DEV_SERVER_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/generate', '/files', '/feeds', '/payments', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
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
