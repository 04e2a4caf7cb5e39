// Bundles the server with esbuild: our code and @podloom/contract in, npm dependencies left external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => !name.startsWith('@podloom/'),
);

await build({
  // The voice worker threads and the document reader's child process need files of their own (espeak-pool.ts,
  // worker-pool.ts and parse-document.ts find them beside main.js).
  entryPoints: {
    main: 'src/main.ts',
    'espeak-worker': 'src/providers/tts/espeak-worker.mjs',
    'onnx-voice-worker': 'src/providers/tts/onnx-voice-worker.mjs',
    'flite-worker': 'src/providers/tts/flite-worker.mjs',
    'document-worker': 'src/modules/generation/sources/document-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
