import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE, type GenerationEvent, GRAPHQL_PATH, generationEvent, type StreamEvent } from '@podloom/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRevision } from './modules/audio';
import { type PodloomProcess, REPO_ROOT, startBalancer, startPodloom } from './test/processes';
import { type LocalS3, startLocalS3 } from './test/s3-server';
import { readEvents } from './test/sse';

/**
 * The proof of scale mode: two `server` and two `worker` processes, started as the README says
 * (`node apps/server/dist/main.js server|worker`), on PostgreSQL, Redis and a local S3 server. Any server answers any
 * stream, and a killed worker or server loses no job. The three describes run in order on the same processes: the
 * first starts the workers, the second replaces the worker it kills, the third kills server A.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const enabled = Boolean(DATABASE_URL && REDIS_URL);
if (!enabled) {
  console.info('scale-proof.test.ts skipped: it needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis).');
}

/** Short, so a killed worker's job is taken over within seconds (BullMQ's default is 30 s). */
const JOB_LOCK_SECONDS = 3;

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

let databaseUrl: string;
let databaseName: string;
let dataDir: string;
let s3: LocalS3;
let redisPrefix: string;
let env: Record<string, string>;
let serverA: PodloomProcess;
let serverB: PodloomProcess;
const workers: PodloomProcess[] = [];
const everyProcess: PodloomProcess[] = [];
let token: string;
let voices: { host: string; guest: string };

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function query<T = Json>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function start(role: 'server' | 'worker', name: string): Promise<PodloomProcess> {
  const started = await startPodloom(role, env, { name });
  everyProcess.push(started);
  return started;
}

