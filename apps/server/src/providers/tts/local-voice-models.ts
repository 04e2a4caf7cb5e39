import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

export type ModelFamily = 'piper' | 'kokoro';

/** What the worker needs to speak one voice of a model. */
export interface LocalVoiceTarget {
  family: ModelFamily;
  /** The `.onnx` file. */
  model: string;
  /** Piper: its `.onnx.json`; Kokoro: an optional `<name>.config.json` with a `vocab`. */
  config?: string;
  /** Piper: the speaker of a multi-speaker model. */
  speaker?: number;
  /** Kokoro: the voice's style file. */
  style?: string;
  /** Kokoro: the eSpeak language its phonemes come from. */
  language?: string;
}

export interface LocalVoice {
  /** `providerVoiceId`: the model's name, plus `#speaker` where a model has several voices. */
  id: string;
  name: string;
  gender: 'male' | 'female';
  /** The base language (`en`): the voice is offered in every seeded variant of it. */
  language: string;
  target: LocalVoiceTarget;
}

export interface LocalModel {
  /** The file name without `.onnx`, as `npm run voices -- remove` takes it. */
  name: string;
  family: ModelFamily;
  file: string;
  bytes: number;
  voices: LocalVoice[];
}

export interface ModelProblem {
  name: string;
  problem: string;
}

/** Piper's published voices with the gender of their speaker (Piper's own config does not say). */
const PIPER_GENDERS: Readonly<Record<string, 'male' | 'female'>> = {
  lessac: 'female',
  amy: 'female',
  kristin: 'female',
  kathleen: 'female',
  ljspeech: 'female',
  hfc_female: 'female',
  jenny_dioco: 'female',
  alba: 'female',
  cori: 'female',
  southern_english_female: 'female',
  siwis: 'female',
  eva_k: 'female',
  kerstin: 'female',
  ramona: 'female',
  paola: 'female',
  sharvard: 'male',
  ryan: 'male',
  joe: 'male',
  john: 'male',
  bryce: 'male',
  danny: 'male',
  kusal: 'male',
  norman: 'male',
  sam: 'male',
  hfc_male: 'male',
  alan: 'male',
  northern_english_male: 'male',
  thorsten: 'male',
  karlsson: 'male',
  pavoque: 'male',
  tom: 'male',
  gilles: 'male',
  riccardo: 'male',
  davefx: 'male',
  carlfm: 'male',
  faber: 'male',
  edresson: 'male',
  cadu: 'male',
  jeff: 'male',
  rdh: 'male',
  mls: 'female',
  nst: 'male',
  denis: 'male',
  dmitri: 'male',
  irina: 'female',
  ruslan: 'male',
  darkman: 'male',
  gosia: 'female',
  mc_speech: 'male',
  fahrettin: 'male',
  dfki: 'male',
  pratham: 'male',
  priyamvada: 'female',
  rohan: 'male',
  arjun: 'male',
};

/** Kokoro voices are named `<language><gender>_<name>`: `af_heart` is an American English woman, Heart. */
const KOKORO_LANGUAGES: Readonly<Record<string, { espeak: string; language: string }>> = {
  a: { espeak: 'en-us', language: 'en' },
  b: { espeak: 'en-gb', language: 'en' },
  e: { espeak: 'es', language: 'es' },
  f: { espeak: 'fr-fr', language: 'fr' },
  h: { espeak: 'hi', language: 'hi' },
  i: { espeak: 'it', language: 'it' },
  p: { espeak: 'pt-br', language: 'pt' },
};

const title = (text: string) =>
  text
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

interface PiperConfig {
  audio?: { sample_rate?: number };
  espeak?: { voice?: string };
  language?: { code?: string };
  phoneme_type?: string;
  phoneme_id_map?: Record<string, number[]>;
  num_speakers?: number;
  speaker_id_map?: Record<string, number>;
  dataset?: string;
  /** Written by `npm run voices -- add … --name … --gender …`. */
  podloom?: { name?: string; gender?: 'male' | 'female' };
}

