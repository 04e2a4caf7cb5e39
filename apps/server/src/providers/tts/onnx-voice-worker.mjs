// Local neural voices (Piper's VITS and Kokoro ONNX models) in a worker thread: one inference blocks for tens to
// hundreds of milliseconds, which must not happen on the event loop. Text becomes phonemes with the eSpeak NG we
// ship (both families were trained on eSpeak's IPA), phonemes become the model's ids, and onnxruntime speaks them.
// Plain JavaScript so it runs as-is from source (Vitest, tsx) and from dist/.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import initialize from '@echogarden/espeak-ng-emscripten';
import ort from 'onnxruntime-node';
import { lowerThreadPriority } from './thread-priority.mjs';

lowerThreadPriority();

const espeakModule = await initialize();
const espeak = new espeakModule.eSpeakNGWorker();
let espeakVoice = '';

/** Kokoro-82M's phoneme vocabulary (its config.json `vocab`); a `<model>.config.json` beside the model overrides it. */
const KOKORO_VOCAB = Object.fromEntries([
  [';', 1],
  [':', 2],
  [',', 3],
  ['.', 4],
  ['!', 5],
  ['?', 6],
  ['—', 9],
  ['…', 10],
  ['"', 11],
  ['(', 12],
  [')', 13],
  ['“', 14],
  ['”', 15],
  [' ', 16],
  ['\u0303', 17],
  ['ʣ', 18],
  ['ʥ', 19],
  ['ʦ', 20],
  ['ʨ', 21],
  ['ᵝ', 22],
  ['\uAB67', 23],
  ['A', 24],
  ['I', 25],
  ['O', 31],
  ['Q', 33],
  ['S', 35],
  ['T', 36],
  ['W', 39],
  ['Y', 41],
  ['ᵊ', 42],
  ['a', 43],
  ['b', 44],
  ['c', 45],
  ['d', 46],
  ['e', 47],
  ['f', 48],
  ['h', 50],
  ['i', 51],
  ['j', 52],
  ['k', 53],
  ['l', 54],
  ['m', 55],
  ['n', 56],
  ['o', 57],
  ['p', 58],
  ['q', 59],
  ['r', 60],
  ['s', 61],
  ['t', 62],
  ['u', 63],
  ['v', 64],
  ['w', 65],
  ['x', 66],
  ['y', 67],
  ['z', 68],
  ['ɑ', 69],
  ['ɐ', 70],
  ['ɒ', 71],
  ['æ', 72],
  ['β', 75],
  ['ɔ', 76],
  ['ɕ', 77],
  ['ç', 78],
  ['ɖ', 80],
  ['ð', 81],
  ['ʤ', 82],
  ['ə', 83],
  ['ɚ', 85],
  ['ɛ', 86],
  ['ɜ', 87],
  ['ɟ', 90],
  ['ɡ', 92],
  ['ɥ', 99],
  ['ɨ', 101],
  ['ɪ', 102],
  ['ʝ', 103],
  ['ɯ', 110],
  ['ɰ', 111],
  ['ŋ', 112],
  ['ɳ', 113],
  ['ɲ', 114],
  ['ɴ', 115],
  ['ø', 116],
  ['ɸ', 118],
  ['θ', 119],
  ['œ', 120],
  ['ɹ', 123],
  ['ɾ', 125],
  ['ɻ', 126],
  ['ʁ', 128],
  ['ɽ', 129],
  ['ʂ', 130],
  ['ʃ', 131],
  ['ʈ', 132],
  ['ʧ', 133],
  ['ʊ', 135],
  ['ʋ', 136],
  ['ʌ', 138],
  ['ɣ', 139],
  ['ɤ', 140],
  ['χ', 142],
  ['ʎ', 143],
  ['ʒ', 147],
  ['ʔ', 148],
  ['ˈ', 156],
  ['ˌ', 157],
  ['ː', 158],
  ['ʰ', 162],
  ['ʲ', 164],
  ['↓', 169],
  ['→', 171],
  ['↗', 172],
  ['↘', 173],
  ['ᵻ', 177],
]);