async function call(
  base: string,
  route: string,
  body: unknown,
  auth?: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function graphql(base: string, document: string, variables: Record<string, unknown> = {}): Promise<Json> {
  const answer = await call(base, GRAPHQL_PATH, { query: document, variables }, token);
  if (answer.body?.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data;
}

/** Sign-up → the code mailed to DATA_DIR/outbox → confirm → login, through the real API of `base`. */
async function signUp(base: string): Promise<string> {
  const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Passw0rd!';
  const signup = await call(base, `${API_BASE}/auth/native/signup`, {
    username: email,
    email,
    password,
    given_name: 'Ada',
    family_name: 'Lovelace',
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    for (const file of await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[])) {
      const mail = await readFile(path.join(dataDir, 'outbox', file), 'utf8');
      if (mail.includes(email)) code = /^\s*(\d{6})\s*$/m.exec(mail)?.[1];
    }
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`No confirmation code for ${email} in the outbox.`);
  const confirm = await call(base, `${API_BASE}/auth/native/confirm`, {
    username: email,
    code,
    user_id: signup.body.cognito_user_id,
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  const login = await call(base, `${API_BASE}/auth/native/login`, { username: email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.detail.data.AuthenticationResult.AccessToken as string;
}

/** A transcript of `lines` different lines, long enough to read that a render takes a while. */
function transcript(lines: number): string {
  const topics = ['tides', 'comets', 'glaciers', 'volcanoes', 'forests', 'deserts', 'rivers', 'islands', 'storms'];
  return Array.from({ length: lines }, (_, i) => {
    const speaker = i % 2 === 0 ? 'Asha' : 'Ravi';
    const topic = topics[i % topics.length];
    return `${speaker}: Point ${i + 1} is about ${topic}, and how the ${topic} we saw in year ${1900 + i * 3} changed the lives of people living near them for generations.`;
  }).join('\n');
}

function audioRequest(podcastId: number, conversation: string) {
  return {
    podcast_id: podcastId,
    conversation_output: conversation,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.host,
    guest_voice: voices.guest,
    language: 'en-IN',
    no_of_speaker: 2,
    model: 'gemini-2.0-flash',
    feature_key: 'generate_audio',
  };
}

/** The worker whose log says it started `refId`. */
async function workerRunning(refId: string, among: PodloomProcess[], timeoutMs = 30_000): Promise<PodloomProcess> {
  const started = (line: Json) => line.msg === 'job started' && line.jobId === refId;
  return Promise.any(among.map((w) => w.waitForLine(started, timeoutMs).then(() => w)));
}

/** Every key a render stored for one podcast in the bucket. */
const podcastFiles = (podcastId: number) => s3.list(`podcasts/${podcastId}/`);

beforeAll(async () => {
  if (!enabled) return;
  // The proof runs the built server, as an operator does.
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(REPO_ROOT, 'apps/server'), stdio: 'ignore' });
  databaseName = `podloom_scale_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(DATABASE_URL as string);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-scale-'));
  s3 = await startLocalS3();
  redisPrefix = `scaleproof-${randomBytes(4).toString('hex')}`;
  env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS_URL as string,
    REDIS_PREFIX: redisPrefix,
    JOB_LOCK_SECONDS: String(JOB_LOCK_SECONDS),
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Mail goes to DATA_DIR/outbox, where sign-up's confirmation code is read.
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:8080',
    RESEARCH: 'off',
    LOG_LEVEL: 'info',
  };
  [serverA, serverB] = await Promise.all([start('server', 'server A'), start('server', 'server B')]);
  token = await signUp(serverA.url as string);
  const { featureOptions } = await graphql(
    serverB.url as string,
    'query($l:String){ featureOptions(featureKey:"voices", languageCode:$l){ optionKey voice { gender } } }',
    { l: 'en-IN' },
  );
  voices = {
    host: featureOptions.find((v: Json) => v.voice.gender === 'female').optionKey,
    guest: featureOptions.find((v: Json) => v.voice.gender === 'male').optionKey,
  };
}, 180_000);

afterAll(async () => {
  if (!enabled) return;
  await Promise.all(everyProcess.map((p) => p.stop(5_000)));
  await s3?.close();
  if (databaseName) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (redisPrefix) {
    const redis = new Redis(REDIS_URL as string);
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
}, 60_000);

/**
 * After a render that survived its worker's death: the job succeeded, the podcast is ready with exactly one revision
 * for the one render, and that revision's files are every file the podcast has.
 */
async function expectOneRevisionAndNoOrphans(refId: string, podcastId: number): Promise<void> {
  const [job] = await query('SELECT status FROM generation_jobs WHERE ref_id = $1', [refId]);
  expect(job.status).toBe('succeeded');
  const [podcast] = await query('SELECT status, storage_path, settings FROM podcasts WHERE id = $1', [podcastId]);
  expect(podcast.status).toBe('ready');
  expect(podcast.settings.revisions).toHaveLength(1);
  const revision = podcast.settings.revisions[0] as string;
  expect(revision).toBe(jobRevision(refId));
  const base = `podcasts/${podcastId}/audio/${revision}`;
  expect(podcast.storage_path).toBe(`${base}.mp3`);
  expect(podcast.settings.stems).toEqual({
    Asha: `${base}-stems/1-asha.flac`,
    Ravi: `${base}-stems/2-ravi.flac`,
  });
  expect(await podcastFiles(podcastId)).toEqual(
    [
      `${base}-start.mp3`,
      `${base}-stems/1-asha.flac`,
      `${base}-stems/2-ravi.flac`,
      `${base}.json`,
      `${base}.mp3`,
    ].sort(),
  );
}

describe.skipIf(!enabled)('scale mode: two servers and two workers share every job', () => {
  it('streams from server B a script and an audio job started through server A', async () => {
    const a = serverA.url as string;
    const b = serverB.url as string;
    // The script is queued while no worker runs, and B's stream is open before any worker starts: every event
    // after the first can only have come from a worker through Redis.
    const script = await call(
      a,
      '/generate/script',
      { topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 },
      token,
    );
    expect(script.status, JSON.stringify(script.body)).toBe(200);
    const streamed = readEvents(`${b}/api/v1/agents/stream/${script.body.ref_id}`, token, { timeoutMs: 90_000 });
    await new Promise((r) => setTimeout(r, 300));
    workers.push(...(await Promise.all([start('worker', 'worker 1'), start('worker', 'worker 2')])));
    const { status, events } = await streamed;
    expect(status).toBe(200);
    expect(events[0]).toEqual({ eta: expect.any(Number) });
    const lines = events.filter((e): e is Extract<GenerationEvent, { progress: unknown }> => 'progress' in e);
    expect(lines.length).toBeGreaterThan(0);
    const final = events.at(-1) as Json;
    expect(final.result.podcast_id).toBe(script.body.podcast_id);
    expect(final.result.message).toMatch(/^Asha: /m);

    const audio = await call(a, '/generate/audio', audioRequest(script.body.podcast_id, transcript(6)), token);
    expect(audio.status, JSON.stringify(audio.body)).toBe(200);
    const rendered = await readEvents(`${b}/api/v1/agents/stream/${audio.body.ref_id}`, token, { timeoutMs: 90_000 });
    const progress = rendered.events.filter((e) => 'progress' in e);
    // A stream opened mid-render gets at most one stored snapshot; the rest came live from the worker.
    expect(progress.length).toBeGreaterThan(1);
    const result = (rendered.events.at(-1) as Json).result;
    expect(result.podcast_id).toBe(script.body.podcast_id);
    expect((await fetch(result.file_sas)).status).toBe(200);
  }, 180_000);
});

describe.skipIf(!enabled)('scale mode: a worker SIGKILLed mid-render', () => {
  it('hands a render to the other worker when its worker is SIGKILLed, leaving one revision and no orphan files', async () => {
    const a = serverA.url as string;
    const b = serverB.url as string;
    const script = await call(
      a,
      '/generate/script',
      { topic: 'Comets', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 },
      token,
    );
    await readEvents(`${b}/api/v1/agents/stream/${script.body.ref_id}`, token, { timeoutMs: 60_000 });
    const podcastId = script.body.podcast_id as number;
    const conversation = transcript(40);
    const audio = await call(a, '/generate/audio', audioRequest(podcastId, conversation), token);
    expect(audio.status, JSON.stringify(audio.body)).toBe(200);
    const refId = audio.body.ref_id as string;
    const holder = await workerRunning(refId, workers);
    const other = workers.find((w) => w !== holder) as PodloomProcess;

    // Killed once the opening (`…-start.mp3`) is in the bucket and lines are still being read.
    const events: StreamEvent[] = [];
    const stream = readEvents(`${b}/api/v1/agents/stream/${refId}`, token, {
      timeoutMs: 120_000,
      until: (event) => {
        events.push(event);
        return 'result' in event;
      },
    });
    // Any render's opening, whatever its revision: the killed run's must not outlive it.
    const opening = async () => (await podcastFiles(podcastId)).find((key) => key.endsWith('-start.mp3'));
    for (let i = 0; i < 600 && !(await opening()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await opening()).toBeDefined();
    const killedAt = new Date();
    await holder.kill();
    console.info(`scale proof: SIGKILLed ${holder.name} (pid ${holder.pid}) at ${killedAt.toISOString()} mid-render`);
    expect(holder.lines().some((l) => l.msg === 'job finished' && l.jobId === refId)).toBe(false);

    // The other worker takes the stalled job over and finishes it; the stream on B gets the result.
    await other.waitForLine((l) => l.msg === 'job started' && l.jobId === refId, 60_000);
    const { status } = await stream;
    expect(status).toBe(200);
    const result = (events.at(-1) as Json).result;
    expect(result.podcast_id).toBe(podcastId);
    console.info(
      `scale proof: ${other.name} finished the render ${((Date.now() - killedAt.getTime()) / 1000).toFixed(1)} s after the kill`,
    );

    await expectOneRevisionAndNoOrphans(refId, podcastId);
    expect((await fetch(result.file_sas)).status).toBe(200);

    // The killed worker is replaced, as an orchestrator would, for the next test.
    workers.splice(workers.indexOf(holder), 1, await start('worker', `${holder.name} (restarted)`));
  }, 180_000);
});

describe.skipIf(!enabled)('scale mode: a server SIGKILLed mid-stream', () => {
  it('reconnects a stream cut by SIGKILLing server A to server B, which delivers the result', async () => {
    let target = serverA.url as string;
    const balancer = await startBalancer(() => target);
    try {
      const lb = balancer.url;
      const script = await call(
        lb,
        '/generate/script',
        { topic: 'Glaciers', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 },
        token,
      );
      await readEvents(`${lb}/api/v1/agents/stream/${script.body.ref_id}`, token, { timeoutMs: 60_000 });
      const audio = await call(lb, '/generate/audio', audioRequest(script.body.podcast_id, transcript(24)), token);
      expect(audio.status, JSON.stringify(audio.body)).toBe(200);
      const refId = audio.body.ref_id as string;

      const followed = followStream(`${lb}/api/v1/agents/stream/${refId}`, token, {
        onEvent: (event, connection) => {
          // Server A is killed once it has streamed some progress; the balancer sends what follows to B.
          if (connection === 1 && 'progress' in event && event.progress.done > 0 && target === serverA.url) {
            target = serverB.url as string;
            void serverA
              .kill()
              .then(() => console.info(`scale proof: SIGKILLed server A at ${new Date().toISOString()} mid-stream`));
          }
        },
      });
      const { events, connections } = await followed;
      expect(serverA.exited).toBe(true);
      expect(connections).toBeGreaterThanOrEqual(2);
      const result = (events.at(-1) as Json).result;
      expect(result.podcast_id).toBe(script.body.podcast_id);
      expect((await fetch(result.file_sas)).status).toBe(200);

      // The spec's fallback (what the browser does when its stream breaks) answers through B as well.
      const { podcastPresignedUrlByBatchJobId: found } = await graphql(
        lb,
        'query($id:String!){ podcastPresignedUrlByBatchJobId(batchJobId:$id){ podcastId presignedUrl error } }',
        { id: audio.body.batch_job_id },
      );
      expect(found).toMatchObject({ podcastId: script.body.podcast_id, error: null });
      expect(found.presignedUrl).toMatch(/^http/);
    } finally {
      await balancer.close();
    }
  }, 180_000);
});

/**
 * A stream followed as EventSource follows one (WHATWG HTML §9.2): when the connection breaks before the
 * result, it reconnects after a short delay (sending Last-Event-ID when the server gave ids), until a result
 * arrives. Returns every event and how many connections it took.
 */
async function followStream(
  url: string,
  auth: string,
  options: { onEvent?: (event: GenerationEvent, connection: number) => void; timeoutMs?: number; retryMs?: number },
): Promise<{ events: GenerationEvent[]; connections: number }> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const events: GenerationEvent[] = [];
  let connections = 0;
  let lastEventId: string | undefined;
  while (Date.now() < deadline) {
    connections++;
    try {
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${auth}`,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
      if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const id = block.find((l) => l.startsWith('id:'));
          if (id) lastEventId = id.slice(3).trim();
          const data = block
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('\n');
          if (!data) continue;
          const event = generationEvent.parse(JSON.parse(data));
          events.push(event);
          options.onEvent?.(event, connections);
          if ('result' in event) return { events, connections };
        }
      }
    } catch {
      // A broken connection: reconnect, as EventSource does.
    }
    await new Promise((r) => setTimeout(r, options.retryMs ?? 500));
  }
  throw new Error(`No result within the time limit after ${connections} connections.`);
}
