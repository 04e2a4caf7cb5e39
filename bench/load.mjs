// Load: simulated users through sign-up → script → audio → publish → feed fetch, against the built
// server started as the README says, on loopback only:
//   embedded — one `node apps/server/dist/main.js all` on PGlite, local files, the in-process queue;
//   scale    — two `server` and two `worker` processes on PostgreSQL, Redis and a local S3 server.
// Prints throughput, p50/p99 per endpoint, errors, and each process's memory (RSS) before and after the run.
// Goals: 0 errors, every podcast complete, memory back within 20 % of its start, GraphQL reads p99 ≤ 50 ms.
//
//   node bench/load.mjs [embedded|scale]      (both by default)
//   USERS=100 RAMP_MS=200 AUDIO_LINES=4 TIME_LIMIT_S=900 SETTLE_S=15 ROUNDS=1 (ROUNDS=2 tells growth from a leak)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 (scale mode; these defaults)
//
// Users arrive RAMP_MS apart and each walks the journey once. Sign-up is confirmed with the code mailed to
// DATA_DIR/outbox (no SMTP_URL). Each user sends its own X-Forwarded-For address (the processes run with
// TRUST_PROXY=127.0.0.1: the bench is the proxy in front), as users behind a load balancer would: the per-address sign-up limits stay as they are.
// The audio is the script's first AUDIO_LINES lines (a user trimming the offline writer's script), to keep
// renders short on a 2-core machine.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const { startPodloom } = await import('../apps/server/src/test/processes.ts');
const { startLocalS3 } = await import('../apps/server/src/test/s3-server.ts');
const pg = (await import('pg')).default;
// The inspector protocol, to ask each process for a full GC and its live heap (ws is hoisted from the tooling).
const { WebSocket } = await import('ws');
const { Redis } = await import('ioredis');

const USERS = Number(process.env.USERS ?? 100);
const RAMP_MS = Number(process.env.RAMP_MS ?? 200);
const AUDIO_LINES = Number(process.env.AUDIO_LINES ?? 4);
const TIME_LIMIT_S = Number(process.env.TIME_LIMIT_S ?? 900);
const SETTLE_S = Number(process.env.SETTLE_S ?? 15);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const API = '/api/podloom/v1';
const GRAPHQL = `${API}/graphql`;
const modes = process.argv[2] ? [process.argv[2]] : ['embedded', 'scale'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'ignore' });

/** Resident memory of a process, in MB, from /proc (Linux). */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Durations and failures per endpoint. */
class Recorder {
  constructor() {
    this.samples = new Map();
    this.errors = new Map();
  }
  async time(label, fn) {
    const started = performance.now();
    try {
      const value = await fn();
      const list = this.samples.get(label) ?? [];
      list.push(performance.now() - started);
      this.samples.set(label, list);
      return value;
    } catch (error) {
      const list = this.errors.get(label) ?? [];
      list.push(error instanceof Error ? error.message : String(error));
      this.errors.set(label, list);
      throw error;
    }
  }
}

/** RSS of each process once start-up has settled: sampled each second until no process moves by 2 % (≤ 30 s). */
async function settledRss(processes) {
  let last = await Promise.all(processes.map((p) => rssMb(p.pid)));
  for (let i = 0; i < 30; i++) {
    await sleep(1000);
    const now = await Promise.all(processes.map((p) => rssMb(p.pid)));
    const still = now.every((mb, k) => Math.abs(mb - last[k]) <= last[k] * 0.02);
    last = now;
    if (still && i >= 2) break;
  }
  return last;
}

/**
 * Live JS heap of a process after a full garbage collection, through the inspector each process opens
 * (NODE_OPTIONS=--inspect=127.0.0.1:0, the command itself unchanged): tells memory still held from memory V8 or
 * the allocator simply kept. Returns MB, or null when the process has no inspector.
 */