/** eSpeak's diphthongs and affricates as Kokoro writes them (misaki's eSpeak fallback does the same). */
const KOKORO_FROM_ESPEAK = [
  ['eɪ', 'A'],
  ['aɪ', 'I'],
  ['aʊ', 'W'],
  ['ɔɪ', 'Y'],
  ['oʊ', 'O'],
  ['əʊ', 'Q'],
  ['dʒ', 'ʤ'],
  ['tʃ', 'ʧ'],
  ['r', 'ɹ'],
];

// The wasm2js eSpeak runs slowly until V8 has optimised it: a few sentences before `ready`.
for (const voice of ['en-us', 'en-gb']) {
  espeak.set_voice(voice);
  espeak.synthesize_ipa('Warming up the voice. Is it ready yet? Yes, it is ready, and it sounds fine.');
}

/** Milliseconds spent in inference for the current request: how fast the model itself is on this machine. */
let inferenceMs = 0;

/**
 * The pool never ends this thread while onnxruntime may be running (that can abort the whole process): it writes the
 * id of a cancelled line here instead, and the line stops before its next inference.
 */
const cancelled = workerData?.cancel instanceof Int32Array ? workerData.cancel : null;
let currentId = 0;

async function infer(model, feeds) {
  if (cancelled && Atomics.load(cancelled, 0) === currentId) throw new Error('The line was cancelled.');
  const started = performance.now();
  const result = await model.run(feeds);
  inferenceMs += performance.now() - started;
  return result[model.outputNames[0]].data;
}

const sessions = new Map();
const configs = new Map();
const styles = new Map();

function session(path) {
  let promise = sessions.get(path);
  if (!promise) {
    promise = ort.InferenceSession.create(path, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    });
    sessions.set(path, promise);
    promise.catch(() => sessions.delete(path));
  }
  return promise;
}

function readJson(path) {
  let value = configs.get(path);
  if (!value) {
    value = JSON.parse(readFileSync(path, 'utf8'));
    configs.set(path, value);
  }
  return value;
}

