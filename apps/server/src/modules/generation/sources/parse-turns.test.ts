import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createSession, createUser } from '../../auth/testing/factories';
import { PARSE_TURN_MESSAGES, ParseTurns } from './parse-turns';

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

/** A Markdown file of some 9 MB: every regular expression of the reader has work on every line. */
function slowMarkdown(): Uint8Array<ArrayBuffer> {
  const line = '## A heading with **bold**, _stress_, `code` and [a link](https://example.com/page) | cell |\n';
  return new TextEncoder().encode(line.repeat(Math.floor((9 * 1024 * 1024) / line.length)));
}

async function upload(token: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'text/markdown' }), name);
  const started = performance.now();
  const response = await fetch(`${t.url}/generate/sources`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, ms: performance.now() - started };
}

async function signedIn() {
  const user = await createUser(t.services.db);
  return (await createSession(t.services, user)).accessToken;
}

describe('document readers are shared fairly between accounts', () => {
  it("reads one of an account's eight slow files at a time and refuses the rest with a sentence; another account's small file is read meanwhile", async () => {
    const [flooder, other] = [await signedIn(), await signedIn()];
    const slow = slowMarkdown();
    const flood = Array.from({ length: 8 }, (_, i) => upload(flooder, `slow-${i}.md`, slow));
    // The small upload arrives while the flood is being read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const small = await upload(other, 'note.md', new TextEncoder().encode('# Tides\nThe moon pulls the sea.\n'));
    const answers = await Promise.all(flood);
    expect(small.status).toBe(200);
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const answer of refused) expect(answer.message).toBe(PARSE_TURN_MESSAGES.oneAtATime);
    console.info(`small upload read in ${Math.round(small.ms)} ms while another account sent eight 9 MB files`);
  }, 120_000);
});

describe('ParseTurns', () => {
  it('bounds the waiting line: a request that finds it full is answered 429 at once', async () => {
    const turns = new ParseTurns({ readers: 1, waiting: 1 });
    const first = await turns.take('a');
    const second = turns.take('b');
    const third = await turns.take('c').catch((error: unknown) => error);
    expect(third).toBeInstanceOf(AppError);
    expect((third as AppError).statusCode).toBe(429);
    expect((third as AppError).message).toBe(PARSE_TURN_MESSAGES.busy);
    first();
    (await second)();
    // Freed: the account may ask again, and work without an account waits its turn instead of being refused.
    const again = await turns.take('a');
    const job = turns.take();
    again();
    (await job)();
  });
});
