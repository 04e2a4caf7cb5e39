import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createMemoryJobQueue } from '../jobs/memory-queue';
import { defineEvent } from './domain-events';
import { createOutbox } from './outbox';
import { outboxEvents } from './outbox.schema';

const log = pino({ level: 'silent' });
const filesGone = defineEvent('test.files-gone', z.object({ podcastId: z.number().int() }));

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

beforeEach(async () => {
  await database.db.delete(outboxEvents);
});

const row = async (id: number) =>
  (await database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0] ?? null;

describe('the transactional outbox', () => {
  it('raises nothing when the change that raised the event rolls back', async () => {
    const outbox = createOutbox({ db: database.db, log });
    const handled: number[] = [];
    outbox.on(filesGone, async ({ podcastId }) => {
      handled.push(podcastId);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.raise(tx, filesGone, { podcastId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.dispatchPending()).toBe(0);
    expect(handled).toEqual([]);
  });

  it('keeps an event whose process died before dispatching, and dispatches it once at the next start', async () => {
    // The first process commits the change with its event, then dies before dispatching it.
    const dying = createOutbox({ db: database.db, log });
    const id = await database.db.transaction((tx) => dying.raise(tx, filesGone, { podcastId: 7 }));
    expect((await row(id))?.dispatchedAt).toBeNull();

    // The next start: the same handlers, and the job system's start-up dispatch.
    const restarted = createOutbox({ db: database.db, log });
    const handled: number[] = [];
    restarted.on(filesGone, async ({ podcastId }) => {
      handled.push(podcastId);
    });
    const queue = createMemoryJobQueue({ log, processJobs: true });
    restarted.registerJob(queue);
    await queue.start();
    const stop = restarted.startSweep(queue);
    try {
      await vi.waitFor(async () => expect((await row(id))?.dispatchedAt).not.toBeNull(), { timeout: 5000 });
      expect(handled).toEqual([7]);
      // Dispatched rows are done: another sweep runs nothing again.
      expect(await restarted.dispatchPending()).toBe(0);
      expect(handled).toEqual([7]);
    } finally {
      await stop();
      await queue.close();
    }
  });

  it('retries a failed handler after its back-off (at least once), and records why it failed', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const outbox = createOutbox({ db: database.db, log, now: () => now });
    let calls = 0;
    outbox.on(filesGone, async () => {
      calls += 1;
      if (calls === 1) throw new Error('storage is away');
    });
    const id = await database.db.transaction((tx) => outbox.raise(tx, filesGone, { podcastId: 3 }));
    await outbox.dispatch([id]);
    expect(calls).toBe(1);
    expect(await row(id)).toMatchObject({ dispatchedAt: null, lastError: 'storage is away', attempts: 1 });
    // Not before its back-off has passed…
    expect(await outbox.dispatchPending()).toBe(0);
    now = new Date(now.getTime() + 31_000);
    // …then once more, and done.
    expect(await outbox.dispatchPending()).toBe(1);
    expect(calls).toBe(2);
    expect((await row(id))?.dispatchedAt).not.toBeNull();
  });

  it('leaves an event claimed by another dispatcher alone until the claim expires', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const outbox = createOutbox({ db: database.db, log, now: () => now });
    const handled: number[] = [];
    outbox.on(filesGone, async ({ podcastId }) => {
      handled.push(podcastId);
    });
    const id = await database.db.transaction((tx) => outbox.raise(tx, filesGone, { podcastId: 5 }));
    await database.db
      .update(outboxEvents)
      .set({ claimedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(outboxEvents.id, id));
    expect(await outbox.dispatchPending()).toBe(0);
    now = new Date(now.getTime() + 61_000);
    expect(await outbox.dispatchPending()).toBe(1);
    expect(handled).toEqual([5]);
  });

  it('refuses an event whose payload does not match its schema, before anything is written', async () => {
    const outbox = createOutbox({ db: database.db, log });
    await expect(
      database.db.transaction((tx) => outbox.raise(tx, filesGone, { podcastId: 'seven' as unknown as number })),
    ).rejects.toThrow();
    expect(await database.db.select().from(outboxEvents)).toEqual([]);
  });
});
