import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FfmpegBinaries, FfmpegError, runBinary, tail } from '../../providers/audio/ffmpeg';
import { runInBackground } from '../../providers/background-priority';
import {
  AUDIOGRAM_LAYOUTS,
  type AudiogramLayout,
  CAPTION_FONT,
  type CaptionCue,
  type CaptionPage,
  captionPages,
} from './audiogram-layout';
import type { ClipAspect } from './clips.schema';

/** Frames a second: the picture only moves with the waveform, and 15 keeps a render quick on two cores. */
export const AUDIOGRAM_FPS = 15;
const BACKGROUND = '0x1d1541';
const SPEAKER_COLOUR = '0xffc94d';

/** Bold sans fonts Debian ships (fonts-dejavu-core, fonts-liberation), the first found draws the captions. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
];

export class AudiogramError extends Error {
  override name = 'AudiogramError';
}

/** The captions' font file, or a sentence for the operator when the machine has none. */
export function captionFont(): string {
  const found = FONT_CANDIDATES.find((file) => existsSync(file));
  if (!found) throw new AudiogramError('No caption font is installed on the server (install fonts-dejavu-core).');
  return found;
}

export interface AudiogramInput {
  binaries: FfmpegBinaries;
  /** A local audio file, and the span of it the clip plays (seconds). */
  audioFile: string;
  start: number;
  duration: number;
  aspect: ClipAspect;
  /** A local image (the show's artwork), or null for a plain background with the title. */
  artworkFile: string | null;
  title: string;
  captions: CaptionCue[];
  /** A folder of the caller's for the intermediate files; the MP4 is written to `outFile`. */
  workDir: string;
  outFile: string;
  signal?: AbortSignal;
  /** Seconds of the clip encoded so far. */
  onProgress?: (seconds: number) => void;
}

/**
 * An MP4 audiogram: the artwork (over a blurred, darkened fill of itself), a live waveform, and the captions burned
 * in; H.264 (yuv420p, +faststart) and AAC, which browsers play and Instagram, TikTok and YouTube accept.
 */
export async function renderAudiogram(input: AudiogramInput): Promise<void> {
  const layout = AUDIOGRAM_LAYOUTS[input.aspect];
  const font = captionFont();
  const background = path.join(input.workDir, 'background.png');
  await drawBackground(input, layout, font, background);
  const pages = captionPages(input.captions, layout);
  const texts = await writeCaptionFiles(input.workDir, pages);
  const filter = [
    `[1:a]aformat=channel_layouts=mono,showwaves=s=${layout.wave.width}x${layout.wave.height}:mode=cline:` +
      `rate=${AUDIOGRAM_FPS}:colors=0xffffff@0.9:scale=sqrt[wave]`,
    `[0:v][wave]overlay=x=${layout.wave.x}:y=${layout.wave.y}:format=auto[pic]`,
    `[pic]${captionFilters(pages, texts, layout, font) || 'null'},format=yuv420p[v]`,
  ].join(';');
  const seconds = input.duration.toFixed(3);
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...['-loop', '1', '-framerate', String(AUDIOGRAM_FPS), '-t', seconds, '-i', background],
    ...['-ss', input.start.toFixed(3), '-t', seconds, '-i', input.audioFile],
    ...['-filter_complex', filter, '-map', '[v]', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '26', '-r', String(AUDIOGRAM_FPS)],
    ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-threads', '2'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'],
    ...['-t', seconds, '-movflags', '+faststart', '-y', input.outFile],
  ];
  await runWithProgress(input.binaries.ffmpeg, args, input);
}

/** One still frame: the artwork on a blurred fill of itself, or the title on a plain colour when there is none. */
async function drawBackground(input: AudiogramInput, layout: AudiogramLayout, font: string, out: string) {
  const { width, height, art } = layout;
  const common = ['-hide_banner', '-loglevel', 'error'];
  if (input.artworkFile) {
    const filter =
      `[0:v]split=2[a][b];[a]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},` +
      `boxblur=24:2,eq=brightness=-0.28[fill];[b]scale=${art.size}:${art.size}:force_original_aspect_ratio=increase,` +
      `crop=${art.size}:${art.size}[art];[fill][art]overlay=${art.x}:${art.y},format=rgb24`;
    const args = [...common, '-i', input.artworkFile, '-filter_complex', filter, '-frames:v', '1', '-y', out];
    await runBinary(input.binaries.ffmpeg, args, { signal: input.signal });
    return;
  }
  const titleFile = path.join(input.workDir, 'title.txt');
  await writeFile(titleFile, input.title.slice(0, 60));
  const filter =
    `color=c=${BACKGROUND}:s=${width}x${height},drawbox=x=${art.x}:y=${art.y}:w=${art.size}:h=${art.size}:` +
    `color=0x5b2fe0:t=fill,drawtext=fontfile=${font}:textfile=${titleFile}:expansion=none:fontcolor=white:` +
    `fontsize=${Math.round(art.size / 12)}:x=${art.x}+(${art.size}-text_w)/2:y=${art.y}+(${art.size}-text_h)/2,format=rgb24`;
  const args = [...common, '-f', 'lavfi', '-i', filter, '-frames:v', '1', '-y', out];
  await runBinary(input.binaries.ffmpeg, args, { signal: input.signal });
}

/** Each page's speaker and rows in a file of their own: drawtext reads them as they are (no escaping to get wrong). */
async function writeCaptionFiles(dir: string, pages: CaptionPage[]) {
  return Promise.all(
    pages.map(async (page, i) => {
      const speaker = path.join(dir, `speaker-${i}.txt`);
      const words = path.join(dir, `words-${i}.txt`);
      await writeFile(speaker, page.speaker);
      await writeFile(words, page.rows.join('\n'));
      return { speaker, words };
    }),
  );
}

function captionFilters(
  pages: CaptionPage[],
  files: Array<{ speaker: string; words: string }>,
  layout: AudiogramLayout,
  font: string,
): string {
  const { x, y } = layout.captions;
  const wordsY = y + CAPTION_FONT.speaker + CAPTION_FONT.lineSpacing;
  return pages
    .flatMap((page, i) => {
      const file = files[i];
      if (!file) return [];
      const when = `enable='between(t,${page.start.toFixed(3)},${page.end.toFixed(3)})'`;
      const text = `fontfile=${font}:expansion=none:borderw=3:bordercolor=black@0.8:${when}`;
      return [
        `drawtext=${text}:textfile=${file.speaker}:fontcolor=${SPEAKER_COLOUR}:fontsize=${CAPTION_FONT.speaker}:x=${x}:y=${y}`,
        `drawtext=${text}:textfile=${file.words}:fontcolor=white:fontsize=${CAPTION_FONT.words}:` +
          `line_spacing=${CAPTION_FONT.lineSpacing}:x=${x}:y=${wordsY}`,
      ];
    })
    .join(',');
}

/** ffmpeg with `-progress pipe:1`: each `out_time_us` it prints is reported as seconds encoded. */
function runWithProgress(binary: string, args: string[], input: AudiogramInput): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    runInBackground(child.pid);
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    input.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/out_time_us=(\d+)/g)) input.onProgress?.(Number(match[1]) / 1e6);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      input.signal?.removeEventListener('abort', onAbort);
      if (input.signal?.aborted) return reject(input.signal.reason ?? new Error('aborted'));
      if (code !== 0) return reject(new FfmpegError(`ffmpeg failed (exit ${code}): ${tail(stderr)}`, stderr));
      resolve();
    });
  });
}