function piperVoices(name: string, file: string, configPath: string, config: PiperConfig): LocalVoice[] {
  if (!config.phoneme_id_map || typeof config.phoneme_id_map !== 'object') {
    throw new Error('its .onnx.json has no phoneme_id_map');
  }
  if (config.phoneme_type !== 'text' && !config.espeak?.voice) throw new Error('its .onnx.json names no eSpeak voice');
  const language = (config.language?.code ?? config.espeak?.voice ?? 'en').split(/[_-]/)[0]?.toLowerCase() ?? 'en';
  // Piper names its files `<language>-<speaker>-<quality>`: the speaker is the voice's name.
  const dataset = /^[a-z]{2,3}_[A-Z]{2}-(.+)-(x_low|low|medium|high)$/.exec(name)?.[1] ?? config.dataset ?? name;
  const target = { family: 'piper' as const, model: file, config: configPath };
  const speakers = Object.entries(config.speaker_id_map ?? {}).sort((a, b) => a[1] - b[1]);
  if ((config.num_speakers ?? 1) <= 1 || speakers.length === 0) {
    const gender = config.podloom?.gender ?? PIPER_GENDERS[dataset] ?? (/male$/.test(dataset) ? 'male' : 'female');
    return [{ id: name, name: config.podloom?.name ?? title(dataset), gender, language, target }];
  }
  // A many-speaker model (LibriTTS has 900) offers its first eight, alternating as the catalogue does.
  return speakers.slice(0, 8).map(([speaker, id], i) => ({
    id: `${name}#${speaker}`,
    name: title(`${dataset} ${speaker}`),
    gender: i % 2 === 0 ? 'female' : 'male',
    language,
    target: { ...target, speaker: id },
  }));
}

async function kokoroVoices(name: string, file: string, dir: string): Promise<LocalVoice[]> {
  const voicesDir = join(dir, `${name}.voices`);
  const config = join(dir, `${name}.config.json`);
  const files = (await readdir(voicesDir)).filter((f) => f.endsWith('.bin')).sort();
  const voices: LocalVoice[] = [];
  for (const voiceFile of files) {
    const id = voiceFile.slice(0, -4);
    const match = /^([a-z])([fm])_(.+)$/.exec(id);
    const language = match ? KOKORO_LANGUAGES[match[1] as string] : undefined;
    if (!match || !language) continue;
    voices.push({
      id: `${name}#${id}`,
      name: title(match[3] as string),
      gender: match[2] === 'm' ? 'male' : 'female',
      language: language.language,
      target: {
        family: 'kokoro',
        model: file,
        style: join(voicesDir, voiceFile),
        language: language.espeak,
        ...(existsSync(config) ? { config } : {}),
      },
    });
  }
  if (voices.length === 0) throw new Error(`its folder ${name}.voices holds no voice files Podloom can use`);
  return voices;
}

/** What a model is, from the files beside it: Piper has `<file>.json`, Kokoro a `<name>.voices` folder. */
async function readModel(dir: string, fileName: string): Promise<LocalModel> {
  const name = fileName.slice(0, -'.onnx'.length);
  const file = join(dir, fileName);
  const bytes = (await stat(file)).size;
  if (bytes < 16) throw new Error('the file is empty or cut short');
  const configPath = `${file}.json`;
  if (existsSync(configPath)) {
    let config: PiperConfig;
    try {
      config = JSON.parse(await readFile(configPath, 'utf8')) as PiperConfig;
    } catch {
      throw new Error(`its ${basename(configPath)} is not valid JSON`);
    }
    return { name, family: 'piper', file, bytes, voices: piperVoices(name, file, configPath, config) };
  }
  if (existsSync(join(dir, `${name}.voices`))) {
    return { name, family: 'kokoro', file, bytes, voices: await kokoroVoices(name, file, dir) };
  }
  throw new Error(
    `it is of an unknown family: a Piper voice has ${fileName}.json beside it, a Kokoro model a ${name}.voices folder`,
  );
}

/**
 * The models in `dir`, read from their files alone (the engine then loads each to check it can speak). A model
 * that cannot be used is a sentence in `problems`, never an exception.
 */
export async function scanVoiceModels(dir: string): Promise<{ models: LocalModel[]; problems: ModelProblem[] }> {
  const models: LocalModel[] = [];
  const problems: ModelProblem[] = [];
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return { models, problems };
  }
  for (const entry of entries.sort()) {
    if (entry.endsWith('.onnx.json') && !entries.includes(entry.slice(0, -'.json'.length))) {
      const name = entry.slice(0, -'.onnx.json'.length);
      problems.push({ name, problem: `${name}: the model file ${name}.onnx is missing; only its settings are here.` });
      continue;
    }
    if (!entry.endsWith('.onnx')) continue;
    try {
      models.push(await readModel(dir, entry));
    } catch (error) {
      const name = entry.slice(0, -'.onnx'.length);
      problems.push({ name, problem: `${name}: ${(error as Error).message}.` });
    }
  }
  return { models, problems };
}
