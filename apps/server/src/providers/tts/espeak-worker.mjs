// eSpeak NG (WASM) in a worker thread: synthesis blocks for tens of milliseconds per line, which must not
// happen on the event loop. Plain JavaScript so it runs as-is from source (Vitest, tsx) and from dist/.
import { parentPort } from 'node:worker_threads';
import initialize from '@echogarden/espeak-ng-emscripten';
import { lowerThreadPriority } from './thread-priority.mjs';

lowerThreadPriority();

const module = await initialize();
const engine = new module.eSpeakNGWorker();
let currentVoice = '';

function synthesize(voice, text, rate, pitch, range = 50) {
  if (voice !== currentVoice) {
    engine.set_voice(voice);
    currentVoice = voice;
  }
  engine.set_rate(rate);
  engine.set_pitch(pitch);
  engine.set_range(range);
  const chunks = [];
  let length = 0;
  engine.synthesize(text, (samples) => {
    if (samples && samples.length > 0) {
      chunks.push(samples);
      length += samples.length;
    }
    return false;
  });
  const out = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

// The wasm2js build runs 10–30× slower until V8 has optimised it, which takes a few hundred seconds of
// speech. A few sentences before `ready`, then more in the background while the worker idles; the first
// real job stops the background warm-up (real lines warm it just as well).
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

let warming = 64;
function warmStep() {
  if (warming <= 0) return;
  warming--;
  synthesize(VOICES[warming % VOICES.length], WARM_UP[warming % WARM_UP.length], 165, 50);
  setImmediate(warmStep);
}

parentPort.on('message', (message) => {
  warming = 0;
  try {
    const samples = synthesize(message.voice, message.text, message.rate, message.pitch, message.range);
    parentPort.postMessage({ id: message.id, samples, sampleRate: engine.samplerate }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});

parentPort.postMessage({ ready: true });
setImmediate(warmStep);
