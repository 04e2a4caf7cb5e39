// eSpeak NG's own library (libespeak-ng.so.1, Debian's `libespeak-ng1`) through koffi's FFI: the same synthesiser
// as the WASM build at about a quarter of its CPU. Plain JavaScript, loaded by espeak-worker.mjs in its thread.
//
// The library keeps its state in globals and is not thread-safe: two threads synthesising through one loaded copy
// abort the process. So each worker loads a private copy of the file (copied to a temporary name, loaded, deleted;
// the dynamic loader tells libraries apart by file, so each copy has globals of its own).
import { copyFileSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FILE = 'libespeak-ng.so.1';
const AUDIO_OUTPUT_SYNCHRONOUS = 2;
const POS_CHARACTER = 1;
const CHARS_UTF8 = 1;
const SSML = 0x10;
/** `[[p0dlu:m]]` is read as eSpeak phonemes (a pronunciation written in IPA arrives so, phonemes.ts). */
const PHONEMES = 0x100;
const RATE = 1;
const PITCH = 3;
const RANGE = 4;

/** Where the library is: `ESPEAK_LIBRARY`'s path, else the system's library folders. */
export function findEspeakLibrary(configured) {
  if (configured) return existsSync(configured) ? realpathSync(configured) : undefined;
  const folders = [
    ...(process.env.LD_LIBRARY_PATH ?? '').split(':').filter(Boolean),
    `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`,
    '/usr/lib64',
    '/usr/lib',
    '/usr/local/lib',
    '/opt/homebrew/lib',
  ];
  for (const folder of folders) {
    const path = join(folder, FILE);
    if (existsSync(path)) return realpathSync(path);
  }
  return undefined;
}

/** The copy goes in a folder of its own (mode 0700), so no other user of the machine can swap it before it loads. */
async function loadPrivateCopy(koffi, library) {
  const folder = mkdtempSync(join(tmpdir(), 'podloom-espeak-'));
  const copy = join(folder, FILE);
  try {
    copyFileSync(library, copy);
    return koffi.load(copy);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One line's audio from the chunks its synthesiser called back with. */
export function joinChunks(chunks) {
  const out = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The native engine, or a sentence saying why not. Never throws: the worker falls back to the WASM build.
 * @returns {Promise<{ engine?: { synthesize: Function, sampleRate: number }, detail: string }>}
 */
export async function openNativeEspeak(configured) {
  const library = findEspeakLibrary(configured);
  if (!library) {
    const where = configured ? `at ${configured}` : 'in the system library folders';
    return { detail: `${FILE} was not found ${where} (Debian: apt-get install libespeak-ng1)` };
  }
  try {
    const koffi = (await import('koffi')).default;
    const lib = await loadPrivateCopy(koffi, library);
    return { engine: bind(koffi, lib), detail: `native library ${library}` };
  } catch (error) {
    return { detail: `${library} could not be used (${error instanceof Error ? error.message : String(error)})` };
  }
}

function bind(koffi, lib) {
  const callbackType = koffi.proto('int PodloomEspeakCallback(int16_t *wav, int numsamples, void *events)');
  const initialize = lib.func('int espeak_Initialize(int output, int buflength, const char *path, int options)');
  const setCallback = lib.func('void espeak_SetSynthCallback(PodloomEspeakCallback *cb)');
  const setVoiceByName = lib.func('int espeak_SetVoiceByName(const char *name)');
  koffi.struct('PodloomEspeakVoice', {
    name: 'const char *',
    languages: 'const char *',
    identifier: 'const char *',
    gender: 'uint8_t',
    age: 'uint8_t',
    variant: 'uint8_t',
    xx1: 'uint8_t',
    score: 'int',
    spare: 'void *',
  });
  const setVoiceByProperties = lib.func('int espeak_SetVoiceByProperties(PodloomEspeakVoice *voice)');
  const getCurrentVoice = lib.func('PodloomEspeakVoice *espeak_GetCurrentVoice()');
  const setVoice = (name) => setVoiceByName(name) === 0 || setVoiceByLanguage(name);
  // `en-gb+f4`: no voice file is called en-gb (it is gmw/en), so the language finds the file and the variant goes
  // on its identifier (`gmw/en+f4`); a language with its variant in one string would lose the variant.
  const setVoiceByLanguage = (name) => {
    const [language, variant] = name.split('+');
    const selector = { languages: language, gender: 0, age: 0, variant: 0, xx1: 0, score: 0 };
    if (setVoiceByProperties({ name: null, identifier: null, spare: null, ...selector }) !== 0) return false;
    const identifier = koffi.decode(getCurrentVoice(), 'PodloomEspeakVoice').identifier;
    return !variant || (identifier && setVoiceByName(`${identifier}+${variant}`) === 0);
  };
  const setParameter = lib.func('int espeak_SetParameter(int parameter, int value, int relative)');
  const synth = lib.func(
    'int espeak_Synth(const char *text, size_t size, unsigned int position, int position_type, unsigned int end_position, unsigned int flags, void *uid, void *user_data)',
  );
  const sampleRate = initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, null, 0);
  if (sampleRate <= 0) throw new Error(`espeak_Initialize failed (${sampleRate}): its data folder is missing`);
  let chunks = [];
  const callback = koffi.register((wav, count) => {
    if (wav && count > 0) chunks.push(new Int16Array(koffi.decode(wav, 'int16_t', count)));
    return 0;
  }, koffi.pointer(callbackType));
  setCallback(callback);
  let currentVoice = '';

  function synthesize(voice, text, rate, pitch, range = 50) {
    if (voice !== currentVoice) {
      currentVoice = '';
      if (!setVoice(voice)) throw new Error(`eSpeak NG has no voice "${voice}"`);
      currentVoice = voice;
    }
    setParameter(RATE, rate, 0);
    setParameter(PITCH, pitch, 0);
    setParameter(RANGE, range, 0);
    chunks = [];
    const status = synth(
      text,
      Buffer.byteLength(text) + 1,
      0,
      POS_CHARACTER,
      0,
      CHARS_UTF8 | SSML | PHONEMES,
      null,
      null,
    );
    if (status !== 0) throw new Error(`espeak_Synth failed (${status})`);
    const out = joinChunks(chunks);
    chunks = [];
    return out;
  }
  return { synthesize, sampleRate };
}
