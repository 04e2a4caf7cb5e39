import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');
const WEB_DIST = join(REPO_ROOT, 'apps/web/dist/index.html');

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** What the server printed, for failure messages. */
  output: () => string;
  /** Ends the server and removes its `DATA_DIR`, unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment (e.g. SMTP_URL for a local SMTP server). */
  env?: Record<string, string>;
  /** How long to wait for /healthz (default 150 s: a loaded two-core machine takes over a minute to start it). */
  timeoutMs?: number;
  /**
   * A stopped server's `DATA_DIR` to start from (copied, never changed): an install that has started once, as
   * `data-template.ts` makes for the run, instead of an empty folder the server must create its database in.
   */
  template?: string;
}

/** A free TCP port on loopback (the OS picks one; we release it just before the server binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built server (`node apps/server/dist/main.js`) on a free port with a fresh DATA_DIR, as
 * `npm start` would in embedded mode, and waits until /healthz answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (const [file, hint] of [
    [SERVER_ENTRY, 'npm run build -w apps/server'],
    [WEB_DIST, 'npm run build -w apps/web'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (${hint}, or npm run build).`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  if (options.template) await cp(options.template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The browser tests never reach the internet: research is off unless a test serves a local wiki.
      RESEARCH: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => log;

  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output, options.timeoutMs ?? 150_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, output, stop };
}
