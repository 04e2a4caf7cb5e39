import http from 'node:http';
import { API_BASE } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { makeMp3 } from '../audio/testing/renders';
import { createSession, createUser } from '../auth/testing/factories';
import { UPLOAD_IN_FLIGHT_MESSAGE } from './music.routes';
import { uploadSlots } from './music.schema';
import { RECORDING_SLOT_SECONDS, takeUploadSlot, takeUserSlot, UPLOAD_SLOT_SECONDS } from './upload-slots';

/** Two processes of one installation: two apps on one database, each with its own memory. */
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let mp3: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestApp(database);
  second = await startTestApp(database);
  mp3 = await makeMp3(2);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
});

async function signedIn() {
  const user = await createUser(first.services.db);
  return { id: user.id, token: (await createSession(first.services, user)).accessToken };
}

async function upload(app: TestApp, token: string, name = 'theme.mp3') {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), name);
  const response = await fetch(`${app.url}${API_BASE}/music`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** An upload to `app` left open after its first kilobyte; `finish` sends the rest and answers the status. */
async function openUpload(app: TestApp, token: string) {
  const boundary = 'podloom-slot-boundary';
  const url = new URL(`${app.url}${API_BASE}/music`);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
  );
  request.write(mp3.subarray(0, 1024));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    finish: () => {
      request.write(mp3.subarray(1024));
      request.end(`\r\n--${boundary}--\r\n`);
      return answered;
    },
  };
}

describe('one music upload in flight per user, across processes', () => {
  it('refuses an upload to another process while the first is still arriving, and takes it once that ends', {
    timeout: 120_000,
  }, async () => {
    const me = await signedIn();
    const slow = await openUpload(first, me.token);
    const refused = await upload(second, me.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(UPLOAD_IN_FLIGHT_MESSAGE);
    // Another user's slot is their own.
    const other = await signedIn();
    const otherSlot = await takeUploadSlot(database.db, other.id);
    expect(otherSlot).not.toBeNull();
    await otherSlot?.();

    expect(await slow.finish()).toBe(200);
    expect((await upload(second, me.token)).status).toBe(200);
    expect(await database.db.select().from(uploadSlots)).toEqual([]);
  });

  it('lets exactly one of two uploads sent at once to two processes through', async () => {
    const me = await signedIn();
    const answers = await Promise.all([upload(first, me.token, 'a.mp3'), upload(second, me.token, 'b.mp3')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(UPLOAD_IN_FLIGHT_MESSAGE);
  });

  it('frees the slot of a process that died mid-upload once it expires', async () => {
    const me = await signedIn();
    const long = new Date(Date.now() - 60 * 60 * 1000);
    // A process took the slot an hour ago and never released it.
    expect(await takeUploadSlot(database.db, me.id, long)).not.toBeNull();
    expect(await takeUploadSlot(database.db, me.id, new Date(long.getTime() + 60_000))).toBeNull();
    expect((await upload(second, me.token)).status).toBe(200);
  });

  it("frees a dead process's recording slot after two minutes, and keeps an upload's for fifteen", async () => {
    const me = await signedIn();
    const died = new Date(Date.now() - 3 * 60 * 1000);
    // Both taken three minutes ago by a process that died before it freed them.
    expect(await takeUserSlot(database.db, me.id, 'recording', died)).not.toBeNull();
    expect(await takeUploadSlot(database.db, me.id, died)).not.toBeNull();
    expect(RECORDING_SLOT_SECONDS).toBeLessThan(3 * 60);
    expect(UPLOAD_SLOT_SECONDS).toBeGreaterThan(3 * 60);
    // The next clone's recording takes its slot over; the next upload still waits for the dead one's.
    expect(await takeUserSlot(database.db, me.id, 'recording')).not.toBeNull();
    expect(await takeUploadSlot(database.db, me.id)).toBeNull();
    expect((await upload(second, me.token)).status).toBe(429);
  });
});
