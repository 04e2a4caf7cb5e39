import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createSession, createUser } from '../../auth/testing/factories';
import { extractSourceText } from './extract-source-text';
import { decompressionBombPdf } from './hostile-pdf';
import { PARSE_MESSAGES } from './parse-document';

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

/**
 * Asks /healthz every 50 ms until stopped; answers the round trips seen (after a first, connecting one). Before
 * the fix one such PDF blocked the event loop for 8 to 151 seconds.
 */
async function watchHealth(url: string) {
  await (await fetch(`${url}/healthz`)).text();
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).text();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    return { answered: times.length, p95, slowest: sorted.at(-1) ?? 0 };
  };
}

describe('untrusted documents are parsed in a worker with limits', () => {
  it('refuses a decompression-bomb PDF (under 1 MB, inflating to 400 MB) while /healthz keeps answering', async () => {
    const bomb = await decompressionBombPdf(400 * 1024 * 1024, 'string');
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bomb)], { type: 'application/pdf' }), 'bomb.pdf');

    const stop = await watchHealth(t.url);
    const started = performance.now();
    const response = await fetch(`${t.url}/generate/sources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    const elapsed = performance.now() - started;
    const health = await stop();

    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect([PARSE_MESSAGES.tooMuchMemory, PARSE_MESSAGES.tooSlow]).toContain(message);
    expect(health.answered).toBeGreaterThan(2);
    // The machine running the tests is shared, so one slow answer is allowed; a blocked loop fails both.
    expect(health.p95).toBeLessThan(200);
    expect(health.slowest).toBeLessThan(1000);
    console.info(
      `bomb refused in ${Math.round(elapsed)} ms (${message}); /healthz answered ${health.answered} times, ` +
        `95th percentile ${Math.round(health.p95)} ms, slowest ${Math.round(health.slowest)} ms`,
    );
  });

  it('refuses a document that takes longer than the time limit', async () => {
    const slow = await decompressionBombPdf(60 * 1024 * 1024, 'operators');
    const error = await extractSourceText(
      { file: { name: 'slow.pdf', bytes: slow } },
      { parse: { heapMb: 512, timeMs: 1500 } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(PARSE_MESSAGES.tooSlow);
  });

  it('refuses a document that needs more heap than allowed', async () => {
    const heavy = await decompressionBombPdf(60 * 1024 * 1024, 'string');
    const error = await extractSourceText(
      { file: { name: 'heavy.pdf', bytes: heavy } },
      { parse: { heapMb: 32, timeMs: 60_000 } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(PARSE_MESSAGES.tooMuchMemory);
  });
});