async function heapAfterGc(proc) {
  const line = proc.lines().find((l) => typeof l.msg === 'string' && l.msg.startsWith('Debugger listening on '));
  const url = line?.msg.slice('Debugger listening on '.length).trim();
  if (!url) return null;
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const call = (method) =>
    new Promise((resolve) => {
      const id = ++next;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== id) return;
        socket.off('message', onMessage);
        resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.getHeapUsage');
  socket.close();
  return Math.round(usage.usedSize / 1024 / 1024);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Confirmation codes mailed to DATA_DIR/outbox, each file read once. */
class Outbox {
  constructor(dataDir) {
    this.dir = path.join(dataDir, 'outbox');
    this.seen = new Set();
    this.codes = new Map();
  }
  async code(email, deadline) {
    while (Date.now() < deadline) {
      const known = this.codes.get(email);
      if (known) return known;
      for (const file of await readdir(this.dir).catch(() => [])) {
        if (this.seen.has(file) || !file.endsWith('.eml')) continue;
        this.seen.add(file);
        const mail = await readFile(path.join(this.dir, file), 'utf8');
        const to = /^To: .*?<?([^\s<>]+@[^\s<>]+)>?\s*$/im.exec(mail)?.[1];
        const code = /^\s*(\d{6})\s*$/m.exec(mail)?.[1];
        if (to && code) this.codes.set(to, code);
      }
      if (!this.codes.has(email)) await sleep(100);
    }
    throw new Error(`no confirmation code for ${email}`);
  }
}

async function request(base, route, { method = 'POST', body, token, ip }) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': ip,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}

const post = async (base, route, body, options) => JSON.parse(await request(base, route, { body, ...options }));

async function graphql(base, document, variables, options) {
  const answer = await post(base, GRAPHQL, { query: document, variables }, options);
  if (answer.errors) throw new Error(`GraphQL: ${answer.errors[0].message}`);
  return answer.data;
}

/** Reads a progress stream to its result event. */
async function streamResult(base, refId, token, ip, deadline) {
  const response = await fetch(`${base}/api/v1/agents/stream/${refId}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error('the stream ended without a result');
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (!data) continue;
      const event = JSON.parse(data);
      if (event.result) {
        await reader.cancel().catch(() => {});
        if (event.result.podcast_id === '-1') throw new Error(event.result.message);
        return event.result;
      }
    }
  }
}

const TOPICS = [
  'Tides',
  'Comets',
  'Glaciers',
  'Volcanoes',
  'Forests',
  'Deserts',
  'Rivers',
  'Islands',
  'Storms',
  'Bees',
];

/** Sign-up, confirmation with the mailed code and login, from the user's own address. */
async function signUpUser(i, base, ip, outbox, rec, deadline) {
  const email = `load-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Passw0rd!';
  const signup = await rec.time('POST auth/native/signup', () =>
    post(
      base,
      `${API}/auth/native/signup`,
      { username: email, email, password, given_name: 'Ada', family_name: 'Lovelace' },
      { ip },
    ),
  );
  const code = await outbox.code(email, deadline);
  await rec.time('POST auth/native/confirm', () =>
    post(base, `${API}/auth/native/confirm`, { username: email, code, user_id: signup.cognito_user_id }, { ip }),
  );
  const login = await rec.time('POST auth/native/login', () =>
    post(base, `${API}/auth/native/login`, { username: email, password }, { ip }),
  );
  const token = login.detail.data.AuthenticationResult.AccessToken;
  return { email, token, userId: Number(signup.cognito_user_id) };
}

/** A script from the offline writer, then its first AUDIO_LINES lines voiced; the podcast must end up complete. */
async function writeAndVoice(base, topic, { token, ip }, rec, deadline) {
  const auth = { token, ip };
  const started = await rec.time('POST generate/script', () =>
    post(base, '/generate/script', { topic, host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }, auth),
  );
  const script = await rec.time('stream script (to result)', () =>
    streamResult(base, started.ref_id, token, ip, deadline),
  );
  const { featureOptions } = await rec.time('GraphQL read featureOptions', () =>
    graphql(
      base,
      'query($l:String){ featureOptions(featureKey:"voices", languageCode:$l){ optionKey voice { gender } } }',
      { l: 'en-IN' },
      auth,
    ),
  );
  const voice = (gender) => featureOptions.find((v) => v.voice.gender === gender)?.optionKey;
  const conversation = script.message
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, AUDIO_LINES)
    .join('\n');
  const audio = await rec.time('POST generate/audio', () =>
    post(
      base,
      '/generate/audio',
      {
        podcast_id: started.podcast_id,
        conversation_output: conversation,
        host: 'Asha',
        guest: 'Ravi',
        host_voice: voice('female'),
        guest_voice: voice('male'),
        language: 'en-IN',
        no_of_speaker: 2,
        model: 'gemini-2.0-flash',
        feature_key: 'generate_audio',
      },
      auth,
    ),
  );
  await rec.time('stream audio (to result)', () => streamResult(base, audio.ref_id, token, ip, deadline));
  const { userPodcasts } = await rec.time('GraphQL read userPodcasts', () =>
    graphql(base, '{ userPodcasts { items { podcastId status duration } } }', {}, auth),
  );
  const podcast = userPodcasts.items.find((p) => p.podcastId === started.podcast_id);
  if (podcast?.status !== 'ready' || !(podcast.duration > 0))
    throw new Error(`podcast ${started.podcast_id} is not complete`);
  return started.podcast_id;
}

/** A feed for the show, the episode in it, and the feed fetched as a podcast app fetches it. */
async function publishAndFetchFeed(i, base, topic, user, podcastId, rec) {
  const { email, userId, token, ip } = user;
  const auth = { token, ip };
  const { createRss } = await rec.time('GraphQL createRss', () =>
    graphql(
      base,
      'mutation($input: RssInput!){ createRss(input:$input){ feedUrl } }',
      {
        input: {
          platform: 'spotify',
          podcastTitle: `${topic} with user ${i}`,
          podcastDescription: 'Conversations made with Podloom.',
          podcastWebsite: 'https://example.com',
          podcastAuthor: 'Ada Lovelace',
          ownerEmail: email,
        },
      },
      auth,
    ),
  );
  const title = `Episode one: ${topic}`;
  await rec.time('GraphQL addEpisode', () =>
    graphql(
      base,
      'mutation($u:Int!,$p:String!,$e:EpisodeInput!){ addEpisode(userId:$u, platform:$p, episode:$e){ episodeId } }',
      { u: userId, p: 'spotify', e: { title, description: 'A short conversation.', podcastId } },
      auth,
    ),
  );
  await rec.time('GraphQL read episodes', () => graphql(base, '{ episodes { episodeId title } }', {}, auth));
  const feedPath = new URL(createRss.feedUrl).pathname;
  const xml = await rec.time('GET feed', () => request(base, feedPath, { method: 'GET', ip }));
  if (!xml.includes(title)) throw new Error('the feed does not list the episode');
}

/** One user's journey; every step is timed under its endpoint's name. */
async function journey(i, bases, outbox, rec, deadline) {
  const base = bases[i % bases.length];
  const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const user = { ip, ...(await signUpUser(i, base, ip, outbox, rec, deadline)) };
  const topic = TOPICS[i % TOPICS.length];
  const podcastId = await writeAndVoice(base, topic, user, rec, deadline);
  await publishAndFetchFeed(i, base, topic, user, podcastId, rec);
}

/** One round: USERS new users walk the journey; prints its figures and returns how many journeys failed. */
async function cohort(mode, round, processes, bases, outbox, before) {
  const rec = new Recorder();
  const started = performance.now();
  const deadline = Date.now() + TIME_LIMIT_S * 1000;
  const outcomes = await Promise.allSettled(
    Array.from({ length: USERS }, async (_, i) => {
      await sleep(i * RAMP_MS);
      await journey((round - 1) * USERS + i, bases, outbox, rec, deadline);
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const peak = await Promise.all(processes.map((p) => rssMb(p.pid)));
  await sleep(SETTLE_S * 1000);
  const after = await Promise.all(processes.map((p) => rssMb(p.pid)));

  const failed = outcomes.filter((o) => o.status === 'rejected');
  const requests = [...rec.samples.values()].reduce((n, l) => n + l.length, 0);
  console.log(
    `\n## ${mode}, round ${round}/${ROUNDS}: ${USERS} users, ${RAMP_MS} ms apart, ${processes.map((p) => p.name).join(' + ')}`,
  );
  console.log(
    `wall ${wallSeconds.toFixed(1)} s · ${USERS - failed.length}/${USERS} journeys complete · ` +
      `${(requests / wallSeconds).toFixed(1)} timed calls/s · ${((USERS - failed.length) / (wallSeconds / 60)).toFixed(1)} journeys/min`,
  );
  console.log('| endpoint | n | errors | p50 ms | p99 ms |\n|---|---|---|---|---|');
  const labels = new Set([...rec.samples.keys(), ...rec.errors.keys()]);
  const reads = [];
  for (const label of labels) {
    const sorted = [...(rec.samples.get(label) ?? [])].sort((x, y) => x - y);
    if (label.startsWith('GraphQL read')) reads.push(...sorted);
    const errors = rec.errors.get(label)?.length ?? 0;
    console.log(
      `| ${label} | ${sorted.length} | ${errors} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`,
    );
  }
  reads.sort((x, y) => x - y);
  console.log(
    `GraphQL reads together: p50 ${percentile(reads, 50).toFixed(1)} ms, p99 ${percentile(reads, 99).toFixed(1)} ms (goal ≤ 50 ms)`,
  );
  console.log(
    `| process | RSS at start MB | peak MB | after MB (+${SETTLE_S} s) | after/start |\n|---|---|---|---|---|`,
  );
  processes.forEach((p, k) => {
    console.log(`| ${p.name} | ${before[k]} | ${peak[k]} | ${after[k]} | ${(after[k] / before[k]).toFixed(2)} |`);
  });
  if (failed.length) {
    const reasons = new Map();
    for (const f of failed) {
      const reason = String(f.reason?.message ?? f.reason).slice(0, 160);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    console.log('failures:');
    for (const [reason, n] of reasons) console.log(`  ${n} × ${reason}`);
    // What the processes logged as errors (unexpected failures are logged with their request id and stack).
    for (const p of processes) {
      for (const line of p
        .lines()
        .filter((l) => l.level >= 50)
        .slice(0, 5)) {
        console.log(
          `  ${p.name}: ${line.msg} ${line.err ? `${line.err.type}: ${line.err.message}` : ''}`.slice(0, 400),
        );
      }
    }
  }
  return failed.length;
}

async function run(mode) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `podloom-load-${mode}-`));
  const common = {
    NODE_OPTIONS: '--inspect=127.0.0.1:0',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    RESEARCH: 'off',
    LOG_LEVEL: 'info',
  };
  const processes = [];
  const cleanups = [];
  try {
    if (mode === 'embedded') {
      processes.push(await startPodloom('all', common, { name: 'all' }));
    } else {
      const database = `podloom_load_${randomBytes(5).toString('hex')}`;
      const admin = async (sql) => {
        const client = new pg.Client({ connectionString: DATABASE_URL });
        await client.connect();
        await client.query(sql).finally(() => client.end());
      };
      await admin(`CREATE DATABASE ${database}`);
      cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      const url = new URL(DATABASE_URL);
      url.pathname = `/${database}`;
      const s3 = await startLocalS3();
      cleanups.push(() => s3.close());
      const prefix = `load-${randomBytes(4).toString('hex')}`;
      cleanups.push(async () => {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      });
      const env = {
        ...common,
        DATABASE_URL: url.toString(),
        REDIS_URL,
        REDIS_PREFIX: prefix,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        JWT_SECRET: randomBytes(32).toString('hex'),
      };
      // The first server migrates; the others start on the migrated database.
      processes.push(await startPodloom('server', env, { name: 'server 1' }));
      processes.push(
        ...(await Promise.all([
          startPodloom('server', env, { name: 'server 2' }),
          startPodloom('worker', env, { name: 'worker 1' }),
          startPodloom('worker', env, { name: 'worker 2' }),
        ])),
      );
    }
    const bases = processes.filter((p) => p.url).map((p) => p.url);
    const before = await settledRss(processes);
    const heapBefore = await Promise.all(processes.map(heapAfterGc));
    const rssAfterGcBefore = await Promise.all(processes.map((p) => rssMb(p.pid)));

    const outbox = new Outbox(dataDir);
    let failures = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      failures += await cohort(mode, round, processes, bases, outbox, before);
      const heap = await Promise.all(processes.map(heapAfterGc));
      const rss = await Promise.all(processes.map((p) => rssMb(p.pid)));
      console.log('| process | live heap after GC, start → now MB | RSS after GC, start → now MB |\n|---|---|---|');
      processes.forEach((p, k) => {
        console.log(`| ${p.name} | ${heapBefore[k]} → ${heap[k]} | ${rssAfterGcBefore[k]} → ${rss[k]} |`);
      });
    }
    return failures;
  } finally {
    await Promise.all(processes.map((p) => p.stop(10_000)));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error('cleanup:', e.message));
    await rm(dataDir, { recursive: true, force: true });
  }
}

let failures = 0;
for (const mode of modes) failures += await run(mode);
process.exit(failures ? 1 : 0);
