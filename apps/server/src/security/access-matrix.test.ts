import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GRAPHQL_PATH } from '@podloom/contract';
import type { RouteOptions } from 'fastify';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../modules/auth/testing/factories';
import { createOrder } from '../modules/billing/testing/billing-test-kit';
import { insertClipRow } from '../modules/clips/testing/clips-kit';
import { sources } from '../modules/generation';
import { music } from '../modules/music';
import {
  CREATE_RSS,
  createPodcastWithAudio,
  graphql,
  publish,
  rssInput,
} from '../modules/publishing/testing/publishing-test-kit';
import { insertJob } from '../modules/runs/testing/jobs';
import { insertSeriesWithRun } from '../modules/series/testing/series-kit';
import { insertClonedVoice } from '../modules/voices/testing/clone-kit';
import { insertEndpointWithDelivery } from '../modules/webhooks/testing/webhooks-kit';
import { webDistDir } from '../platform/http/web-app';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import {
  type Access,
  type Fixture,
  GRAPHQL_MATRIX,
  type GraphQLCall,
  type Party,
  REST_MATRIX,
  type RestCall,
} from './access-matrix';

let database: TestDatabase;
let t: TestApp;
let f: Fixture;
const routes: string[] = [];
/** Strings only the owner's data contains: the podcast title and the owner's e-mail. */
const markers: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`);
  };
  t = await startTestApp(database, {}, { onRoute });
  const party = async (): Promise<Party & { email: string }> => {
    const user = await createUser(database.db);
    return { id: user.id, email: user.email, token: (await createSession(t.services, user)).accessToken };
  };
  const [owner, other] = [await party(), await party()];
  const title = `Owner secret ${randomUUID()}`;
  const podcast = await createPodcastWithAudio(t, owner.id, { title });
  markers.push(title, owner.email);
  const job = await insertJob(database.db, {
    refId: randomUUID(),
    batchJobId: `batch-${randomUUID()}`,
    userId: owner.id,
    podcastId: podcast.id,
    kind: 'audio',
    payload: { hostVoice: 'en-us-f', guestVoice: null, host: null, guest: null, eta: 10 },
    status: 'succeeded',
  });
  for (const p of [owner, other]) await graphql(t, p.token, CREATE_RSS, { input: rssInput() });
  const published = await publish(t, owner.token, owner.id, podcast.id);
  const episodeId = published.data?.addEpisode.episodeId as number;
  expect(episodeId).toBeGreaterThan(0);
  const shows = await graphql(t, owner.token, '{ shows { id } }', {});
  const showId = shows.data?.shows[0]?.id as string;
  expect(showId).toBeTruthy();
  const voice = await insertClonedVoice(database.db, owner.id);
  const order = await createOrder(t, owner.token);
  const history = await graphql(t, owner.token, '{ userPaymentTransactions { items { transactionId } } }', {});
  const items = (history.data?.userPaymentTransactions.items ?? []) as Array<{ transactionId: number }>;
  const transactionId = items[0]?.transactionId ?? 0;
  expect(transactionId).toBeGreaterThan(0);
  const project = await graphql(t, owner.token, 'query($id:Int){ editorProject(podcastId:$id){ id } }', {
    id: podcast.id,
  });
  const projectId = project.data?.editorProject.id as number;
  const [item] = await database.db
    .insert(music)
    .values({ userId: owner.id, musicName: 'Owner tune', musicPath: 'music/users/x/tune.mp3' })
    .returning();
  const [source] = await database.db
    .insert(sources)
    .values({ userId: owner.id, title: 'Owner notes', kind: 'text', text: 'Bees dance.', words: 2 })
    .returning();
  const entry = await graphql(
    t,
    owner.token,
    'mutation{ setPronunciation(input:{ text:"Kubernetes", sayAs:"koo ber net ees" }){ id } }',
    {},
  );
  const pronunciationId = entry.data?.setPronunciation.id as number;
  expect(pronunciationId).toBeGreaterThan(0);
  const apiToken = await graphql(
    t,
    owner.token,
    'mutation{ createApiToken(input:{ name:"Owner", scopes:["read"] }){ id } }',
  );
  f = {
    owner,
    other,
    podcastId: podcast.id,
    batchJobId: job.batchJobId,
    refId: job.refId,
    episodeId,
    showId,
    voiceKey: voice,
    orderId: order.order_id,
    transactionId,
    projectId,
    musicId: item?.id as number,
    sourceId: source?.id as number,
    pronunciationId,
    apiTokenId: apiToken.data?.createApiToken.id as number,
    listenerId: await listenerFixture(owner.token, showId),
    ...(await webhookFixture(database.db, owner.id)),
    clipId: (await insertClipRow(database.db, { podcastId: podcast.id, userId: owner.id })).id,
    ...(await insertSeriesWithRun(database.db, owner.id, showId, podcast.id)),
  };
});
async function listenerFixture(token: string, showId: string): Promise<string> {
  const listener = await graphql(
    t,
    token,
    'mutation($s:String!){ addListener(showId:$s, name:"Mira", email:"mira@example.com"){ listenerId } }',
    { s: showId },
  );
  const listenerId = listener.data?.addListener.listenerId as string;
  expect(listenerId).toBeTruthy();
  return listenerId;
}
async function webhookFixture(db: TestDatabase['db'], ownerId: number) {
  const { endpointId, deliveryId } = await insertEndpointWithDelivery(db, ownerId);
  return { webhookEndpointId: endpointId, webhookDeliveryId: deliveryId };
}

afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

interface Answer {
  status: number;
  text: string;
  /** The GraphQL error message or REST message, or null when the call succeeded. */
  refusal: string | null;
}

async function callGraphQL(call: GraphQLCall, token: string | null): Promise<Answer> {
  const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };
  // A nullable field answers null for "nothing of yours by that id": a refusal without an error.
  const empty = !body.data || Object.values(body.data).every((value) => value === null);
  return { status: response.status, text, refusal: body.errors?.[0]?.message ?? (empty ? 'no result' : null) };
}

async function callRest(call: RestCall, token: string | null): Promise<Answer> {
  const abort = new AbortController();
  const response = await fetch(`${t.url}${call.url}`, {
    method: call.method,
    signal: abort.signal,
    headers: {
      ...(call.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    abort.abort();
    return { status: response.status, text: '', refusal: null };
  }
  const text = await response.text();
  const refusal = response.status >= 400 ? ((JSON.parse(text) as { message?: string }).message ?? text) : null;
  return { status: response.status, text, refusal };
}

function operationsOf(schemaFile: string): string[] {
  const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
}

const leaks = (answer: Answer) => markers.filter((marker) => answer.text.includes(marker));

async function checkEntries<Call>(
  matrix: Record<string, Access<Call>>,
  call: (c: Call, token: string | null) => Promise<Answer>,
): Promise<{ checked: number; ownerChecks: Array<() => Promise<void>> }> {
  let checked = 0;
  const ownerChecks: Array<() => Promise<void>> = [];
  for (const [name, entry] of Object.entries(matrix)) {
    if (entry.access === 'public' || entry.access === 'graphql') continue;
    const nobody = await call(entry.call(f, f.other), null);
    expect(nobody.refusal, `${name} called by nobody`).not.toBeNull();
    expect(nobody.status, `${name} called by nobody`).toBeLessThan(500);
    const other = await call(entry.call(f, f.other), f.other.token);
    expect(leaks(other), `${name} called by another user`).toEqual([]);
    expect(other.status, `${name} called by another user`).toBeLessThan(500);
    checked += 2;
    if (entry.access === 'owned') {
      expect(other.refusal, `${name} called by another user`).not.toBeNull();
      ownerChecks.push(async () => {
        const owner = await call(entry.call(f, f.owner), f.owner.token);
        expect(owner.refusal, `${name}: the owner's answer must differ from the refusal`).not.toBe(other.refusal);
      });
    }
  }
  return { checked, ownerChecks };
}

