import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { badRequest } from '../../../platform/http/errors';
import type { DocumentJob, DocumentOutcome } from './document-job';

/**
 * Untrusted documents are read in a child process of their own: a one-page PDF whose content
 * stream inflated to 1 GB used to block the event loop for minutes and then kill the server. The child gets a heap
 * limit and a time limit; a document that breaks either is refused with a sentence and the child is ended.
 *
 * Why a process and not a worker thread with `resourceLimits`: pdf.js builds a long string by pushing onto one
 * array, and a worker whose single array outgrows its heap limit aborts the whole process instead of only the
 * worker (nodejs/node#47224; the decompression-bomb test here reproduced it). A child's heap limit ends the child.
 */
export interface ParseLimits {
  /** V8 old-generation heap of the child (--max-old-space-size). */
  heapMb: number;
  /** Wall-clock time for one document, the child's start-up included. */
  timeMs: number;
}

export const PARSE_LIMITS: ParseLimits = { heapMb: 256, timeMs: 20_000 };

/** Documents read at once per server process; more wait their turn, so memory stays bounded by 2 × heapMb. */
const MAX_CHILDREN = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<() => void> {
  if (running >= MAX_CHILDREN) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export const PARSE_MESSAGES = {
  tooMuchMemory: 'That document needs more memory to read than we allow. Please try a smaller or simpler file.',
  tooSlow: 'That document took too long to read. Please try a smaller or simpler file.',
} as const;

/**
 * The child's file: `document-worker.js` beside `main.js` in the bundle (build.mjs builds it as its own entry).
 * Running from source (Vitest, tsx), `document-worker.ts` is bundled once per process with esbuild (a development
 * dependency) into node_modules/.cache, so each child starts as fast as in production.
 */
let sourceBuild: Promise<string> | null = null;

function workerFile(): Promise<string> {
  const bundled = fileURLToPath(new URL('./document-worker.js', import.meta.url));
  if (existsSync(bundled)) return Promise.resolve(bundled);
  sourceBuild ??= buildFromSource().catch((error) => {
    sourceBuild = null;
    throw error;
  });
  return sourceBuild;
}

async function buildFromSource(): Promise<string> {
  const source = fileURLToPath(new URL('./document-worker.ts', import.meta.url));
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // Inside the server's node_modules, so the child's bare imports (pdfjs-dist, htmlparser2) resolve from there.
  // Named by content: every test process shares one file, written once (rename is atomic).
  const cache = fileURLToPath(new URL('../../../../node_modules/.cache/podloom/', import.meta.url));
  const file = path.join(cache, `document-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(cache, { recursive: true });
    const temporary = `${file}.${process.pid}`;
    await writeFile(temporary, code);
    await rename(temporary, file);
  }
  return file;
}

/** A child that died of its heap limit: V8 aborts (SIGABRT, or exit code 134 where the signal is reported so). */
function diedOfMemory(code: number | null, signal: NodeJS.Signals | null): boolean {
  return signal === 'SIGABRT' || code === 134;
}

/** The text of one document, read in a child process; refusals come back as the AppError the parser threw. */
export async function parseDocument(job: DocumentJob, limits: ParseLimits = PARSE_LIMITS): Promise<string> {
  const file = await workerFile();
  const done = await takeTurn();
  try {
    return await readInChild(file, job, limits);
  } finally {
    done();
  }
}

function readInChild(file: string, job: DocumentJob, limits: ParseLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    // No environment: the child reads hostile input and needs none of the server's secrets.
    const child: ChildProcess = fork(file, [], {
      env: {},
      execArgv: [`--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (outcome: { text: string } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if ('text' in outcome) resolve(outcome.text);
      else reject(outcome.error);
    };
    const timer = setTimeout(
      () => settle({ error: badRequest(PARSE_MESSAGES.tooSlow, 'SOURCE_TOO_SLOW') }),
      limits.timeMs,
    );
    child.once('message', (outcome: DocumentOutcome) => {
      if (outcome.ok) settle({ text: outcome.text });
      else if ('refusal' in outcome) settle({ error: badRequest(outcome.refusal.message, outcome.refusal.code) });
      else settle({ error: new Error(`document worker failed: ${outcome.failure}`) });
    });
    child.once('error', (error) => settle({ error }));
    child.once('exit', (code, signal) => {
      if (diedOfMemory(code, signal)) {
        settle({ error: badRequest(PARSE_MESSAGES.tooMuchMemory, 'SOURCE_TOO_LARGE_TO_READ') });
      } else settle({ error: new Error(`document worker exited (${signal ?? code}) without an answer`) });
    });
    child.send(job);
  });
}
