import { mkdir, truncate, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { API_BASE, type StorageUsage } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { makeMp3 } from '../audio/testing/renders';
import { createSession, createUser } from '../auth/testing/factories';
import { buyPlan } from '../billing/testing/billing-test-kit';
import { UPLOAD_IN_FLIGHT_MESSAGE } from './music.routes';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const MB = 1024 * 1024;

async function signedIn() {
  const user = await createUser(t.services.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

async function upload(token: string, files: Array<{ name: string; bytes: Buffer }>) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: 'audio/mpeg' }), f.name);
  const response = await fetch(`${t.url}${API_BASE}/music`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; items?: unknown[] } };
}

async function usageOf(token: string): Promise<StorageUsage> {
  const response = await fetch(`${t.url}${API_BASE}/storage`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as StorageUsage;
}

/** A file of `bytes` in the user's storage (sparse on disk: it takes its size for the quota, not for the test). */
async function fillStorage(key: string, bytes: number) {
  const file = path.join(t.dataDir, 'files', ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  await truncate(file, bytes);
}

describe('music storage per plan', () => {
  it('counts music, clone samples and podcast audio, and refuses an upload past the plan with a sentence', async () => {
    const me = await signedIn();
    await fillStorage(`music/users/${me.id}/old.mp3`, 300 * MB);
    await fillStorage(`voices/samples/${me.id}/sample.wav`, 50 * MB);
    const before = await usageOf(me.token);
    expect(before).toMatchObject({ planName: 'Free', limitBytes: 500 * MB });
    expect(before.parts).toMatchObject({ music: 300 * MB, clones: 50 * MB });

    const fits = await upload(me.token, [{ name: 'theme.mp3', bytes: await makeMp3(2) }]);
    expect(fits.status, fits.body.message).toBe(200);
    await fillStorage(`music/users/${me.id}/older.mp3`, 150 * MB - 1024);
    const nearlyFull = await usageOf(me.token);
    const full = await upload(me.token, [{ name: 'second.mp3', bytes: await makeMp3(3) }]);
    expect(full.status).toBe(413);
    expect(full.body.message).toMatch(
      /^Your Free plan stores up to 500 MB of music, cloned voices and podcast audio, and you use \d+ MB; this upload needs \d+ MB more\. Delete some music or podcasts, or upgrade to the Lifetime Plan on the pricing page \(5 GB\)\.$/,
    );
    // Nothing of the refused upload was kept.
    expect(await usageOf(me.token)).toEqual(nearlyFull);

    await buyPlan(t, me, 'Lite Plan');
    expect(await usageOf(me.token)).toMatchObject({ planName: 'Lite Plan', limitBytes: 2048 * MB });
    expect((await upload(me.token, [{ name: 'second.mp3', bytes: await makeMp3(3) }])).status).toBe(200);
  });
});

describe('uploads in flight', () => {
  it('streams a slow upload to disk and refuses a second upload of the same user until it ends', async () => {
    const me = await signedIn();
    const boundary = 'podloom-test-boundary';
    const mp3 = await makeMp3(2);
    const url = new URL(`${t.url}${API_BASE}/music`);
    const slow = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${me.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on('error', reject);
    });
    slow.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.mp3"\r\n` +
        'Content-Type: audio/mpeg\r\n\r\n',
    );
    slow.write(mp3.subarray(0, 1024));
    // The first upload is open on the server: the second is refused with a sentence.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await upload(me.token, [{ name: 'quick.mp3', bytes: mp3 }]);
    expect(second.status).toBe(429);
    expect(second.body.message).toBe(UPLOAD_IN_FLIGHT_MESSAGE);

    slow.write(mp3.subarray(1024));
    slow.end(`\r\n--${boundary}--\r\n`);
    expect(await answered).toBe(200);
    expect((await upload(me.token, [{ name: 'quick.mp3', bytes: mp3 }])).status).toBe(200);
  });
});
