import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from './modules/auth/testing/factories';
import { waitFor } from './platform/jobs/test-support';
import { METRICS_LOOPBACK_REFUSAL, METRICS_TOKEN_REFUSAL } from './platform/metrics/metrics-route';
import { startTestApp, type TestApp } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';
import { readEvents } from './test/sse';

const TOKEN = 'metrics-token-for-the-test-0123';
let database: TestDatabase;
let open: TestApp;
let guarded: TestApp;
let proxied: TestApp;

// Three apps in one process, as the tests always have: each has its own registry, so none sees another's counts.
// They share one database, so only `open` runs jobs: a job another app's worker claimed would be timed in that app.
beforeAll(async () => {
  database = await createTestDatabase();
  open = await startTestApp(database);
  guarded = await startTestApp(database, { METRICS_TOKEN: TOKEN }, { role: 'server' });
  proxied = await startTestApp(database, { TRUST_PROXY: '127.0.0.1' }, { role: 'server' });
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close(), proxied?.close()]);
  await database?.destroy();
});

const scrape = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

/** The value of one sample line, e.g. `name{a="b"} 3`, or undefined when the line is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.slice(0, l.indexOf('}') + 1).includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('counts requests by route pattern and script jobs by kind and outcome, in Prometheus text format', async () => {
    const user = await createUser(open.services.db);
    const { accessToken } = await createSession(open.services, user);
    expect((await fetch(`${open.url}/healthz`)).status).toBe(200);
    const started = await fetch(`${open.url}/generate/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }),
    });
    const { ref_id: refId } = (await started.json()) as { ref_id: string };
    const { events } = await readEvents(`${open.url}/api/v1/agents/stream/${refId}`, accessToken);
    expect(events.at(-1)).toMatchObject({ result: { title: expect.any(String) } });
    const job = { kind: 'generate-script', outcome: 'succeeded' };
    // The job's result is published from inside its run: the run is timed once it has returned, a moment later.
    await waitFor(async () => {
      expect(sample((await scrape(open)).text, 'podloom_job_duration_seconds_count', job)).toBe(1);
    });

    const { status, type, text } = await scrape(open);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(text).toContain('# TYPE podloom_http_request_duration_seconds histogram');
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    expect(sample(text, 'podloom_http_request_duration_seconds_count', healthz)).toBe(1);
    const script = { method: 'POST', route: '/generate/script', status_code: '200' };
    expect(sample(text, 'podloom_http_request_duration_seconds_count', script)).toBe(1);
    // The stream's route is its pattern: the job's id never becomes a label.
    expect(text).not.toContain(refId);
    expect(sample(text, 'podloom_job_duration_seconds_count', job)).toBe(1);
    expect(sample(text, 'podloom_job_duration_seconds_sum', job)).toBeGreaterThan(0);
    expect(text).toContain('# TYPE podloom_open_streams gauge');
    expect(text).toMatch(/^podloom_open_streams 0$/m);
    expect(text).toMatch(/^podloom_streams_opened_total 1$/m);
    expect(sample(text, 'podloom_queue_jobs', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'podloom_queue_jobs', { state: 'active' })).toBe(0);
    expect(text).toContain('# TYPE podloom_render_realtime_factor histogram');

    // Another app of this process counted nothing of it.
    const other = await scrape(proxied);
    expect(sample(other.text, 'podloom_job_duration_seconds_count', job)).toBeUndefined();
  });

  it('refuses a scraper without the token when METRICS_TOKEN is set, with a sentence', async () => {
    const missing = await scrape(guarded);
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.text)).toMatchObject({ message: METRICS_TOKEN_REFUSAL });
    const wrong = await scrape(guarded, { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
    const right = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
    expect(right.status).toBe(200);
    expect(right.text).toContain('podloom_http_request_duration_seconds');
  });

  it('without a token answers only this machine, also behind a proxy on this machine', async () => {
    expect((await scrape(proxied)).status).toBe(200);
    const forwarded = await scrape(proxied, { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(403);
    expect(JSON.parse(forwarded.text)).toMatchObject({ message: METRICS_LOOPBACK_REFUSAL });
  });
});
