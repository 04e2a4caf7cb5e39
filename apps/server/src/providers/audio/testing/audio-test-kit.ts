// Helpers for the audio tests: a real local file store and independent measurements by ffmpeg.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage, type LocalFileStorage } from '../../storage/local-storage';
import { type FfmpegBinaries, runBinary } from '../ffmpeg';

export async function createTempStorage(): Promise<{
  storage: LocalFileStorage;
  dir: string;
  cleanup: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-audio-test-'));
  const storage = createLocalStorage({
    dataDir: dir,
    publicUrl: 'http://127.0.0.1:9',
    signingSecret: 'audio-test-signing-secret-long-enough',
  } as Parameters<typeof createLocalStorage>[0]);
  return { storage, dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Integrated loudness and true peak as ffmpeg's `ebur128` filter reports them in its summary. */
export async function ebur128(
  binaries: FfmpegBinaries,
  file: string,
): Promise<{ integratedLufs: number; truePeakDbtp: number }> {
  // ffmpeg prints the summary on stderr and exits 0; run it through a shell-less spawn that keeps stderr.
  const { spawn } = await import('node:child_process');
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(binaries.ffmpeg, [
      '-hide_banner',
      '-nostats',
      '-i',
      file,
      '-af',
      'ebur128=peak=true',
      '-f',
      'null',
      '-',
    ]);
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`ffmpeg ebur128 failed: ${text.slice(-500)}`)),
    );
  });
  const summary = stderr.split('Summary:')[1] ?? '';
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || peak === undefined) throw new Error(`No ebur128 summary in: ${stderr.slice(-500)}`);
  return { integratedLufs: Number(integrated), truePeakDbtp: Number(peak) };
}

/** A WAV of `seconds` of a tone made by ffmpeg (a provider's "real audio" in protocol tests). */
export function toneWav(binaries: FfmpegBinaries, seconds: number, sampleRate = 24_000): Promise<Buffer> {
  return runBinary(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=180:sample_rate=${sampleRate}:duration=${seconds}`,
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    'pipe:1',
  ]);
}
