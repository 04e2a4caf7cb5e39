import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPHQL_PATH, type StreamEvent } from '@podloom/contract';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createSession, createUser } from './modules/auth/testing/factories';
import { createPodcast, findPodcast } from './modules/podcasts/testing/factories';
import { generationJobs } from './modules/runs/runs.schema';
import { seedDatabase } from './modules/seed';
import { TokenService } from './platform/auth/tokens';
import { openPglite } from './platform/db/client';
import { queueJobs } from './platform/jobs/jobs.schema';
import { resolveSecrets } from './platform/secrets';
import { freePort } from './test/app';
import { readEvents } from './test/sse';

/**
 * Jobs survive the process on embedded defaults, with real processes: the server started as `npm start` starts it (one `all`
 * process, PGlite and files in DATA_DIR), killed with SIGKILL or stopped with SIGTERM mid-render, and started again
 * on the same DATA_DIR.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(SERVER_DIR, 'src/main.ts');

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const started: Running[] = [];
const dataDirs: string[] = [];

afterEach(async () => {
  for (const run of started.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await run.exited;
  }
  for (const dir of dataDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'all'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      RESEARCH: 'off',
      LOG_LEVEL: 'debug',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-40_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = { child, url, exited, output: () => log };
  started.push(running);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was healthy:\n${log}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return running;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A user with a token and scripted podcasts, written into DATA_DIR before any server runs. */
async function prepare(podcasts: number, lines: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-jobs-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openPglite(path.join(dataDir, 'pglite'), seedDatabase);
  try {
    const secrets = await resolveSecrets(config);
    const user = await createUser(database.db);
    const { accessToken } = await createSession({ db: database.db, tokens: new TokenService(secrets.jwtSecret) }, user);
    const scripts = [];
    for (let p = 0; p < podcasts; p++) {
      const transcript = Array.from({ length: lines }, (_, i) =>
        i % 2 === 0
          ? `Asha: Podcast ${p}, line ${i}: the harbour's tide tables were written by hand for a hundred years.`
          : `Ravi: Podcast ${p}, line ${i}: and the keepers checked them against the moon every single night.`,
      ).join('\n');
      const podcast = await createPodcast(database.db, user.id, { transcript, status: 'script_ready' });
      scripts.push({ podcastId: podcast.id, transcript });
    }
    return { dataDir, token: accessToken, scripts };
  } finally {
    await database.close();
  }
}

