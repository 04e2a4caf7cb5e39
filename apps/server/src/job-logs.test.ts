import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from './modules/auth/testing/factories';
import { startTestApp, type TestApp } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';
import { captureLog, type LogCapture } from './test/log-capture';
import { readEvents } from './test/sse';

let database: TestDatabase;
let t: TestApp;
let log: LogCapture;

beforeAll(async () => {
  database = await createTestDatabase();
  log = captureLog();
  t = await startTestApp(database, { LOG_LEVEL: 'info' }, { logStream: log.stream });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

// biome-ignore lint/suspicious/noExplicitAny: log lines are arbitrary JSON.
const lines = (): Array<Record<string, any>> =>
  log
    .text()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

describe('structured logs carry the request id and the job id end to end', () => {
  it("binds a script job's log lines to its job id, kind and the id of the request that started it", async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const requestId = `trace-${Date.now()}`;
    const response = await fetch(`${t.url}/generate/script`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }),
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const { ref_id: refId } = (await response.json()) as { ref_id: string };
    await readEvents(`${t.url}/api/v1/agents/stream/${refId}`, accessToken);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the job's last line follows its result event

    const all = lines();
    // Fastify's own line for the request has the same reqId: one search finds the request and its job.
    expect(all.some((l) => l.reqId === requestId && l.req?.url === '/generate/script')).toBe(true);
    const jobLines = all.filter((l) => l.jobId === refId);
    expect(jobLines.map((l) => l.msg)).toEqual(expect.arrayContaining(['job started', 'job finished']));
    for (const line of jobLines) {
      expect(line).toMatchObject({ jobId: refId, kind: 'generate-script', reqId: requestId, attempt: 1 });
    }
    expect(jobLines.find((l) => l.msg === 'job finished')).toMatchObject({ outcome: 'succeeded' });
  });

  it('leaves out a request id too long to carry, and still runs the job', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const response = await fetch(`${t.url}/generate/script`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'x-request-id': 'x'.repeat(300),
      },
      body: JSON.stringify({ topic: 'Rivers', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }),
    });
    expect(response.status).toBe(200);
    const { ref_id: refId } = (await response.json()) as { ref_id: string };
    const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${refId}`, accessToken);
    expect(events.at(-1)).toMatchObject({ result: { title: expect.any(String) } });
    const started = lines().find((l) => l.jobId === refId && l.msg === 'job started');
    expect(started).toMatchObject({ kind: 'generate-script' });
    expect(started?.reqId).toBeUndefined();
  });
});
