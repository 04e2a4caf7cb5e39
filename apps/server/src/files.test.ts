import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';

let database: TestDatabase;
let t: TestApp;
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
  await t.services.storage.put('tests/sample.bin', bytes, { contentType: 'application/octet-stream' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

describe('signed file URLs (DESIGN §4)', () => {
  it('serves the whole file with its length', async () => {
    const url = await t.services.storage.signedUrl('tests/sample.bin');
    expect(url.startsWith(`${t.url}/files/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(await t.services.storage.signedUrl('tests/sample.bin'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers bytes=0-1 with exactly two bytes', async () => {
    const response = await fetch(await t.services.storage.signedUrl('tests/sample.bin'), {
      headers: { range: 'bytes=0-1' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 0-1/1000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(0, 2));
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await fetch(await t.services.storage.signedUrl('tests/sample.bin'), {
      headers: { range: 'bytes=-100' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 900-999/1000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(900));
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const response = await fetch(await t.services.storage.signedUrl('tests/sample.bin'), {
      headers: { range: 'bytes=5000-6000' },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('refuses a tampered signature, another key with the same signature, and an expired link', async () => {
    const url = new URL(await t.services.storage.signedUrl('tests/sample.bin'));
    const tampered = new URL(url);
    const sig = url.searchParams.get('sig') ?? '';
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const tamperedResponse = await fetch(tampered);
    expect(tamperedResponse.status).toBe(403);
    expect(await tamperedResponse.json()).toHaveProperty('message');

    const otherKey = new URL(url);
    otherKey.pathname = '/files/tests/other.bin';
    expect((await fetch(otherKey)).status).toBe(403);

    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await fetch(later)).status).toBe(403);

    const expired = await t.services.storage.signedUrl('tests/sample.bin', { expiresInSeconds: -1 });
    expect((await fetch(expired)).status).toBe(403);
  });
});