describe('the cross-user access matrix', () => {
  it('lists every GraphQL operation of schema.graphql and no other', () => {
    const operations = operationsOf(path.resolve(import.meta.dirname, '../../schema.graphql'));
    expect(
      operations.filter((op) => !(op in GRAPHQL_MATRIX)),
      'operations without a matrix entry',
    ).toEqual([]);
    expect(
      Object.keys(GRAPHQL_MATRIX).filter((op) => !operations.includes(op)),
      'stale entries',
    ).toEqual([]);
  });

  it('lists every REST route and no other', () => {
    // The web app's static files are one route each when apps/web/dist exists: all of them are the public web app.
    const dist = webDistDir();
    const webFiles = new Set(
      dist
        ? readdirSync(dist, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map(
              (entry) =>
                `GET /${path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
            )
        : [],
    );
    const unique = [...new Set(routes)].filter((route) => !webFiles.has(route));
    expect(
      unique.filter((route) => !(route in REST_MATRIX)),
      'routes without a matrix entry',
    ).toEqual([]);
    const stale = Object.entries(REST_MATRIX).filter(
      ([route, entry]) => !unique.includes(route) && !(entry.access === 'public' && entry.onlyWithWebBuild),
    );
    expect(
      stale.map(([route]) => route),
      'stale entries',
    ).toEqual([]);
  });

  it('refuses nobody and another user on every operation that takes an id, and keeps the owner’s data', async () => {
    const gql = await checkEntries(GRAPHQL_MATRIX, callGraphQL);
    const rest = await checkEntries(REST_MATRIX, callRest);
    // deletePodcast is last in the matrix, so the owner's own calls run before the podcast goes.
    for (const check of [...rest.ownerChecks, ...gql.ownerChecks]) await check();
    const size = Object.keys(GRAPHQL_MATRIX).length + Object.keys(REST_MATRIX).length;
    console.log(`access matrix: ${size} operations, ${gql.checked + rest.checked} refused-or-clean calls`);
  });
});
