// eSpeak NG in a worker thread: synthesis blocks for milliseconds to tens of milliseconds per line, which must
// not happen on the event loop. The system's libespeak-ng when it is there (espeak-native.mjs), else the WASM build
// that ships with Podloom. Plain JavaScript so it runs as-is from source (Vitest, tsx) and from dist/.
import { parentPort, workerData } from 'node:worker_threads';
import { joinChunks, openNativeEspeak } from './espeak-native.mjs';
import { lowerThreadPriority } from './thread-priority.mjs';

// Asked to stop (the pool's close): only ever between calls into the library, whose call back into JavaScript
// aborts the whole process if the thread is terminated under it. Listening from the start lets a close sent while
// the worker is still starting end it at its next await.
parentPort.on('message', (message) => {
  if (message.close) process.exit(0);
});

/** `off` keeps the WASM build; a path names the library; unset looks for it. */
const library = workerData?.library;
const native = library === 'off' ? { detail: 'ESPEAK_LIBRARY is off' } : await openNativeEspeak(library);
const engine = native.engine ?? (await openWasmEspeak());

async function openWasmEspeak() {
  const { default: initialize } = await import('@echogarden/espeak-ng-emscripten');
  const module = await initialize();
  const wasm = new module.eSpeakNGWorker();
  return { synthesize: wasmSynthesizer(wasm), sampleRate: wasm.samplerate };
}

/**
 * Sets a voice by its file's name (`en-us+f4`), else by its language: no voice file is called `en-gb` (it is
 * gmw/en), and a refused name would leave the previous voice speaking, so the language's file takes the variant.
 */
function setWasmVoice(wasm, voice) {
  if (wasm.set_voice(voice) === 0) return;
  const [language, variant] = voice.split('+');
  const match = wasm
    .list_voices()
    .flatMap((v) => v.languages.filter((l) => l.name === language).map((l) => ({ id: v.identifier, at: l.priority })))
    .sort((a, b) => a.at - b.at)[0];
  const name = match && (variant ? `${match.id}+${variant}` : match.id);
  if (!name || wasm.set_voice(name) !== 0) throw new Error(`eSpeak NG has no voice "${voice}"`);
}

function wasmSynthesizer(wasm) {
  let currentVoice = '';
  return (voice, text, rate, pitch, range = 50) => {
    if (voice !== currentVoice) {
      currentVoice = '';
      setWasmVoice(wasm, voice);
      currentVoice = voice;
    }
    wasm.set_rate(rate);
    wasm.set_pitch(pitch);
    wasm.set_range(range);
    const chunks = [];
    wasm.synthesize(text, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return false;
    });
    return joinChunks(chunks);
  };
}

function synthesize(voice, text, rate, pitch, range = 50) {
  return engine.synthesize(voice, text, rate, pitch, range);
}
// The wasm2js build runs 10–30× slower until V8 has optimised it, which takes a few hundred seconds of
// speech. A few sentences before `ready`, then (WASM only) more in the background while the worker idles; the
// first real job stops the background warm-up (real lines warm it just as well).
const WARM_UP = [
  'Warming up the voice. Is it ready yet? Yes, it is ready, and it sounds fine.',
  'So, when it comes to remote teams, the hardest part is deciding what not to build.',
  'What would you tell a team that struggles with pricing for the third time this year?',
  'Honestly, a small experiment beats a long meeting almost every time, and that is true in 2024.',
  'Exactly! In case 17, at 3:45 pm, 12.5% of 1,200 listeners said: "Wow, that is brilliant."',
  "Dr. Smith's team shipped version 2.0 on May 3rd; we'll talk about why it took 47 days.",
];
const VOICES = ['en-us+f4', 'en-us+m3', 'en-us+Annie', 'en-us+m1'];
for (const voice of VOICES) synthesize(voice, WARM_UP[0], 165, 50);

let warming = native.engine ? 0 : 64;
function warmStep() {
  if (warming <= 0) return;
  warming--;
  synthesize(VOICES[warming % VOICES.length], WARM_UP[warming % WARM_UP.length], 165, 50);
  setImmediate(warmStep);
}

parentPort.on('message', (message) => {
  warming = 0;
  if (message.close) return;
  try {
    const samples = synthesize(message.voice, message.text, message.rate, message.pitch, message.range);
    parentPort.postMessage({ id: message.id, samples, sampleRate: engine.sampleRate }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// Below request handling from here on; the start itself runs at normal priority, so that a busy machine does not
// stretch it (a pool closing waits for it).
lowerThreadPriority();
parentPort.postMessage({ ready: true, engine: native.engine ? 'native' : 'wasm', detail: native.detail });
setImmediate(warmStep);
