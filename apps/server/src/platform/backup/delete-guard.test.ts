import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../providers/storage/local-storage';
import { GuardedStorage, LocalDeleteGuard } from './delete-guard';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-guard-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function guarded() {
  const inner = createLocalStorage({ dataDir, publicUrl: 'http://127.0.0.1', signingSecret: Buffer.alloc(32) });
  const guard = new LocalDeleteGuard();
  return { storage: new GuardedStorage(inner, guard, pino({ level: 'silent' })), guard };
}

describe('deletes during a backup', () => {
  it('wait until the backup is done, then run', async () => {
    const { storage, guard } = guarded();
    await storage.put('podcasts/1/audio.mp3', Buffer.from('one'));
    await storage.put('podcasts/2/audio.mp3', Buffer.from('two'));
    const release = guard.hold();
    await storage.delete('podcasts/1/audio.mp3');
    await storage.deletePrefix('podcasts/2');
    await storage.flush();
    expect(await storage.stat('podcasts/1/audio.mp3')).not.toBeNull();
    expect(await storage.stat('podcasts/2/audio.mp3')).not.toBeNull();
    release();
    await storage.flush();
    expect(await storage.stat('podcasts/1/audio.mp3')).toBeNull();
    expect(await storage.stat('podcasts/2/audio.mp3')).toBeNull();
    await storage.close();
  });

  it('never remove a file written again at the same key meanwhile', async () => {
    const { storage, guard } = guarded();
    await storage.put('feeds/f/cover.jpg', Buffer.from('old'));
    const release = guard.hold();
    await storage.delete('feeds/f/cover.jpg');
    await storage.put('feeds/f/cover.jpg', Buffer.from('new'));
    release();
    await storage.flush();
    expect((await storage.read('feeds/f/cover.jpg')).toString()).toBe('new');
    await storage.close();
  });
});
