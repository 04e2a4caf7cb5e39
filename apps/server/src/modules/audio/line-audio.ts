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
 * voice, otherwise from the voice, which bounds its own parallelism. Lines start in script order and
 * providers serve first come first served, so early lines arrive first for the mixer.
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
}): { lines: Array<Promise<LineAudio>>; cacheWrites: () => Promise<void> } {
  const { storage, synthesizer, signal } = options;
  const cacheLimit = createLimiter(8);
  const byKey = new Map<string, Promise<Pcm & { fresh: boolean }>>();
  const writes: Array<Promise<unknown>> = [];

  const load = async (
    key: string,
    voice: VoiceRef,
    text: string,
    style: VoiceStyle | undefined,
  ): Promise<Pcm & { fresh: boolean }> => {
    const cached = await cacheLimit(async () => {
      if (!(await storage.stat(key))) return null;
      try {
        return decodeWav(await storage.read(key));
      } catch {
        // Swept away since the stat, or unreadable: read the line again rather than fail the render.
        return null;
      }
    }, signal);
    if (cached) return { ...cached, fresh: false };
    const voiced = await synthesizer.synthesize({ voice, text, signal });
    const pcm = style ? await applyVoiceStyle(options.ffmpeg ?? resolveFfmpeg(), voiced, style, signal) : voiced;
    // Written beside the render, not in its way; awaited before the render reports done.
    writes.push(storage.put(key, encodeWav(pcm)).catch(() => undefined));
    return { ...pcm, fresh: true };
  };

  const lines = options.lines.map(async (line) => {
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
    options.onLineReady();
    return { pcm: { samples: result.samples, sampleRate: result.sampleRate }, synthesized: first && result.fresh };
  });
  // A failure surfaces where the mixer awaits; these handlers only keep later lines from going unobserved.
  for (const line of lines) line.catch(() => {});
  return { lines, cacheWrites: async () => void (await Promise.all(writes)) };
}
