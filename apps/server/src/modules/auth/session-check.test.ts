import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../platform/jobs/memory-bus';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertRefreshToken } from './auth.repository';
import { refreshTokens } from './auth.schema';
import { SessionCheck } from './session-check';
import { createUser } from './testing/factories';

const log = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

async function session(userId: number) {
  const familyId = randomUUID();
  await insertRefreshToken(database.db, {
    userId,
    familyId,
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 60_000),
  });
  return familyId;
}

/** Deleting the rows behind the check's back shows whether an answer came from the cache or the database. */
const dropRows = (familyId: string) => database.db.delete(refreshTokens).where(eq(refreshTokens.familyId, familyId));

/** The cache is used only once the check hears ends; the first look-up starts listening. */
async function listening(check: SessionCheck) {
  await check.isLive(randomUUID(), 0);
  await new Promise((resolve) => setImmediate(resolve));
}

describe('SessionCheck', () => {
  it('asks the database every time while it cannot hear ends', async () => {
    const silent = {
      ...createMemoryEventBus({ log }),
      kind: 'memory' as const,
      publish: async () => undefined,
      subscribe: () => new Promise<() => Promise<void>>(() => undefined),
      close: async () => undefined,
    };
    const check = new SessionCheck({ db: database.db, events: silent, log });
    const user = await createUser(database.db);
    const sid = await session(user.id);
    expect(await check.isLive(sid, user.id)).toBe(true);
    await dropRows(sid);
    expect(await check.isLive(sid, user.id)).toBe(false);
    await check.close();
  });

  it('answers from its cache until the TTL ends, and at once after an end', async () => {
    const events = createMemoryEventBus({ log });
    const check = new SessionCheck({ db: database.db, events, log }, { ttlMs: 1000, maxEntries: 10 });
    const user = await createUser(database.db);
    const sid = await session(user.id);
    await listening(check);
    expect(await check.isLive(sid, user.id, 0)).toBe(true);
    expect(await check.isLive(sid, user.id + 1, 0)).toBe(false);
    await dropRows(sid);
    expect(await check.isLive(sid, user.id, 500)).toBe(true);
    expect(await check.isLive(sid, user.id, 1500)).toBe(false);

    const other = await session(user.id);
    expect(await check.isLive(other, user.id, 0)).toBe(true);
    await check.end({ userId: user.id });
    // The row is still there: an end is heard even where the database would say otherwise until the TTL.
    await dropRows(other);
    expect(await check.isLive(other, user.id, 0)).toBe(false);
    await check.close();
  });

  it('hears ends broadcast by another process', async () => {
    const events = createMemoryEventBus({ log });
    const here = new SessionCheck({ db: database.db, events, log });
    const there = new SessionCheck({ db: database.db, events, log });
    const user = await createUser(database.db);
    const sid = await session(user.id);
    await listening(here);
    expect(await here.isLive(sid, user.id)).toBe(true);
    await dropRows(sid);
    await there.end({ sessionIds: [sid] });
    expect(await here.isLive(sid, user.id)).toBe(false);
    await here.close();
    await there.close();
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const events = createMemoryEventBus({ log });
    const check = new SessionCheck({ db: database.db, events, log }, { ttlMs: 60_000, maxEntries: 2 });
    const user = await createUser(database.db);
    const [a, b, c] = [await session(user.id), await session(user.id), await session(user.id)];
    await listening(check);
    await check.isLive(a, user.id);
    await check.isLive(b, user.id);
    await check.isLive(a, user.id);
    await check.isLive(c, user.id);
    await Promise.all([dropRows(a), dropRows(b), dropRows(c)]);
    expect(await check.isLive(a, user.id)).toBe(true);
    expect(await check.isLive(c, user.id)).toBe(true);
    expect(await check.isLive(b, user.id)).toBe(false);
    await check.close();
  });
});
