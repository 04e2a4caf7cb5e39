import type { ScriptLine } from '@podloom/contract';
import type { FfmpegBinaries } from '../../providers/audio/ffmpeg';
import { dbToLinear } from '../../providers/audio/loudness';
import { decodeWav, encodeWav, type Pcm, resample } from '../../providers/audio/pcm';
import { applyVoiceStyle, isPlainStyle, type VoiceStyle } from '../../providers/audio/voice-style';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { lineCacheKey } from './audio-keys';
import type { Layer, LayersUnder } from './layered-mix';

/** A line longer than this (seconds, as voiced) gets the listener's backchannels under it. */
export const BACKCHANNEL_MIN_LINE_SECONDS = 25;
/** How far under the speaker the listener's backchannel sits (dB of RMS over the voiced parts). */
export const BACKCHANNEL_DB = -12;
/** No backchannel in a line's first seconds, in its last ones, or sooner than this after the one before. */
const EDGE_START_SECONDS = 5;
const EDGE_END_SECONDS = 4;
export const BACKCHANNEL_SPACING_SECONDS = 12;
/** How far from a sentence's estimated end the quietest moment is looked for (seconds). */
const SEARCH_SECONDS = 1;

/** What the listener says, by the script language's first two letters; English otherwise. */
const WORDS: Record<string, readonly string[]> = {
  en: ['Mm-hmm.', 'Right.', 'Yeah.'],
  es: ['Ajá.', 'Claro.', 'Sí.'],
  fr: ['Mm-hmm.', 'Oui.', "D'accord."],
  de: ['Mhm.', 'Ja.', 'Genau.'],
  it: ['Mm-hmm.', 'Sì.', 'Certo.'],
  pt: ['Aham.', 'Sim.', 'Claro.'],
  hi: ['हाँ।', 'जी।', 'अच्छा।'],
};
export const backchannelWords = (languageCode: string): readonly string[] =>
  WORDS[languageCode.slice(0, 2).toLowerCase()] ?? (WORDS.en as readonly string[]);

/** The listener of line `index`: the nearest speaker before it who is not its speaker, else the nearest after. */
export function listenerOf(lines: readonly ScriptLine[], index: number): string | undefined {
  const speaker = lines[index]?.speaker;
  for (let i = index - 1; i >= 0; i--) if (lines[i]?.speaker !== speaker) return lines[i]?.speaker;
  for (let i = index + 1; i < lines.length; i++) if (lines[i]?.speaker !== speaker) return lines[i]?.speaker;
  return undefined;
}

/** 10 ms frames' RMS. */
function frameRms(samples: Float32Array, sampleRate: number): { rms: Float32Array; frame: number } {
  const frame = Math.max(1, Math.round(sampleRate / 100));
  const rms = new Float32Array(Math.ceil(samples.length / frame));
  for (let f = 0; f < rms.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) sum += (samples[i] as number) ** 2;
    rms[f] = Math.sqrt(sum / Math.max(1, end - f * frame));
  }
  return { rms, frame };
}

/**
 * Where the listener's backchannels go in a long line (sample offsets from its start): at sentence ends, each
 * estimated from the share of the text read by then and moved to the quietest 120 ms within a second of it (the
 * speaker's pause), at least EDGE seconds from the line's ends and BACKCHANNEL_SPACING_SECONDS apart.
 */
export function backchannelPoints(text: string, samples: Float32Array, sampleRate: number): number[] {
  const seconds = samples.length / sampleRate;
  if (seconds <= BACKCHANNEL_MIN_LINE_SECONDS) return [];
  const sentences = text.split(/(?<=[.!?。！？])\s+/).filter(Boolean);
  const { rms, frame } = frameRms(samples, sampleRate);
  const window = 12;
  const points: number[] = [];
  let read = 0;
  for (const sentence of sentences.slice(0, -1)) {
    read += sentence.length + 1;
    const estimate = (read / text.length) * seconds;
    const last = points.length ? (points.at(-1) as number) / sampleRate : -Infinity;
    if (estimate < EDGE_START_SECONDS || estimate > seconds - EDGE_END_SECONDS) continue;
    if (estimate - last < BACKCHANNEL_SPACING_SECONDS) continue;
    const from = Math.max(0, Math.round((estimate - SEARCH_SECONDS) * 100));
    const to = Math.min(rms.length - window, Math.round((estimate + SEARCH_SECONDS) * 100));
    let best = from;
    let bestEnergy = Infinity;
    for (let f = from; f <= to; f++) {
      let energy = 0;
      for (let k = 0; k < window; k++) energy += rms[f + k] as number;
      if (energy < bestEnergy) [best, bestEnergy] = [f, energy];
    }
    points.push(best * frame);
  }
  return points;
}