/** Reads the database of a stopped server. */
async function inspect<T>(dataDir: string, read: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>) {
  const database = await openPglite(path.join(dataDir, 'pglite'), seedDatabase);
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

async function api(server: Running, token: string, route: string, body: unknown) {
  const response = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return { status: response.status, body: (await response.json()) as any };
}

async function startRender(server: Running, token: string, script: { podcastId: number; transcript: string }) {
  const options = await api(server, token, GRAPHQL_PATH, {
    query: 'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
  });
  const voices = options.body.data.featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  const response = await api(server, token, '/generate/audio', {
    podcast_id: script.podcastId,
    conversation_output: script.transcript,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guest_voice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    language: 'en-IN',
    no_of_speaker: 2,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.ref_id as string;
}

const streamOf = (server: Running, token: string, refId: string, until?: (event: StreamEvent) => boolean) =>
  readEvents(`${server.url}/api/v1/agents/stream/${refId}`, token, { timeoutMs: 180_000, until });

const isLineProgress = (event: StreamEvent) => 'progress' in event && event.progress.done >= 2;

/** The revisions whose files are in storage for a podcast (`{revision}.mp3`, `-start.mp3`, `.json`, `-stems/`). */
async function revisionsOnDisk(dataDir: string, podcastId: number): Promise<string[]> {
  const names = await readdir(path.join(dataDir, 'files', 'podcasts', String(podcastId), 'audio')).catch(() => []);
  // Local storage keeps each file's content type beside it in a `.{name}.meta` file.
  const files = names.filter((name) => !name.startsWith('.'));
  return [...new Set(files.map((name) => name.replace(/(-start\.mp3|\.mp3|\.json|-stems)$/, '')))].sort();
}

async function expectRenderedOnce(dataDir: string, podcastIds: number[], refIds: string[]) {
  await inspect(dataDir, async (db) => {
    for (const podcastId of podcastIds) {
      const podcast = await findPodcast(db, podcastId);
      expect(podcast?.status).toBe('ready');
      const revisions = (podcast?.settings as { revisions?: string[] } | undefined)?.revisions ?? [];
      expect(revisions).toHaveLength(1);
      expect(await revisionsOnDisk(dataDir, podcastId)).toEqual(revisions);
    }
    const jobs = await db.select().from(generationJobs).where(inArray(generationJobs.refId, refIds));
    expect(jobs.map((job) => job.status)).toEqual(refIds.map(() => 'succeeded'));
    const queued = await db.select().from(queueJobs).where(inArray(queueJobs.id, refIds));
    expect(queued.map((job) => job.state)).toEqual(refIds.map(() => 'succeeded'));
  });
}

async function stop(server: Running): Promise<number> {
  const at = Date.now();
  server.child.kill('SIGTERM');
  await server.exited;
  return Date.now() - at;
}

describe('embedded jobs survive the process', () => {
  it('SIGKILL during a render with another queued: the next start finishes both, once each, and the limit is free again', async () => {
    const { dataDir, token, scripts } = await prepare(2, 40);
    const first = await startServer(dataDir);
    const refIds = [await startRender(first, token, scripts[0]!), await startRender(first, token, scripts[1]!)];
    // The first is under way (lines read) while the second waits (a process keeps a slot free of long jobs, so it
    // runs one render at a time), then the process dies without a word.
    await streamOf(first, token, refIds[0]!, isLineProgress);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(dataDir);
    for (const refId of refIds) {
      const { events } = await streamOf(second, token, refId);
      expect(events.at(-1), second.output().slice(-3000)).toMatchObject({ result: { file_sas: expect.any(String) } });
    }
    // Nothing dead is counted: two new generations start.
    const body = { topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 };
    const next = [
      await api(second, token, '/generate/script', body),
      await api(second, token, '/generate/script', body),
    ];
    expect(next.map((r) => r.status)).toEqual([200, 200]);
    for (const r of next) await streamOf(second, token, r.body.ref_id);
    await stop(second);
    await expectRenderedOnce(
      dataDir,
      scripts.map((s) => s.podcastId),
      refIds,
    );
    await inspect(dataDir, async (db) => {
      const rows = await db.select().from(queueJobs).where(inArray(queueJobs.id, refIds));
      // The first ran twice (the killed run and the one that finished), the second once.
      const attempts = new Map(rows.map((row) => [row.id, row.attempts]));
      expect(refIds.map((id) => attempts.get(id))).toEqual([2, 1]);
    });
  }, 400_000);

  it('SIGTERM with a stream open: it ends with reconnect, the process exits within 10 s, the next start finishes the job', async () => {
    const { dataDir, token, scripts } = await prepare(1, 40);
    const first = await startServer(dataDir);
    const refId = await startRender(first, token, scripts[0]!);
    await streamOf(first, token, refId, isLineProgress);
    // A browser's stream stays open while the server stops.
    const open = streamOf(first, token, refId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitMs = await stop(first);
    console.info(`SIGTERM with a stream open and a render running: the process exited in ${exitMs} ms`);
    expect(exitMs, first.output().slice(-6000)).toBeLessThan(10_000);
    expect((await first.exited).code).toBe(0);
    const { events } = await open;
    expect(events.at(-1)).toEqual({ reconnect: { after_ms: 1000 } });
    await inspect(dataDir, async (db) => {
      const [row] = await db
        .select()
        .from(queueJobs)
        .where(inArray(queueJobs.id, [refId]));
      // Handed back: queued again, the interrupted run not counted.
      expect(row).toMatchObject({ state: 'queued', attempts: 0, leaseOwner: null });
    });

    const second = await startServer(dataDir);
    const resumed = await streamOf(second, token, refId);
    expect(resumed.events.at(-1)).toMatchObject({ result: { file_sas: expect.any(String) } });
    await stop(second);
    await expectRenderedOnce(dataDir, [scripts[0]!.podcastId], [refId]);
  }, 400_000);
});
