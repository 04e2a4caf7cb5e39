// Cold start of the built server to a healthy /healthz: with a fresh DATA_DIR (creates, migrates and seeds the
// embedded database) and with the existing one (reopens). Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function coldStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const runs = 3;
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podloom-bench-'));
  fresh.push(await coldStart(dataDir));
  existing.push(await coldStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `cold start to /healthz, fresh DATA_DIR:    median ${median(fresh).toFixed(0)} ms  (runs: ${fresh.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `cold start to /healthz, existing DATA_DIR: median ${median(existing).toFixed(0)} ms  (runs: ${existing.map((x) => x.toFixed(0)).join(', ')})`,
);
