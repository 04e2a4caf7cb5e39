import type { ScriptLine } from '@podloom/contract';
import { type FfmpegBinaries, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { decodeWav, encodeWav, type Pcm } from '../../providers/audio/pcm';
import { applyVoiceStyle, isPlainStyle, type VoiceStyle } from '../../providers/audio/voice-style';
import type { FileStorage } from '../../providers/storage/storage';
import { createLimiter } from '../../providers/tts/limiter';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { applyPronunciations, type PronunciationEntry } from '../voices';
import { lineCacheKey } from './audio-keys';

export interface LineAudio {
  pcm: Pcm;
  /** True when this render synthesised it; false when it came from the cache or an identical line. */
  synthesized: boolean;
}

/**
 * Fetches every line's audio at once: from the line cache when a line was heard before with the same
 * voice, otherwise from the voice, which bounds its own parallelism. Lines are handed to the voices in script
 * order (a line waits for the one before it to be handed over or found in the cache, never for its audio), and
 * providers serve first come first served, so a far-away voice reads them in order, its concurrency busy, and
 * early lines arrive first for the mixer. `arrived(i)` says whether line i is in yet.
 */
export function fetchLineAudio(options: {
  lines: readonly ScriptLine[];
  voices: Readonly<Record<string, VoiceRef>>;
  storage: FileStorage;
  synthesizer: VoiceSynthesizer;
  signal: AbortSignal;
  onLineReady: () => void;
  /** The user's pronunciation dictionary: applied to the text each voice is given (and so to the cache key). */
  pronunciations?: readonly PronunciationEntry[];
  /** Speaker → pace and pitch; a speaker left out speaks as the voice does. */
  styles?: Readonly<Record<string, VoiceStyle>>;
  ffmpeg?: FfmpegBinaries;
}): { lines: Array<Promise<LineAudio>>; arrived: (index: number) => boolean; cacheWrites: () => Promise<void> } {
  const { storage, synthesizer, signal } = options;
  const cacheLimit = createLimiter(8);
  const byKey = new Map<string, Promise<Pcm & { fresh: boolean }>>();
  const writes: Array<Promise<unknown>> = [];
  const inYet = options.lines.map(() => false);
  let turn: Promise<void> = Promise.resolve();

  const load = async (
    key: string,
    voice: VoiceRef,
    text: string,
    style: VoiceStyle | undefined,
  ): Promise<Pcm & { fresh: boolean }> => {
    const before = turn;
    let handedOver = () => {};
    turn = new Promise((resolve) => {
      handedOver = resolve;
    });
    try {
      const cached = await cacheLimit(() => readCached(storage, key), signal);
      if (cached) return { ...cached, fresh: false };
      await before;
      const synthesis = synthesizer.synthesize({ voice, text, signal });
      handedOver();
      const voiced = await synthesis;
      const pcm = style ? await applyVoiceStyle(options.ffmpeg ?? resolveFfmpeg(), voiced, style, signal) : voiced;
      // Written beside the render, not in its way; awaited before the render reports done.
      writes.push(storage.put(key, encodeWav(pcm)).catch(() => undefined));
      return { ...pcm, fresh: true };
    } finally {
      handedOver();
    }
  };

  const lines = options.lines.map(async (line, index) => {
    const voice = options.voices[line.speaker] as VoiceRef;
    const style = isPlainStyle(options.styles?.[line.speaker]) ? undefined : options.styles?.[line.speaker];
    const spoken = applyPronunciations(line.text, options.pronunciations ?? [], voice.languageCode);
    const key = lineCacheKey(voice, spoken, style);
    let job = byKey.get(key);
    const first = !job;
    if (!job) {
      job = load(key, voice, spoken, style);
      byKey.set(key, job);
    }
    const result = await job;
    inYet[index] = true;
    options.onLineReady();
    return { pcm: { samples: result.samples, sampleRate: result.sampleRate }, synthesized: first && result.fresh };
  });
  // A failure surfaces where the mixer awaits; these handlers only keep later lines from going unobserved.
  for (const line of lines) line.catch(() => {});
  return {
    lines,
    arrived: (index) => inYet[index] === true,
    cacheWrites: async () => void (await Promise.all(writes)),
  };
}

/** A line heard before, or null when it is not in the cache (or was swept away since the stat). */
async function readCached(storage: FileStorage, key: string): Promise<Pcm | null> {
  if (!(await storage.stat(key))) return null;
  try {
    return decodeWav(await storage.read(key));
  } catch {
    // Swept away since the stat, or unreadable: read the line again rather than fail the render.
    return null;
  }
}
