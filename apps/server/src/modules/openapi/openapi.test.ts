import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@podloom/contract';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '@podloom/test-openid-provider';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from '../../platform/http/web-app';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { makeMp3 } from '../audio/testing/renders';
import { createSession, createUser, uniqueEmail } from '../auth/testing/factories';
import { codeFromMail, type SmtpInbox, startSmtpInbox } from '../auth/testing/smtp-inbox';
import { createOrder, planByName, sandboxSecret, signedWebhook } from '../billing/testing/billing-test-kit';
import { createPodcast } from '../podcasts/testing/factories';
import { createPublishedEpisode } from '../publishing/testing/publishing-test-kit';
import { espeakSample } from '../voices/testing/clone-kit';
import { openApiPath } from './openapi-document';
import { REST_ROUTES } from './rest-routes';

let t: TestApp;
const routes: string[] = [];
const onRoute = (route: RouteOptions) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`);
};
// A real SMTP server takes the mailed codes and a real OpenID provider stands in for Google, so the routes that need
// one are called for real too. They start before the app (hooks run in order), which reads them from `env`.
const env: Record<string, string> = {};
let inbox: SmtpInbox | undefined;
let oidc: TestOpenIdProvider | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  oidc = await startTestOpenIdProvider();
  Object.assign(env, { SMTP_URL: inbox.url, ...oidc.serverEnv });
});
afterAll(async () => {
  await inbox?.close();
  await oidc?.close();
});
useTestApp(
  (app) => {
    t = app;
  },
  env,
  { onRoute },
);
beforeAll(async () => {
  await oidc?.configure(`${t.url}/callback`);
});

/** The code mailed to `email` last. */
async function mailedCode(email: string): Promise<string> {
  if (!inbox) throw new Error('The SMTP inbox did not start.');
  return codeFromMail(await inbox.nextMailTo(email));
}

/** The web app's static files: one route each when apps/web/dist exists, and no part of the API. */
function webAppFiles(): Set<string> {
  const dist = webDistDir();
  if (!dist) return new Set();
  return new Set(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `GET /${path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the document is read as the JSON it is.
async function document(): Promise<any> {
  const response = await fetch(`${t.url}${API_BASE}/openapi.json`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(await document());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every REST route the app registers (the web app aside)', async () => {
    const doc = await document();
    const web = webAppFiles();
    const registered = routes.filter((route) => route !== 'GET *' && !web.has(route));
    expect(registered.length).toBeGreaterThan(40);
    const missing = registered.filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return !doc.paths[openApiPath(url).path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('describes bodies with the schemas the routes validate with', async () => {
    const doc = await document();
    const script = doc.paths['/generate/script'].post.requestBody.content['application/json'].schema;
    expect(script.type).toBe('object');
    expect(Object.keys(script.properties)).toEqual(expect.arrayContaining(['topic', 'host', 'guest']));
    expect(doc.paths['/generate/script'].post.security).toEqual([{ bearer: [] }]);
    const signup = doc.paths[`${API_BASE}/auth/native/signup`].post.requestBody.content['application/json'].schema;
    expect(signup.properties).toHaveProperty('email');
    expect(doc.paths['/feeds/{feedId}/cover/{file}'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'feedId',
      'file',
    ]);
  });

  it('has a page to read, listing every route', async () => {
    const response = await fetch(`${t.url}${API_BASE}/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<code>POST /generate/script</code>');
    expect(html).toContain(`<code>GET ${API_BASE}/openapi.json</code>`);
  });
});

/** A route as REST_ROUTES names it, how to call it, and the address to call when the route has parameters. */
type Asked = [key: string, init?: RequestInit, url?: string];

const JSON_BODY = { 'content-type': 'application/json' };
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { ...headers, ...JSON_BODY },
  body: JSON.stringify(body),
});

/** Calls the route and checks its status and body against what the document says of it; answers the body. */
async function expectDescribedAnswer([key, init, url]: Asked): Promise<unknown> {
  const [method, path] = key.split(' ');
  const response = await fetch(`${t.url}${url ?? path}`, { method, ...init });
  const body = await response.json();
  const status = REST_ROUTES[key]?.status ?? 200;
  expect({ key, status: response.status, body }).toMatchObject({ key, status });
  const schema = REST_ROUTES[key]?.response;
  if (!schema || schema === 'empty') throw new Error(`${key} names no answer`);
  const parsed = schema.safeParse(body);
  expect({ key, issues: parsed.error?.issues ?? [] }).toEqual({ key, issues: [] });
  return body;
}

describe('the answers the document describes', () => {
  it('names the schema of every answer in JSON', () => {
    const unnamed = Object.entries(REST_ROUTES)
      .filter(([, route]) => !route.produces && !route.response)
      .map(([key]) => key);
    expect(unnamed).toEqual([]);
  });

  it('are the answers the routes give', async () => {
    const user = await createUser(t.services.db);
    const session = await createSession(t.services, user);
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    const asked: Asked[] = [
      ['GET /healthz'],
      ['GET /readyz'],
      [`GET ${API_BASE}/config`],
      [`GET ${API_BASE}/openapi.json`],
      [`GET ${API_BASE}/storage`, { headers: bearer }],
      [`GET ${API_BASE}/personalise`, { headers: bearer }],
      [`POST ${API_BASE}/graphql`, { headers: { ...bearer, ...JSON_BODY }, body: '{"query":"{ __typename }"}' }],
      [`GET ${API_BASE}/graphql`, { headers: bearer }, `${API_BASE}/graphql?query=%7B__typename%7D`],
      [`POST ${API_BASE}/auth/native/login`, post({ username: user.email, password: user.password })],
      [`POST ${API_BASE}/auth/refresh`, post({ refresh_token: session.refreshToken, username: user.email })],
      [`POST ${API_BASE}/auth/native/forgot-password`, post({ username: user.email })],
      [`POST ${API_BASE}/auth/logout`, post({ refresh_token: (await createSession(t.services, user)).refreshToken })],
      ['POST /generate/research', post({ topic: 'How bees talk' }, bearer)],
      ['POST /generate/sources', post({ text: 'Bees dance to say where flowers are.' }, bearer)],
      ['POST /generate/script', post({ topic: 'Tides', host: 'Asha', guest: 'Ravi', duration: 2 }, bearer)],
      [`POST ${API_BASE}/personalise`, post({ answers: { fullName: 'Asha Rao', country: 'India' } }, bearer)],
    ];
    for (const ask of asked) await expectDescribedAnswer(ask);

    const newcomer = uniqueEmail();
    const account = { username: newcomer, email: newcomer, password: 'Str0ng!pass', given_name: 'Asha' };
    await expectDescribedAnswer([`POST ${API_BASE}/auth/native/signup`, post({ ...account, family_name: 'Rao' })]);
    await mailedCode(newcomer);
    await expectDescribedAnswer([`POST ${API_BASE}/auth/native/resend`, post({ username: newcomer })]);
    const code = await mailedCode(newcomer);
    await expectDescribedAnswer([`POST ${API_BASE}/auth/native/confirm`, post({ username: newcomer, code })]);
    await expectDescribedAnswer([`POST ${API_BASE}/auth/native/forgot-password`, post({ username: newcomer })]);
    const reset = { username: newcomer, confirmationCode: await mailedCode(newcomer), newPassword: 'N3w!password' };
    await expectDescribedAnswer([`POST ${API_BASE}/auth/native/reset-password`, post(reset)]);

    // Google's sign-in: the code the provider hands back, and its PKCE verifier, as the browser posts them.
    const codeVerifier = randomPKCECodeVerifier();
    const person = {
      sub: 'google-1',
      email: uniqueEmail('google'),
      email_verified: true,
      given_name: 'Meera',
      family_name: 'Iyer',
    };
    const googleCode = await oidc?.authorize(person, await calculatePKCECodeChallenge(codeVerifier));
    const form = new URLSearchParams({ code: googleCode ?? '', code_verifier: codeVerifier });
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    await expectDescribedAnswer([`POST ${API_BASE}/auth/login`, { method: 'POST', headers: formHeaders, body: form }]);
  });

  it('are the answers of an order, its payment and a music upload', async () => {
    const user = await createUser(t.services.db);
    const bearer = { authorization: `Bearer ${(await createSession(t.services, user)).accessToken}` };
    const { plan, pricing } = await planByName(t.services.db, 'Pro Plan');
    const order = (await expectDescribedAnswer([
      'POST /payments/create-order',
      post({ plan_id: plan.id, pricing_id: pricing.id }, bearer),
    ])) as { order_id: string };
    await expectDescribedAnswer([
      'GET /payments/orders/:orderId',
      { headers: bearer },
      `/payments/orders/${order.order_id}`,
    ]);
    for (const route of [`${API_BASE}/payments/orders/:orderId/verify`, `${API_BASE}/paymenttransaction/:orderId`]) {
      await expectDescribedAnswer([`GET ${route}`, { headers: bearer }, route.replace(':orderId', order.order_id)]);
    }
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await makeMp3(2))], { type: 'audio/mpeg' }), 'walk-on.mp3');
    await expectDescribedAnswer([`POST ${API_BASE}/music`, { method: 'POST', headers: bearer, body: form }]);
  });

  it('describes a refusal as the refusals the routes give', async () => {
    const response = await fetch(`${t.url}${API_BASE}/storage`);
    expect(response.status).toBe(401);
    const doc = await document();
    const refusal = doc.paths[`${API_BASE}/storage`].get.responses['4XX'].content['application/json'].schema;
    expect(refusal.required).toEqual(['message']);
    expect(typeof (await response.json()).message).toBe('string');
  });
});

describe('the answers of routes that need something made first', () => {
  it('are the answers of a render, a clone, a filled form, a signed gateway event and an oEmbed', async () => {
    const user = await createUser(t.services.db);
    const token = (await createSession(t.services, user)).accessToken;
    const bearer = { authorization: `Bearer ${token}` };
    const podcast = await createPodcast(t.services.db, user.id, { status: 'script_ready', transcript: 'Asha: Old.' });
    const voices = await t.services.db.execute<{ option_key: string }>(
      "select option_key from voices where provider = 'espeak' and user_id is null order by id limit 1",
    );
    const render = {
      podcast_id: podcast.id,
      conversation_output: 'Asha: Tides turn twice a day, and the moon pulls them.',
      host: 'Asha',
      host_voice: voices.rows[0]?.option_key,
      language: 'en-IN',
      no_of_speaker: 1,
    };
    await expectDescribedAnswer(['POST /generate/audio', post(render, bearer)]);

    const form = new FormData();
    for (const [key, value] of Object.entries({ language: 'en', consent: 'true', name: 'Me', gender: 'female' })) {
      form.append(key, value);
    }
    const { wav } = await espeakSample(t.services.synthesizer, 'en-us+f4');
    form.append('file', new Blob([new Uint8Array(wav)]), 'sample.wav');
    await expectDescribedAnswer([`POST ${API_BASE}/voices/clone`, { method: 'POST', headers: bearer, body: form }]);

    const knowledge = new FormData();
    const filled = ['KNOWLEDGE FORM', 'Since 2011 my team has restored 412 stepwells across the Thar desert.'];
    knowledge.append('file', new Blob([filled.join('\n')]), 'knowledge-form.txt');
    await expectDescribedAnswer([
      `POST ${API_BASE}/personalise/uploads/:form`,
      { method: 'POST', headers: bearer, body: knowledge },
      `${API_BASE}/personalise/uploads/knowledge`,
    ]);

    const order = await createOrder(t, token, 'Lite Plan');
    const event = signedWebhook(sandboxSecret(t), {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: user.id,
    });
    await expectDescribedAnswer([
      'POST /payments/webhook',
      { method: 'POST', headers: event.headers, body: event.rawBody },
    ]);

    const { episode } = await createPublishedEpisode(t);
    const page = encodeURIComponent(`${t.url}/episodes/${episode.episodeId}`);
    await expectDescribedAnswer(['GET /oembed', {}, `/oembed?url=${page}&format=json`]);
  }, 120_000);
});