/** RMS of the voiced frames (within 30 dB of the loudest). */
function voicedRms(samples: Float32Array, sampleRate: number): number {
  const { rms } = frameRms(samples, sampleRate);
  const loudest = Math.max(0, ...rms);
  const voiced = [...rms].filter((r) => r > loudest * dbToLinear(-30));
  return Math.sqrt(voiced.reduce((sum, r) => sum + r * r, 0) / Math.max(1, voiced.length));
}

/** What a render tells the backchannels: its script, voices, styles and where lines are cached. */
export interface BackchannelInput {
  lines: readonly ScriptLine[];
  voices: Readonly<Record<string, VoiceRef>>;
  styles?: Readonly<Record<string, VoiceStyle>>;
  speakers: readonly string[];
  storage: FileStorage;
  synthesizer: VoiceSynthesizer;
  ffmpeg: FfmpegBinaries;
  signal: AbortSignal;
}

/** One backchannel laid under a line: the line, seconds from the line's start, who says it and what. */
export interface PlacedBackchannel {
  index: number;
  at: number;
  speaker: string;
  text: string;
}

/**
 * The listener's backchannels for a render: under each line longer than BACKCHANNEL_MIN_LINE_SECONDS, at its
 * points, in the listener's voice (and pace and pitch), synthesised once per word and cached like a line, levelled
 * BACKCHANNEL_DB under the line. `placed` lists them (for the render's manifest; never in the transcript).
 */
export function createBackchannels(input: BackchannelInput): { under: LayersUnder; placed: PlacedBackchannel[] } {
  const heard = new Map<string, Promise<Pcm>>();
  const placed: PlacedBackchannel[] = [];
  const say = (speaker: string, text: string): Promise<Pcm> => {
    const key = `${speaker}\u0000${text}`;
    let pcm = heard.get(key);
    if (!pcm) {
      pcm = voiceOf(input, speaker, text);
      heard.set(key, pcm);
    }
    return pcm;
  };
  const under: LayersUnder = async (index, samples, sampleRate) => {
    const line = input.lines[index] as ScriptLine;
    const listener = listenerOf(input.lines, index);
    if (!listener) return [];
    const points = backchannelPoints(line.text, samples, sampleRate);
    if (points.length === 0) return [];
    const words = backchannelWords((input.voices[listener] as VoiceRef).languageCode);
    const loudness = voicedRms(samples, sampleRate);
    const layers: Array<Layer & { at: number }> = [];
    for (const [k, at] of points.entries()) {
      const text = words[pick(`${line.text}#${k}`, words.length)] as string;
      const voiced = resample(await say(listener, text), sampleRate).samples;
      const gain = (loudness / Math.max(1e-6, voicedRms(voiced, sampleRate))) * dbToLinear(BACKCHANNEL_DB);
      layers.push({ at, stem: input.speakers.indexOf(listener), samples: voiced.map((s) => s * gain) });
      placed.push({ index, at: Math.round((at / sampleRate) * 1000) / 1000, speaker: listener, text });
    }
    return layers;
  };
  return { under, placed };
}

/** The listener's word, from the line cache or the voice (then cached). */
async function voiceOf(input: BackchannelInput, speaker: string, text: string): Promise<Pcm> {
  const voice = input.voices[speaker] as VoiceRef;
  const style = isPlainStyle(input.styles?.[speaker]) ? undefined : input.styles?.[speaker];
  const key = lineCacheKey(voice, text, style);
  if (await input.storage.stat(key)) {
    try {
      return decodeWav(await input.storage.read(key));
    } catch {
      // Swept away since the stat: said again below.
    }
  }
  const voiced = await input.synthesizer.synthesize({ voice, text, signal: input.signal });
  const pcm = style ? await applyVoiceStyle(input.ffmpeg, voiced, style, input.signal) : voiced;
  await input.storage.put(key, encodeWav(pcm)).catch(() => undefined);
  return pcm;
}

/** An index in [0, n) fixed by the text (FNV-1a). */
function pick(text: string, n: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % n;
}
