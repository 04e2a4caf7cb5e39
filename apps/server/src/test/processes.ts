import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `node apps/server/dist/main.js <role>` is run from (README "Two ways to run"). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_ENTRY = 'apps/server/dist/main.js';

/** One log line of a process (pino JSON), or the raw text of a line that is not JSON. */
// biome-ignore lint/suspicious/noExplicitAny: log lines carry whatever fields their caller bound.
export type LogLine = Record<string, any>;

export interface PodloomProcess {
  name: string;
  role: 'server' | 'worker' | 'all';
  pid: number;
  /** `http://127.0.0.1:<port>` for a process that serves HTTP. */
  url: string | null;
  lines(): LogLine[];
  /** The last lines printed, for failure messages. */
  output(): string;
  /** Resolves with the first log line (from the start) that `match` accepts. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGKILL: no goodbye, no shutdown hook. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  readonly exited: boolean;
}

/** A free TCP port on loopback (the OS picks one; it is released just before the process binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type LineWaiter = { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void };

/** A process's output read as log lines, with waiters answered as soon as a matching line arrives. */
function collectLog(name: string) {
  const lines: LogLine[] = [];
  let tail = '';
  let partial = '';
  const waiters = new Set<LineWaiter>();
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-20_000);
    partial += text;
    const parts = partial.split('\n');
    partial = parts.pop() ?? '';
    for (const raw of parts) {
      if (!raw.trim()) continue;
      let line: LogLine;
      try {
        line = JSON.parse(raw);
      } catch {
        line = { msg: raw };
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    }
  };

  const waitForLine = (match: (line: LogLine) => boolean, timeoutMs = 30_000) => {
    const found = lines.find(match);
    if (found) return Promise.resolve(found);
    return new Promise<LogLine>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (line: LogLine) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`${name}: no such log line within ${timeoutMs} ms:\n${tail.slice(-4000)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };
  return { lines, collect, waitForLine, tail: () => tail };
}

/** Waits until a process is ready: a server answers /healthz, a worker has logged "worker started". */
async function waitUntilReady(
  handle: PodloomProcess,
  child: ChildProcess,
  gone: Promise<void>,
  deadline: number,
): Promise<void> {
  const notReady = () => new Error(`${handle.name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
  if (!handle.url) {
    await Promise.race([
      handle.waitForLine((line) => line.msg === 'worker started', deadline - Date.now()),
      gone.then(() => {
        throw notReady();
      }),
    ]);
    return;
  }
  for (;;) {
    if (handle.exited) throw notReady();
    const ok = await fetch(`${handle.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${handle.name} did not answer /healthz in time`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Starts `node apps/server/dist/main.js <role>` exactly as the README (and each compose.yaml service) runs it,
 * with `env` on top of this process's environment, and waits until it is ready: a server answers /healthz, a
 * worker has logged "worker started".
 */
export async function startPodloom(
  role: 'server' | 'worker' | 'all',
  env: Record<string, string>,
  options: { name?: string; timeoutMs?: number } = {},
): Promise<PodloomProcess> {
  if (!existsSync(`${REPO_ROOT}${SERVER_ENTRY}`)) {
    throw new Error(`${SERVER_ENTRY} is missing: build it first (npm run build -w apps/server).`);
  }
  const serves = role !== 'worker';
  const port = serves ? await freePort() : 0;
  const url = serves ? `http://127.0.0.1:${port}` : null;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY, role], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const name = options.name ?? role;
  const log = collectLog(name);
  child.stdout?.on('data', log.collect);
  child.stderr?.on('data', log.collect);
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const handle: PodloomProcess = {
    name,
    role,
    pid: child.pid ?? -1,
    url,
    lines: () => log.lines,
    output: log.tail,
    waitForLine: log.waitForLine,
    async kill() {
      if (!exited()) child.kill('SIGKILL');
      await gone;
    },
    async stop(graceMs = 10_000) {
      if (exited()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await gone;
      clearTimeout(timer);
    },
    get exited() {
      return exited();
    },
  };

  try {
    await waitUntilReady(handle, child, gone, Date.now() + (options.timeoutMs ?? 60_000));
  } catch (error) {
    await handle.kill();
    throw new Error(`${(error as Error).message}\n${log.tail().slice(-4000)}`);
  }
  return handle;
}

/**
 * A load balancer in front of server processes: each request goes to `target()` as it is when the request
 * arrives. A response cut off by its server (the process was killed) is cut off for the client too, as a real
 * balancer does, so the client sees its stream break.
 */
export async function startBalancer(target: () => string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const upstreamUrl = new URL(req.url ?? '/', target());
    const upstream = httpRequest(
      upstreamUrl,
      { method: req.method, headers: { ...req.headers, host: upstreamUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('close', () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"The server is unreachable."}');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
