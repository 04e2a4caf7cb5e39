import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { API_BASE, GRAPHQL_PATH } from '@podloom/contract';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../modules/auth/testing/factories';
import { apiClient } from '../modules/auth/testing/http';
import { codeFromMail, type SmtpInbox, startSmtpInbox } from '../modules/auth/testing/smtp-inbox';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { bodyFor, graphqlCases, oddString, oddValue } from './fuzz-inputs';

/** 10,000 by default; FUZZ_CASES=… runs more or fewer. */
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const WARM_UP = 300;

const VALID_SCRIPT = 'Asha: Hello there.\nRavi: Hello back.';

/** Every REST body the API reads: the keys each route looks at, and a body it accepts. */
const REST_BODIES: Record<string, { keys: readonly string[]; valid: Record<string, unknown> }> = {
  '/auth/native/signup': {
    keys: ['given_name', 'family_name', 'email', 'username', 'phone_number', 'custom:country_code', 'password'],
    valid: { given_name: 'Asha', family_name: 'Rao', email: 'fuzz-signup@example.com', password: 'Passw0rd!' },
  },
  '/auth/native/confirm': {
    keys: ['username', 'email', 'code', 'user_id'],
    valid: { username: 'fuzz-signup@example.com', code: '123456' },
  },
  '/auth/native/resend': { keys: ['username', 'email'], valid: { username: 'fuzz-signup@example.com' } },
  '/auth/native/login': {
    keys: ['username', 'email', 'password'],
    valid: { username: 'fuzz-signup@example.com', password: 'Passw0rd!' },
  },
  '/auth/native/forgot-password': { keys: ['username', 'email'], valid: { username: 'fuzz-signup@example.com' } },
  '/auth/native/reset-password': {
    keys: ['username', 'email', 'code', 'confirmationCode', 'password', 'newPassword'],
    valid: { username: 'fuzz-signup@example.com', code: '123456', newPassword: 'Passw0rd!' },
  },
  '/auth/refresh': { keys: ['refresh_token', 'refreshToken', 'RefreshToken'], valid: { refresh_token: 'abc' } },
  '/auth/logout': { keys: ['refresh_token', 'refreshToken', 'RefreshToken', 'all'], valid: { refresh_token: 'abc' } },
  '/auth/login': { keys: ['code', 'code_verifier'], valid: { code: 'abc', code_verifier: 'def' } },
  '/generate/script': {
    keys: [
      'topic',
      'description',
      'host',
      'guest',
      'host_voice',
      'guest_voice',
      'language',
      'no_of_speaker',
      'category',
      'tone',
      'duration',
      'feature_key',
      'user_id',
      'userID',
      'source_text',
    ],
    valid: { topic: 'Bees', host: 'Asha', guest: 'Ravi', duration: 1 },
  },
  '/payments/create-order': {
    keys: [
      'customer_id',
      'customer_name',
      'customer_email',
      'customer_phone',
      'plan_id',
      'pricing_id',
      'order_amount',
      'start_date',
      'end_date',
      'auto_renew',
      'return_url',
      'notify_url',
    ],
    valid: { plan_id: 4, pricing_id: 4, customer_name: 'Asha Rao', order_amount: 10 },
  },
  '/payments/webhook': { keys: ['type', 'data', 'event_time'], valid: { type: 'PAYMENT_SUCCESS_WEBHOOK', data: {} } },
  '/generate/sources': { keys: ['url', 'text', 'title'], valid: { text: 'Bees dance to tell where the flowers are.' } },
  '/generate/audio': {
    keys: [
      'podcast_id',
      'conversation_output',
      'host',
      'guest',
      'host_voice',
      'guest_voice',
      'language',
      'no_of_speaker',
      'tone',
      'duration',
      'model',
      'feature_key',
      'user_id',
      'userID',
    ],
    valid: { podcast_id: 1, conversation_output: VALID_SCRIPT, no_of_speaker: 1, host_voice: 'en-IN-espeak-male' },
  },
};

interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  contentType?: string;
  auth: 'none' | 'user' | 'garbage';
  ip: string;
}

let database: TestDatabase;
let inbox: SmtpInbox;
let t: TestApp;
let logDir: string;
let logFile: string;
/** Everything secret the legitimate flows used: passwords, tokens and codes. */
const secrets: string[] = [];
let userToken = '';

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startSmtpInbox();
  logDir = await mkdtemp(path.join(tmpdir(), 'podloom-fuzz-log-'));
  logFile = path.join(logDir, 'app.log');
  const logStream = createWriteStream(logFile);
  t = await startTestApp(database, { SMTP_URL: inbox.url, LOG_LEVEL: 'info' }, { logStream });
  userToken = await legitimateFlows();
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
  await database?.destroy();
  if (logDir) await rm(logDir, { recursive: true, force: true });
});

