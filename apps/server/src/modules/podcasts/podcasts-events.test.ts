import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../platform/events/outbox.schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { podcastDeleted } from '.';
import { createPodcast } from './testing/factories';

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

describe('deleting a podcast', () => {
  it('removes its files through the outbox even when the first removal fails (at least once)', async () => {
    const user = await createUser(t.services.db);
    const token = (await createSession(t.services, user)).accessToken;
    const podcast = await createPodcast(t.services.db, user.id);
    const key = `podcasts/${podcast.id}/audio/take.mp3`;
    await t.services.storage.put(key, Buffer.from('mp3'), { contentType: 'audio/mpeg' });

    // Storage is away when the request dispatches the event: the answer is the same, the files stay for now.
    const { storage } = t.services;
    const deletePrefix = storage.deletePrefix.bind(storage);
    storage.deletePrefix = async () => {
      throw new Error('storage is away');
    };
    const response = await fetch(`${t.url}/api/podloom/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($id:Int!){ deletePodcast(podcastId:$id){ podcastId success message } }',
        variables: { id: podcast.id },
      }),
    });
    expect(await response.json()).toEqual({
      data: { deletePodcast: { podcastId: podcast.id, success: true, message: 'Podcast deleted successfully.' } },
    });
    storage.deletePrefix = deletePrefix;
    expect(await storage.stat(key)).not.toBeNull();
    const [row] = await t.services.db.select().from(outboxEvents).where(eq(outboxEvents.name, podcastDeleted.name));
    expect(row).toMatchObject({ payload: { podcastId: podcast.id, userId: user.id }, dispatchedAt: null });

    // The job system's sweep (after the back-off) dispatches it again, and the files go.
    await t.services.db
      .update(outboxEvents)
      .set({ claimedUntil: null })
      .where(eq(outboxEvents.id, row?.id ?? 0));
    expect(await t.services.domainEvents.dispatchPending()).toBe(1);
    expect(await storage.stat(key)).toBeNull();
  });
});
