import { existsSync } from 'node:fs';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupManifest } from './manifest';

/**
 * The embedded app answers operators on a unix socket in DATA_DIR (mode 0600: only the user running Podloom can
 * use it), since PGlite lets one process at a time open the database: `npm run backup` asks the running app for
 * the archive there, and `npm run restore` refuses while anything answers. `podloom.pid` beside it names the
 * process, for when the socket cannot be made (a path too long for a socket).
 */
export const SOCKET_NAME = 'podloom.sock';
export const PID_NAME = 'podloom.pid';

export function socketPathOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), SOCKET_NAME);
}

/** Unix socket paths are limited to 107 bytes on Linux. */
const SOCKET_PATH_LIMIT = 107;

export async function startOperatorSocket(options: {
  dataDir: string;
  backup: (out: Writable) => Promise<BackupManifest>;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const socket = socketPathOf(options.dataDir);
  const pidFile = path.join(path.resolve(options.dataDir), PID_NAME);
  await writeFile(pidFile, String(process.pid));
  const removePid = async () => {
    if ((await readFile(pidFile, 'utf8').catch(() => '')) === String(process.pid)) await rm(pidFile, { force: true });
  };
  if (Buffer.byteLength(socket) > SOCKET_PATH_LIMIT) {
    options.log.warn({ socket }, 'DATA_DIR is too long a path for the operator socket: backups need the app stopped');
    return removePid;
  }
  if (existsSync(socket)) {
    if (await appAnswers(options.dataDir)) throw new Error(`Another Podloom already runs on ${options.dataDir}.`);
    await rm(socket, { force: true }); // left by a process that died
  }
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/status') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pid: process.pid }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    options.backup(res).catch((error) => {
      options.log.error({ err: error }, 'the backup failed');
      res.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  await chmod(socket, 0o600);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socket, { force: true });
    await removePid();
  };
}

/** True when a Podloom answers on the data directory's socket. */
export function appAnswers(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asked = request(
      { socketPath: socketPathOf(dataDir), path: '/status', method: 'GET', timeout: 5000 },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    asked.on('error', () => resolve(false));
    asked.on('timeout', () => {
      asked.destroy();
      resolve(false);
    });
    asked.end();
  });
}

/** The pid in DATA_DIR/podloom.pid when that process is alive. */
export async function runningPid(dataDir: string): Promise<number | null> {
  const pid = Number(await readFile(path.join(path.resolve(dataDir), PID_NAME), 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Asks the running app for a backup and writes what it sends into `out`. */
export function requestBackup(dataDir: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: socketPathOf(dataDir), path: '/backup', method: 'POST' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the app answered ${res.statusCode}`));
        return;
      }
      res.on('aborted', () => reject(new Error('the app stopped sending the backup')));
      res.pipe(out);
      out.on('finish', () => (res.complete ? resolve() : reject(new Error('the app stopped sending the backup'))));
      out.on('error', reject);
      res.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}
