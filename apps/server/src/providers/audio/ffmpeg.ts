import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInBackground } from '../background-priority';
import { float32FromBytes } from './pcm';

/** The ffmpeg and ffprobe binaries this process uses, found once. */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** Where they came from, for logs and benches. */
  source: 'config' | 'path' | 'npm';
}

let cached: FfmpegBinaries | undefined;

/**
 * `FFMPEG_PATH` first, then Debian's ffmpeg on PATH (3–4× faster than the static npm build and newer),
 * then the binaries the npm installer packages ship, so a fresh machine works without apt.
 */
export function resolveFfmpeg(options: { ffmpegPath?: string } = {}): FfmpegBinaries {
  if (options.ffmpegPath) {
    const sibling = path.join(path.dirname(options.ffmpegPath), 'ffprobe');
    return {
      ffmpeg: options.ffmpegPath,
      ffprobe: isExecutable(sibling) ? sibling : resolveFfprobe(),
      source: 'config',
    };
  }
  if (cached) return cached;
  const onPath = findOnPath('ffmpeg');
  if (onPath) {
    const sibling = path.join(path.dirname(onPath), 'ffprobe');
    cached = { ffmpeg: onPath, ffprobe: isExecutable(sibling) ? sibling : resolveFfprobe(), source: 'path' };
  } else {
    cached = { ffmpeg: npmBinary('@ffmpeg-installer/ffmpeg'), ffprobe: resolveFfprobe(), source: 'npm' };
  }
  return cached;
}

function resolveFfprobe(): string {
  return findOnPath('ffprobe') ?? npmBinary('@ffprobe-installer/ffprobe');
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function npmBinary(pkg: string): string {
  const require = createRequire(import.meta.url);
  const binary = (require(pkg) as { path: string }).path;
  if (!existsSync(binary)) throw new Error(`The ${pkg} package has no binary for this platform.`);
  // npm may skip the installer's `chmod u+x` postinstall when install scripts are not allowed.
  if (!isExecutable(binary)) chmodSync(binary, 0o755);
  return binary;
}

export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  input?: Buffer;
  signal?: AbortSignal;
}

/** Runs a binary to completion and answers its stdout; a non-zero exit throws with the stderr tail. */
export async function runBinary(binary: string, args: string[], options: RunOptions = {}): Promise<Buffer> {
  return (await runBinaryOutput(binary, args, options)).stdout;
}

/** As runBinary, answering stderr too (where ffmpeg's filters print their summaries). */
export function runBinaryOutput(
  binary: string,
  args: string[],
  options: RunOptions = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    runInBackground(child.pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin.on('error', () => {
      // ffmpeg may exit before reading all input (e.g. on a bad file); the exit code tells.
    });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      const stderr = Buffer.concat(err).toString('utf8');
      if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('aborted'));
      if (code !== 0)
        return reject(new FfmpegError(`${path.basename(binary)} failed (exit ${code}): ${tail(stderr)}`, stderr));
      resolve({ stdout: Buffer.concat(out), stderr });
    });
    child.stdin.end(options.input);
  });
}

export function tail(text: string, lines = 4): string {
  return text.trim().split('\n').slice(-lines).join(' | ');
}

/**
 * A long-running ffmpeg that reads raw PCM from stdin while we produce it, so encoding overlaps synthesis.
 * `write` respects back-pressure; `finish` closes stdin and waits for the exit.
 */
export class FfmpegStream {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly done: Promise<void>;
  private stderrTail = '';

  /**
   * `background` false: the stream runs at the server's own priority (a short job someone waits on).
   * `onOutput` is handed what ffmpeg writes to its stdout (`pipe:1`), as it writes it; otherwise that is dropped.
   */
  constructor(
    binary: string,
    args: string[],
    signal?: AbortSignal,
    background = true,
    onOutput?: (chunk: Buffer) => void,
  ) {
    this.child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    if (background) runInBackground(this.child.pid);
    if (onOutput) this.child.stdout.on('data', onOutput);
    else this.child.stdout.resume();
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-4000);
    });
    this.child.stdin.on('error', () => {
      // Surfaced through the exit code in `finish`.
    });
    const onAbort = () => this.child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    this.done = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) => {
        signal?.removeEventListener('abort', onAbort);
        if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'));
        if (code !== 0)
          return reject(new FfmpegError(`ffmpeg failed (exit ${code}): ${tail(this.stderrTail)}`, this.stderrTail));
        resolve();
      });
    });
    // Keep an unobserved failure from crashing the process; `finish` reports it.
    this.done.catch(() => {});
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.child.stdin.destroyed) return;
    if (!this.child.stdin.write(chunk)) {
      await new Promise<void>((resolve) => {
        const settle = () => {
          this.child.stdin.off('drain', settle);
          this.child.off('close', settle);
          resolve();
        };
        this.child.stdin.once('drain', settle);
        this.child.once('close', settle);
      });
    }
  }

  /** Queues a chunk without waiting for ffmpeg to take it (for small inputs that may sit in memory). */
  push(chunk: Buffer): void {
    if (!this.child.stdin.destroyed) this.child.stdin.write(chunk);
  }

  finish(): Promise<void> {
    this.child.stdin.end();
    return this.done;
  }

  /** The last few thousand characters ffmpeg printed (where its filters put their summaries). */
  get stderr(): string {
    return this.stderrTail;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

/** Stream facts as ffprobe reports them (the tests' independent check, and exports). */
export interface ProbeResult {
  codecName: string;
  sampleRate: number;
  channels: number;
  durationSeconds: number;
  bitRate?: number;
}

export async function probeAudio(binaries: FfmpegBinaries, file: string): Promise<ProbeResult> {
  const out = await runBinary(binaries.ffprobe, [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name,sample_rate,channels,bit_rate:format=duration,bit_rate',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(out.toString('utf8')) as {
    streams?: Array<{ codec_name?: string; sample_rate?: string; channels?: number; bit_rate?: string }>;
    format?: { duration?: string; bit_rate?: string };
  };
  const stream = parsed.streams?.[0];
  if (!stream?.codec_name) throw new Error(`No audio stream in ${file}.`);
  const bitRate = Number(stream.bit_rate ?? parsed.format?.bit_rate);
  return {
    codecName: stream.codec_name,
    sampleRate: Number(stream.sample_rate),
    channels: stream.channels ?? 0,
    durationSeconds: Number(parsed.format?.duration ?? 0),
    bitRate: Number.isFinite(bitRate) ? bitRate : undefined,
  };
}

/** Decodes any audio ffmpeg reads into mono float PCM at `sampleRate` (or the file's own rate when omitted). */
export async function decodeToPcm(
  binaries: FfmpegBinaries,
  input: { file: string } | { bytes: Buffer },
  options: { sampleRate?: number; signal?: AbortSignal } = {},
): Promise<{ samples: Float32Array; sampleRate: number }> {
  let sampleRate = options.sampleRate;
  if (!sampleRate) {
    sampleRate = 'file' in input ? (await probeAudio(binaries, input.file)).sampleRate : 24_000;
  }
  const source = 'file' in input ? input.file : 'pipe:0';
  const out = await runBinary(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      source,
      '-ac',
      '1',
      '-ar',
      String(sampleRate),
      '-f',
      'f32le',
      // Written in 32 KB pieces, not one per decoded frame (22,700 writes and chunks for ten minutes of MP3).
      ...['-flush_packets', '0'],
      'pipe:1',
    ],
    { input: 'bytes' in input ? input.bytes : undefined, signal: options.signal },
  );
  return { samples: float32FromBytes(out), sampleRate };
}
