import { setMaxListeners } from 'node:events';
import { type ScriptLine, speakersOf } from '@podloom/contract';
import { type FfmpegBinaries, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { levelLine, TARGET_LUFS } from '../../providers/audio/leveler';
import { LoudnessMeter, linearToDb } from '../../providers/audio/loudness';
import { resample } from '../../providers/audio/pcm';
import { encodeMp3, ProgrammeEncoder } from '../../providers/audio/programme-encoder';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { newRevision, renderKeys } from './audio-keys';
import { type Chapter, type ChapterSegment, chaptersOf } from './chapters';
import { fetchLineAudio, type LineAudio } from './line-audio';
import { planPauses } from './pauses';

export type RenderStage = 'synthesizing' | 'encoding' | 'storing';

/** Reported as each line is ready, then per stage (DESIGN §4 `progress` events). */
export interface RenderProgress {
  stage: RenderStage;
  done: number;
  total: number;
}

export interface LineTiming {
  index: number;
  speaker: string;
  /** Seconds from the start of the programme. */
  start: number;
  end: number;
}

export interface RenderInput {
  podcastId: number | string;
  /** A new one is made when omitted; each revision gets its own keys. */
  revision?: string;
  lines: readonly ScriptLine[];
  /** Speaker label, as in `lines`, → voice. */
  voices: Readonly<Record<string, VoiceRef>>;
  storage: FileStorage;
  synthesizer: VoiceSynthesizer;
  onProgress?: (progress: RenderProgress) => void;
  /** Called once the opening seconds are stored and can be played, while the rest still renders. */
  onFirstAudio?: (first: { key: string; durationSeconds: number }) => void;
  signal?: AbortSignal;
  ffmpeg?: FfmpegBinaries;
  /** LAME VBR quality for the programme, 0 (best) to 9; 4 by default. */
  mp3Quality?: number;
  /** Written into the MP3's ID3 title, and the title of the only chapter of a script without an outline. */
  title?: string;
  /** The writer's outline: each segment's first line becomes a chapter start. */
  segments?: readonly ChapterSegment[];
  /** Where the scratch folder is made (removed when the render ends, whatever its outcome); OS temp by default. */
  tempRoot?: string;
}

export interface RenderResult {
  revision: string;
  key: string;
  contentType: 'audio/mpeg';
  bytes: number;
  durationSeconds: number;
  sampleRate: number;
  lineTimings: LineTiming[];
  /** Where each segment of the script starts in this programme (issue 13). */
  chapters: Chapter[];
  /** Speaker → FLAC stem key, aligned with the programme (for the multitrack editor). */
  stems: Record<string, string>;
  /** Key of the opening seconds stored early, when the programme was long enough to need one. */
  startKey?: string;
  manifestKey: string;
  synthesizedLines: number;
  cachedLines: number;
  /** Measured on the mixed programme before encoding (the true peak from the limiter's own peak scan). */
  loudness: { integratedLufs: number; truePeakDbtp: number };
}

export class RenderError extends Error {
  override name = 'RenderError';
}

/** The opening stored early for playback: long enough to listen to while the rest renders. */
const START_SECONDS = 10;

/**
 * Renders a script to a mastered MP3 (DESIGN §7). Lines are fetched in parallel (cache or voice) and
 * consumed in order by the mixer, which levels each to −16 LUFS under a −3.5 dBTP true-peak ceiling, puts
 * natural pauses between turns and streams the programme into ffmpeg as it goes, so encoding overlaps
 * synthesis and little is left to do once the last line arrives.
 */
export async function renderPodcastAudio(input: RenderInput): Promise<RenderResult> {
  const { lines, storage } = input;
  if (lines.length === 0) throw new RenderError('The script has no lines to read.');
  const speakers = speakersOf(lines);
  for (const speaker of speakers) {
    if (!input.voices[speaker]) throw new RenderError(`No voice was chosen for ${speaker}.`);
  }
  const binaries = input.ffmpeg ?? resolveFfmpeg();
  const revision = input.revision ?? newRevision();
  const keys = renderKeys(input.podcastId, revision);
  const sampleRate = Math.max(
    ...speakers.map((s) => input.synthesizer.sampleRateOf((input.voices[s] as VoiceRef).provider) ?? 24_000),
  );

  // One controller so a failure anywhere stops the voices and encoders still working.
  const controller = new AbortController();
  // Every queued line listens for an abort: many listeners on this signal are expected.
  setMaxListeners(lines.length + 16, controller.signal);
  const stop = () => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', stop, { once: true });
  const signal = controller.signal;

  let ready = 0;
  const progress = (stage: RenderStage, done: number, total: number) => input.onProgress?.({ stage, done, total });
  const fetched = fetchLineAudio({
    lines,
    voices: input.voices,
    storage,
    synthesizer: input.synthesizer,
    signal,
    onLineReady: () => progress('synthesizing', ++ready, lines.length),
  });

  const encoder = await ProgrammeEncoder.start({
    binaries,
    sampleRate,
    stemCount: speakers.length,
    mp3Quality: input.mp3Quality ?? 4,
    title: input.title,
    signal,
    tempRoot: input.tempRoot,
  });
  let start: { chunks: Float32Array[]; samples: number; job?: Promise<string> } = { chunks: [], samples: 0 };
  try {
    const pauses = planPauses(lines);
    const meter = new LoudnessMeter(sampleRate);
    const lineTimings: LineTiming[] = [];
    let written = 0;
    let peak = 0;
    let synthesizedLines = 0;
    let targetSum = 0;
    const makeUp = speakers.map(() => 0);

    const append = async (samples: Float32Array, stem: number) => {
      await encoder.append(samples, stem);
      meter.push(samples);
      written += samples.length;
      if (!start.job) {
        start.chunks.push(samples);
        start.samples += samples.length;
      }
    };

    for (let index = 0; index < lines.length; index++) {
      signal.throwIfAborted();
      const line = lines[index] as ScriptLine;
      const audio = await (fetched.lines[index] as Promise<LineAudio>);
      if (audio.synthesized) synthesizedLines++;
      // A copy: identical lines share one decoded buffer, and levelling works in place.
      const samples = resample(audio.pcm, sampleRate).samples.slice();
      // Lines levelled to −16 each make a programme a little quieter (blocks that straddle a pause pass
      // the relative gate at lower energy): aim the next line off by the bias measured so far.
      const soFar = index > 0 ? meter.integrated() - targetSum / index : 0;
      const target = TARGET_LUFS - (Number.isFinite(soFar) ? Math.max(-1.5, Math.min(1.5, soFar)) : 0);
      targetSum += target;
      const stem = speakers.indexOf(line.speaker);
      const levelled = levelLine(samples, sampleRate, { targetLufs: target, makeUpHintDb: makeUp[stem] });
      makeUp[stem] = levelled.makeUpDb;
      peak = Math.max(peak, levelled.truePeak);
      await append(new Float32Array(Math.round((pauses.before[index] as number) * sampleRate)), -1);
      const lineStart = written;
      await append(samples, stem);
      lineTimings.push({
        index,
        speaker: line.speaker,
        start: round3(lineStart / sampleRate),
        end: round3(written / sampleRate),
      });
      if (!start.job && index < lines.length - 1 && start.samples >= START_SECONDS * sampleRate) {
        start.job = storeStart(binaries, storage, keys.start, start.chunks, sampleRate, signal, input.onFirstAudio);
        start.job.catch(() => {});
        start = { ...start, chunks: [] };
      }
    }
    await append(new Float32Array(Math.round(pauses.tail * sampleRate)), -1);

    progress('encoding', 0, 1);
    const encoded = await encoder.finish();
    progress('encoding', 1, 1);
    progress('storing', 0, 1);
    const stems: Record<string, string> = {};
    const puts = [storage.put(keys.audio, encoded.mix, { contentType: 'audio/mpeg' })];
    speakers.forEach((speaker, i) => {
      stems[speaker] = keys.stem(i, speaker);
      puts.push(storage.put(stems[speaker] as string, encoded.stems[i] as Buffer, { contentType: 'audio/flac' }));
    });
    await Promise.all([...puts, fetched.cacheWrites(), start.job]);

    const result: RenderResult = {
      revision,
      key: keys.audio,
      contentType: 'audio/mpeg',
      bytes: encoded.mix.byteLength,
      durationSeconds: round3(written / sampleRate),
      sampleRate,
      lineTimings,
      chapters: chaptersOf(
        input.segments,
        lines,
        lineTimings.map((t) => t.start),
        input.title ?? '',
      ),
      stems,
      startKey: start.job ? keys.start : undefined,
      manifestKey: keys.manifest,
      synthesizedLines,
      cachedLines: lines.length - synthesizedLines,
      loudness: { integratedLufs: round2(meter.integrated()), truePeakDbtp: round2(linearToDb(peak)) },
    };
    await storage.put(keys.manifest, Buffer.from(JSON.stringify({ ...result, createdAt: new Date().toISOString() })), {
      contentType: 'application/json',
    });
    progress('storing', 1, 1);
    return result;
  } catch (error) {
    controller.abort(error);
    // The opening may be on its way to storage: wait for it, so nothing of this render lands after it stopped.
    await start.job?.catch(() => undefined);
    throw error;
  } finally {
    input.signal?.removeEventListener('abort', stop);
    await encoder.dispose();
  }
}

/** Encodes and stores the opening seconds, then tells the caller they can be played. */
async function storeStart(
  binaries: FfmpegBinaries,
  storage: FileStorage,
  key: string,
  chunks: Float32Array[],
  sampleRate: number,
  signal: AbortSignal,
  onFirstAudio: RenderInput['onFirstAudio'],
): Promise<string> {
  const length = chunks.reduce((n, c) => n + c.length, 0);
  const samples = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  await storage.put(key, await encodeMp3(binaries, samples, sampleRate, { signal }), { contentType: 'audio/mpeg' });
  onFirstAudio?.({ key, durationSeconds: round3(length / sampleRate) });
  return key;
}

export { TARGET_LUFS };

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;