/** Sentences of at most ~400 characters: each is one inference (Kokoro reads at most 510 phonemes at once). */
function sentences(text) {
  const parts = text.match(/[^.!?…]+[.!?…]*["”’)]*\s*|[.!?…]+\s*/g) ?? [text];
  const out = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    if (trimmed.length <= 400) out.push(trimmed);
    else for (let i = 0; i < trimmed.length; i += 400) out.push(trimmed.slice(i, i + 400));
  }
  return out;
}

/**
 * A pronunciation in IPA arrives as a mark (private-use characters around the IPA and its respelling, see
 * phonemes.ts): both families read eSpeak's IPA, so the entry's own IPA goes to the model as it is.
 */
const IPA_MARK = /\uE000([^\uE001\uE002]*)\uE001([^\uE002]*)\uE002/g;

/** The text with each IPA mark read as its respelling (for models that take letters, not phonemes). */
function withoutMarks(text) {
  return text.replace(IPA_MARK, (_, _ipa, fallback) => fallback);
}

/** eSpeak's IPA for a piece of a sentence, with the IPA of each marked pronunciation put in as written. */
function pieceIpa(piece) {
  let out = '';
  let last = 0;
  const plain = (text) => {
    if (text.trim()) out += `${espeak.synthesize_ipa(text).ipa.replace(/_/g, '').replace(/\s+/g, ' ').trim()} `;
  };
  for (const mark of piece.matchAll(IPA_MARK)) {
    plain(piece.slice(last, mark.index));
    out += `${mark[1]} `;
    last = mark.index + mark[0].length;
  }
  plain(piece.slice(last));
  return out;
}

/** eSpeak's IPA for a sentence, its clause punctuation kept in place (eSpeak itself drops it). */
function phonemes(text, voice) {
  if (voice !== espeakVoice) {
    espeak.set_voice(voice);
    espeakVoice = voice;
  }
  const pieces = text.split(/([,;:.!?…—]+)/);
  let out = '';
  for (const piece of pieces) {
    if (!piece.trim()) continue;
    if (/^[,;:.!?…—]+$/.test(piece)) {
      out = `${out.trimEnd()}${piece} `;
      continue;
    }
    out += pieceIpa(piece);
  }
  return out.trim();
}

function piperIds(phonemeText, map) {
  const first = (symbol) => map[symbol] ?? [];
  const ids = [...first('^')];
  for (const symbol of phonemeText) {
    const mapped = map[symbol];
    if (!mapped) continue;
    ids.push(...mapped, ...first('_'));
  }
  ids.push(...first('$'));
  return ids;
}

async function piper(request, text) {
  const config = readJson(request.config);
  const model = await session(request.model);
  const map = config.phoneme_id_map ?? {};
  const usesText = config.phoneme_type === 'text';
  const inference = config.inference ?? {};
  const lengthScale = (inference.length_scale ?? 1) / request.speed;
  const chunks = [];
  for (const sentence of sentences(text)) {
    const symbols = usesText
      ? withoutMarks(sentence).normalize('NFD')
      : phonemes(sentence, config.espeak?.voice ?? 'en-us');
    const ids = piperIds(symbols, map);
    if (ids.length === 0) continue;
    const feeds = {
      input: new ort.Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
      input_lengths: new ort.Tensor('int64', BigInt64Array.from([BigInt(ids.length)]), [1]),
      scales: new ort.Tensor(
        'float32',
        Float32Array.from([inference.noise_scale ?? 0.667, lengthScale, inference.noise_w ?? 0.8]),
        [3],
      ),
    };
    if (model.inputNames.includes('sid')) {
      feeds.sid = new ort.Tensor('int64', BigInt64Array.from([BigInt(request.speaker ?? 0)]), [1]);
    }
    chunks.push(await infer(model, feeds));
  }
  return { chunks, sampleRate: config.audio?.sample_rate ?? 22_050 };
}

function kokoroStyle(path) {
  let style = styles.get(path);
  if (!style) {
    const bytes = readFileSync(path);
    style = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    if (style.length === 0 || style.length % 256 !== 0) throw new Error(`${path} is not a Kokoro voice file.`);
    styles.set(path, style);
  }
  return style;
}

/** Most Kokoro exports read `speed` as a float; some newer ones as an int32 (whole speeds only). */
function speedTensor(model, speed) {
  const meta = model.inputMetadata?.find((m) => m.name === 'speed');
  if (meta?.type === 'int32') return new ort.Tensor('int32', Int32Array.from([Math.max(1, Math.round(speed))]), [1]);
  return new ort.Tensor('float32', Float32Array.from([speed]), [1]);
}

function kokoroTokens(phonemeText, vocab) {
  let text = phonemeText;
  for (const [from, to] of KOKORO_FROM_ESPEAK) text = text.replaceAll(from, to);
  const ids = [];
  for (const symbol of text) if (vocab[symbol] !== undefined) ids.push(vocab[symbol]);
  return ids.slice(0, 510);
}

async function kokoro(request, text) {
  const model = await session(request.model);
  const vocab = request.config ? (readJson(request.config).vocab ?? KOKORO_VOCAB) : KOKORO_VOCAB;
  const style = kokoroStyle(request.style);
  const rows = style.length / 256;
  const tokenInput = model.inputNames.includes('input_ids') ? 'input_ids' : 'tokens';
  const chunks = [];
  for (const sentence of sentences(text)) {
    const ids = kokoroTokens(phonemes(sentence, request.language), vocab);
    if (ids.length === 0) continue;
    const row = Math.min(ids.length, rows - 1);
    const padded = [0, ...ids, 0];
    const feeds = {
      [tokenInput]: new ort.Tensor('int64', BigInt64Array.from(padded, BigInt), [1, padded.length]),
      style: new ort.Tensor('float32', style.slice(row * 256, row * 256 + 256), [1, 256]),
      speed: speedTensor(model, request.speed),
    };
    chunks.push(await infer(model, feeds));
  }
  return { chunks, sampleRate: 24_000 };
}

function join(chunks) {
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function handle(request) {
  if (request.kind === 'inspect') {
    const model = await session(request.model);
    return { inputNames: model.inputNames, outputNames: model.outputNames };
  }
  const speed = Math.min(2, Math.max(0.5, request.speed ?? 1));
  const text = request.text.trim();
  inferenceMs = 0;
  const { chunks, sampleRate } =
    request.family === 'piper' ? await piper({ ...request, speed }, text) : await kokoro({ ...request, speed }, text);
  return { samples: join(chunks), sampleRate, inferenceMs };
}

parentPort.on('message', async (message) => {
  currentId = message.id;
  try {
    const result = await handle(message);
    parentPort.postMessage({ id: message.id, result }, result.samples ? [result.samples.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});

parentPort.postMessage({ ready: true });