/** Sign-up, confirmation, login, refresh, reset and login again: each secret they use is remembered. */
async function legitimateFlows(): Promise<string> {
  const api = apiClient(t.url);
  const email = uniqueEmail('fuzz');
  const password = `Fuzz!${Math.random().toString(36).slice(2)}A1`;
  secrets.push(password);
  expect((await api.post('/auth/native/signup', { email, password, given_name: 'Fu', family_name: 'Zz' })).status).toBe(
    201,
  );
  const confirmCode = codeFromMail(await inbox.nextMailTo(email));
  secrets.push(confirmCode);
  expect((await api.post('/auth/native/confirm', { username: email, code: confirmCode })).status).toBe(200);
  const login = await api.post('/auth/native/login', { username: email, password });
  const first = login.body.detail.data.AuthenticationResult;
  const refreshed = await api.post('/auth/refresh', { refresh_token: first.RefreshToken });
  const second = refreshed.body.detail.data.AuthenticationResult;
  secrets.push(first.AccessToken, first.RefreshToken, second.AccessToken, second.RefreshToken);
  await api.post('/auth/native/forgot-password', { username: email });
  const resetCode = codeFromMail(await inbox.nextMailTo(email));
  const newPassword = `Reset!${Math.random().toString(36).slice(2)}B2`;
  secrets.push(resetCode, newPassword);
  await api.post('/auth/native/reset-password', { username: email, code: resetCode, newPassword });
  const again = await api.post('/auth/native/login', { username: email, password: newPassword });
  const session = again.body.detail.data.AuthenticationResult;
  secrets.push(session.AccessToken, session.RefreshToken);
  return session.AccessToken as string;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD's bytes, as any client would send it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

function requests(): fc.Arbitrary<FuzzRequest> {
  const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));
  const auth = fc.constantFrom<FuzzRequest['auth']>('none', 'user', 'user', 'garbage');
  // A few addresses, so the per-address limits come into play as they would for one attacker.
  const ip = fc.constantFrom('10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4');
  const rest = fc.oneof(
    ...Object.entries(REST_BODIES).map(([route, { keys, valid }]) =>
      fc.record({
        method: fc.constant<'POST'>('POST'),
        url: fc.constant(route.startsWith('/auth') ? `${API_BASE}${route}` : route),
        payload: fc.oneof(
          { weight: 9, arbitrary: bodyFor(keys, valid).map((body) => JSON.stringify(body) ?? '') },
          { weight: 1, arbitrary: oddString },
        ),
        contentType: fc.constant('application/json'),
        auth: route.startsWith('/auth') ? fc.constantFrom<FuzzRequest['auth']>('none', 'garbage') : auth,
        ip,
      }),
    ),
  );
  const paths = fc.record({
    method: fc.constant<'GET'>('GET'),
    url: fc.oneof(
      fc.constantFrom('/api/v1/agents/stream/%ff%fe', '/feeds/%E0%A4%A.xml', '/files/%00?sig=%00'),
      oddString.map((s) => `/api/v1/agents/stream/${encode(s)}`),
      oddString.map((s) => `/feeds/${encode(s)}.xml`),
      oddString.map((s) => `/feeds/${encode(s)}/episodes/${encode(s)}/r1.mp3`),
      oddString.map((s) => `/files/${encode(s)}?sig=${encode(s)}&exp=1`),
    ),
    auth,
    ip,
  });
  const graphql = fc.record({
    method: fc.constant<'POST'>('POST'),
    url: fc.constant(GRAPHQL_PATH),
    payload: graphqlCases(schema).map((c) => JSON.stringify(c)),
    contentType: fc.constant('application/json'),
    auth,
    ip,
  });
  const wildGraphql = fc.record({
    method: fc.constant<'POST'>('POST'),
    url: fc.constant(GRAPHQL_PATH),
    payload: fc.record({ query: oddValue, variables: oddValue }).map((c) => JSON.stringify(c) ?? ''),
    contentType: fc.constant('application/json'),
    auth,
    ip,
  });
  return fc.oneof(
    { weight: 5, arbitrary: rest },
    { weight: 6, arbitrary: graphql },
    { weight: 1, arbitrary: wildGraphql },
    { weight: 1, arbitrary: paths },
  );
}

async function send(request: FuzzRequest): Promise<number> {
  const token = request.auth === 'user' ? userToken : request.auth === 'garbage' ? 'x.y.z' : null;
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: request.ip,
    headers: {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: request.payload,
  });
  return response.statusCode;
}

/** heapUsed after a full collection; `--expose-gc` is switched on here, since the runner's flags are shared. */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('property-based fuzzing of every REST body and GraphQL variable', () => {
  it(`answers ${CASES} odd requests without a 5xx, stays up, gives memory back and logs no secret`, async () => {
    const arbitrary = requests();
    const failures: Array<{ status: number; request: FuzzRequest }> = [];
    const statuses = new Map<number, number>();
    const run = async (numRuns: number, seed: number) =>
      fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          const status = await send(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 && failures.length < 5) failures.push({ status, request });
        }),
        { numRuns, seed },
      );
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    await run(WARM_UP, seed + 1);
    const before = heapAfterGc();
    const started = Date.now();
    await run(CASES, seed);
    const seconds = (Date.now() - started) / 1000;
    const after = heapAfterGc();
    const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
    console.log(
      `fuzz: ${CASES} cases in ${seconds.toFixed(1)} s (seed ${seed}), 5xx: ${fivexx}, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `heapUsed ${(before / 2 ** 20).toFixed(1)} MB -> ${(after / 2 ** 20).toFixed(1)} MB`,
    );
    expect(failures.map((f) => `${f.status} ${f.request.url} ${f.request.payload?.slice(0, 300)}`)).toEqual([]);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(after).toBeLessThanOrEqual(before * 1.2);

    const log = await readFile(logFile, 'utf8');
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/);
    const leaked = secrets.filter((secret) =>
      /^\d{6}$/.test(secret)
        ? new RegExp(`(?<![0-9A-Za-z.])${secret}(?![0-9A-Za-z.])`).test(log)
        : log.includes(secret),
    );
    expect(leaked).toEqual([]);
  }, 600_000);
});
