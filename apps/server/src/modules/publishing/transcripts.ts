import { parseTranscript, type ScriptLine } from '@podloom/contract';
import type { FileStorage } from '../../providers/storage/storage';

export interface TimedLine extends ScriptLine {
  /** Seconds from the start of the episode. */
  start: number;
  end: number;
}

interface LineTiming {
  start: number;
  end: number;
}

/**
 * Times each line: by the rendered line timings when the renderer left them (in the podcast's settings as
 * `lineTimings`, or in the render manifest stored beside the MP3), else spread over the audio by word count.
 */
export function timeLines(lines: readonly ScriptLine[], durationSeconds: number, timings?: LineTiming[] | null) {
  if (timings && timings.length === lines.length) {
    return lines.map((line, i) => ({
      ...line,
      start: (timings[i] as LineTiming).start,
      end: (timings[i] as LineTiming).end,
    }));
  }
  const words = lines.map((l) => Math.max(1, l.text.split(/\s+/).filter(Boolean).length));
  const total = words.reduce((a, b) => a + b, 0);
  let at = 0;
  return lines.map((line, i) => {
    const length = (durationSeconds * (words[i] as number)) / total;
    const timed = { ...line, start: round3(at), end: round3(at + length) };
    at += length;
    return timed;
  });
}

/** WebVTT with one cue per line and the speaker as a voice span (podcast:transcript, type text/vtt). */
export function toWebVtt(lines: readonly TimedLine[]): string {
  const cues = lines.map(
    (line, i) =>
      `${i + 1}\n${vttTime(line.start)} --> ${vttTime(line.end)}\n<v ${escapeVtt(line.speaker)}>${escapeVtt(line.text)}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The script as plain text, one `Speaker: text` paragraph per line (podcast:transcript, type text/plain). */
export function toPlainText(lines: readonly ScriptLine[]): string {
  return `${lines.map((l) => `${l.speaker}: ${l.text}`).join('\n\n')}\n`;
}

/** Parses the podcast's script and times it; null when there is no script to transcribe. */
export async function transcriptOf(options: {
  transcript: string;
  durationSeconds: number;
  settings: Record<string, unknown>;
  audioKey: string;
  storage: FileStorage;
}): Promise<{ vtt: string; text: string } | null> {
  const lines = parseTranscript(options.transcript);
  if (lines.length === 0) return null;
  const timings =
    readTimings(options.settings.lineTimings) ?? (await manifestTimings(options.storage, options.audioKey));
  const timed = timeLines(lines, options.durationSeconds, timings);
  return { vtt: toWebVtt(timed), text: toPlainText(lines) };
}

function readTimings(value: unknown): LineTiming[] | null {
  if (!Array.isArray(value)) return null;
  const timings = value.map((t) =>
    t && typeof t === 'object' && Number.isFinite((t as LineTiming).start) && Number.isFinite((t as LineTiming).end)
      ? { start: Number((t as LineTiming).start), end: Number((t as LineTiming).end) }
      : null,
  );
  return timings.every((t) => t !== null) ? (timings as LineTiming[]) : null;
}

/** The renderer stores `{revision}.json` beside `{revision}.mp3` with the line timings of that render. */
async function manifestTimings(storage: FileStorage, audioKey: string): Promise<LineTiming[] | null> {
  if (!audioKey.endsWith('.mp3')) return null;
  const manifestKey = audioKey.replace(/\.mp3$/, '.json');
  try {
    if (!(await storage.stat(manifestKey))) return null;
    const manifest = JSON.parse((await storage.read(manifestKey)).toString('utf8')) as { lineTimings?: unknown };
    return readTimings(manifest.lineTimings);
  } catch {
    return null;
  }
}

function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function escapeVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
