import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});
beforeEach(() => database.reset());

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
    body: (await response.json()) as { data?: any; errors?: Array<{ message: string }> },
  };
}

describe('the app boots on a migrated, seeded database', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('tells the browser what is enabled, with no secrets', async () => {
    const response = await fetch(`${t.url}/api/podloom/v1/config`);
    const body = await response.json();
    expect(body).toMatchObject({
      product: { name: 'Podloom', slug: 'podloom' },
      googleSignIn: { enabled: false },
      paymentProvider: 'sandbox',
      llmProvider: 'builtin',
      voices: { providers: ['espeak', 'flite'] },
    });
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });

  it('sends security headers and a request id', async () => {
    const response = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });

  it('answers unknown API paths with a JSON sentence, never a stack trace', async () => {
    const response = await fetch(`${t.url}/api/podloom/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'We could not find what you asked for.' });
    const bad = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(await bad.text()).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('feature options', () => {
  it('answers each seeded feature ordered by displayOrder', async () => {
    const { body } = await graphql(`query FeatureOptionsBatch {
      languages: featureOptions(featureKey: "language") { name optionKey displayOrder }
      speakers: featureOptions(featureKey: "speakers") { name optionKey displayOrder }
      categories: featureOptions(featureKey: "category") { name optionKey displayOrder }
      durations: featureOptions(featureKey: "duration") { name optionKey displayOrder }
      tones: featureOptions(featureKey: "tone") { name optionKey displayOrder }
      formats: featureOptions(featureKey: "audio_format") { name optionKey }
      qualities: featureOptions(featureKey: "quality_of_audio") { name optionKey }
    }`);
    expect(body.errors).toBeUndefined();
    const data = body.data;
    for (const list of [data.languages, data.speakers, data.categories, data.durations, data.tones]) {
      const orders = list.map((o: { displayOrder: number }) => o.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(data.languages.length).toBeGreaterThanOrEqual(20);
    expect(data.languages.map((l: { optionKey: string }) => l.optionKey)).toEqual(
      expect.arrayContaining(['en-IN', 'en-US', 'hi-IN', 'es-ES', 'fr-FR', 'de-DE']),
    );
    expect(data.languages[0]).toMatchObject({ optionKey: 'en-IN', name: 'English (India)' });
    expect(data.speakers.map((s: { optionKey: string }) => s.optionKey)).toEqual(['1', '2']);
    expect(data.categories.map((c: { optionKey: string }) => c.optionKey)).toEqual(
      expect.arrayContaining(['Business', 'Tech']),
    );
    expect(data.durations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ optionKey: '2000', name: '2 Minutes' }),
        expect.objectContaining({ optionKey: '3000', name: '3 Minutes' }),
        expect.objectContaining({ optionKey: '5000', name: '5 Minutes' }),
        expect.objectContaining({ optionKey: '10000', name: '10 Minutes' }),
      ]),
    );
    expect(data.tones.map((o: { name: string }) => o.name)).toEqual([
      'Formal',
      'Witty/Satirical',
      'Empathetic',
      'Inspirational',
      'Investigative',
      'Casual',
      'Quirky/Experimental',
    ]);
    expect(data.formats.map((f: { optionKey: string }) => f.optionKey)).toEqual(['mp3', 'wav', 'ogg', 'm4a', 'flac']);
    expect(data.qualities.map((f: { optionKey: string }) => f.optionKey)).toEqual(['64', '128', '192', '320']);
  });

  it('refuses an unknown feature key with a sentence', async () => {
    const { body } = await graphql('{ featureOptions(featureKey: "colour") { name } }');
    expect(body.errors?.[0]?.message).toBe('Unknown feature key "colour".');
  });

  it('answers the popular topics by ranking', async () => {
    const { body } = await graphql('{ getPopularTopics { items { id name ranking } } }');
    const items = body.data.getPopularTopics.items as Array<{ ranking: number; name: string }>;
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.map((i) => i.ranking)).toEqual([...items.map((i) => i.ranking)].sort((a, b) => a - b));
    expect(items[0]?.name).toBeTruthy();
  });

  it('answers the plan catalogue of spec 001 §3', async () => {
    const { body } = await graphql(
      '{ getAllSubscriptions { subscriptions { name popularity displayOrder pricing { amount billingCycle currencyCode } } } }',
    );
    const plans = body.data.getAllSubscriptions.subscriptions as Array<{
      name: string;
      popularity: string | null;
      pricing: Array<{ amount: number; billingCycle: string }>;
    }>;
    expect(plans.map((p) => p.name)).toEqual(['Beta', 'Free', 'Lifetime Plan', 'Lite Plan', 'Pro Plan']);
    expect(plans.find((p) => p.name === 'Lifetime Plan')?.popularity).toBe('popular');
    expect(plans.find((p) => p.name === 'Pro Plan')?.pricing).toEqual([
      { amount: 490, billingCycle: 'yearly', currencyCode: 'USD' },
      { amount: 49, billingCycle: 'monthly', currencyCode: 'USD' },
    ]);
  });

  it('seeds idempotently: a second start changes nothing', async () => {
    const { seedDatabase } = await import('./modules/seed');
    await seedDatabase(t.services.db);
    const { body } = await graphql(
      '{ featureOptions(featureKey: "tone") { name } getAllSubscriptions { subscriptions { pricing { id } } } }',
    );
    expect(body.data.featureOptions).toHaveLength(7);
    const prices = body.data.getAllSubscriptions.subscriptions.flatMap((s: { pricing: unknown[] }) => s.pricing);
    expect(prices).toHaveLength(7);
  });
});
