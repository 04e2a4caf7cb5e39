import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE, type StorageUsage } from '@podloom/contract';
import { describe, expect, it, vi } from 'vitest';
import { createPodcastWithAudio } from '../modules/audio/testing/renders';
import { createSession, createUser } from '../modules/auth/testing/factories';
import { postJson } from '../modules/billing/testing/billing-test-kit';
import { createTimedPodcast } from '../modules/clips/testing/clips-kit';
import { musicFolderOf, SLOT_BUSY_MESSAGE, StorageQuota, takeUserSlot } from '../modules/music';
import { createPodcast } from '../modules/podcasts/testing/factories';
import { graphql } from '../modules/publishing/testing/publishing-test-kit';
import { espeakSample, postClone } from '../modules/voices/testing/clone-kit';
import type { FileStorage } from '../providers/storage/storage';
import type { TestApp } from '../test/app';
import { useTestApp } from '../test/use-test-app';

/*
 * The plan's storage against jobs started together. A render or a clip is checked against the files already stored
 * and, under the user's lock, against what the user's jobs not finished yet will store: before, two renders started
 * at once each counted only the stored files and both passed a plan with room for one. A `server` process queues
 * jobs without running them, so each stays "not finished" for the whole test.
 */
let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  {},
  { role: 'server' },
);

const PENDING = 'more in renders and exports not finished yet';

async function signedIn() {
  const user = await createUser(t.services.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

/** Leaves `room` bytes of the Free plan's 500 MB, with music (a sparse file: counted by size, not by disk). */
async function fillAllBut(me: { id: number; token: string }, room: number) {
  const response = await fetch(`${t.url}${API_BASE}/storage`, { headers: { authorization: `Bearer ${me.token}` } });
  const usage = (await response.json()) as StorageUsage;
  const file = path.join(t.dataDir, 'files', musicFolderOf(me.id), 'filler.wav');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  await truncate(file, usage.limitBytes - usage.usedBytes - room);
}

async function espeakVoice() {
  const rows = await t.services.db.execute<{ option_key: string }>(
    "select option_key from voices where provider = 'espeak' and user_id is null order by id limit 1",
  );
  return rows.rows[0]?.option_key as string;
}

/** A render of a script of `words` plain words (about 150 a minute: 450 are 180 s, about 2.9 MB estimated). */
async function requestRender(me: { id: number; token: string }, words: number) {
  const script = `Asha: ${Array.from({ length: words }, () => 'tide').join(' ')}.`;
  const podcast = await createPodcast(t.services.db, me.id, { status: 'script_ready', transcript: 'Asha: Old.' });
  const body = {
    podcast_id: podcast.id,
    conversation_output: script,
    host: 'Asha',
    host_voice: await espeakVoice(),
    language: 'en-IN',
    no_of_speaker: 1,
  };
  return { podcastId: podcast.id, ...(await postJson(t, '/generate/audio', body, me.token)) };
}

async function jobsOf(userId: number) {
  const rows = await t.services.db.execute<{ kind: string; reserved_bytes: number }>(
    `select kind, reserved_bytes from generation_jobs where user_id = ${userId} order by id`,
  );
  return rows.rows;
}

describe('the storage quota counts renders not finished yet', () => {
  it('lets one of two renders started at once into room for one, and the other leaves nothing behind', async () => {
    const me = await signedIn();
    await fillAllBut(me, 4_000_000);
    const answers = await Promise.all([requestRender(me, 450), requestRender(me, 450)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413]);
    const refused = answers.find((answer) => answer.status === 413);
    expect(refused?.body.message).toContain(PENDING);
    expect(refused?.body.message).toContain('this render needs about');
    const podcast = await t.services.db.execute<{ status: string; transcript: string }>(
      `select status, transcript from podcasts where id = ${refused?.podcastId}`,
    );
    expect(podcast.rows[0]).toEqual({ status: 'script_ready', transcript: 'Asha: Old.' });
    const jobs = await jobsOf(me.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.reserved_bytes).toBeGreaterThan(2_500_000);
  });

  it('gives the room back when the render is no longer running', async () => {
    const me = await signedIn();
    await fillAllBut(me, 4_000_000);
    expect((await requestRender(me, 450)).status).toBe(200);
    const second = await requestRender(me, 450);
    expect(second.status).toBe(413);
    expect(second.body.message).toContain(PENDING);
    // The first render failed (or was cancelled): what it would have stored no longer counts.
    await t.services.db.execute(`update generation_jobs set status = 'failed' where user_id = ${me.id}`);
    expect((await requestRender(me, 450)).status).toBe(200);
  });

  it('counts a render not finished yet against a clip of the same user', async () => {
    const me = await signedIn();
    const podcast = await createTimedPodcast(t, me.id, { lines: 3, lineSeconds: 1.6 });
    await fillAllBut(me, 3_000_000);
    expect((await requestRender(me, 450)).status).toBe(200);
    const CREATE = 'mutation($i:CreateClipInput!){ createClip(input:$i){ clipId refId } }';
    const input = { podcastId: podcast.id, fromLine: 1, toLine: 2, aspect: 'SQUARE', soundbite: false };
    const refused = await graphql(t, me.token, CREATE, { i: input });
    expect(refused.errors?.[0]?.message).toContain(PENDING);
    expect((await jobsOf(me.id)).map((job) => job.kind)).toEqual(['audio']);
  });
});

/** Holds every write of a file under `folder` until `letGo`; `writing` resolves with its size once one is written. */
function holdWrites(folder: string) {
  const { storage } = t.services;
  const put = storage.put.bind(storage);
  let letGo = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let reached: (bytes: number) => void = () => {};
  const writing = new Promise<number>((resolve) => {
    reached = resolve;
  });
  const spy = vi.spyOn(storage, 'put').mockImplementation(async (key, body, options) => {
    if (key.includes(folder) && Buffer.isBuffer(body)) {
      reached(body.byteLength);
      await released;
    }
    return put(key, body, options);
  });
  return { writing, letGo, restore: () => spy.mockRestore() };
}

/**
 * Starts `storing` (made ready by `prepare`, then run) for a new user and holds its write under `folder`; meanwhile
 * leaves room for a render or for what is being stored, not both, and expects the render refused, counting the other.
 * Once stored, the file counts itself and no slot is left holding it.
 */
async function expectRenderRefusedWhileStoring(
  folder: string,
  prepare: (me: { id: number; token: string }) => Promise<() => Promise<void>>,
) {
  // What the render will hold, measured on another account's render of the same script.
  const probe = await signedIn();
  expect((await requestRender(probe, 450)).status).toBe(200);
  const renderBytes = Number((await jobsOf(probe.id))[0]?.reserved_bytes);
  const me = await signedIn();
  const store = await prepare(me);
  const hold = holdWrites(folder);
  try {
    const storing = store();
    const bytes = await Promise.race([
      hold.writing,
      storing.then(() => {
        throw new Error(`The request answered before it wrote under ${folder}.`);
      }),
    ]);
    await fillAllBut(me, renderBytes + Math.floor(bytes / 2));
    const refused = await requestRender(me, 450);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain(PENDING);
    expect(await jobsOf(me.id)).toEqual([]);
    hold.letGo();
    await storing;
  } finally {
    hold.letGo();
    hold.restore();
  }
  const slots = await t.services.db.execute(`select 1 from upload_slots where user_id = ${me.id}`);
  expect(slots.rows).toEqual([]);
  const after = await requestRender(me, 450);
  expect(after.status).toBe(413);
  expect(after.body.message).not.toContain(PENDING);
}

describe('the storage quota counts exports being stored', () => {
  const CONVERT = 'mutation($id:Int!){ convertAudio(input:{ podcastId:$id, format:"wav" }){ status } }';

  it('refuses a render started while an export is written, when the two do not fit together', async () => {
    await expectRenderRefusedWhileStoring('/exports/', async (me) => {
      const podcast = await createPodcastWithAudio(t, me.id, { seconds: 30 });
      return async () => {
        const answer = await graphql(t, me.token, CONVERT, { id: podcast.id });
        expect(answer.data?.convertAudio.status).toBe('SUCCESS');
      };
    });
  });

  it('refuses an export whose bytes do not fit beside a render not finished yet', async () => {
    const me = await signedIn();
    const podcast = await createPodcastWithAudio(t, me.id, { seconds: 30 });
    await fillAllBut(me, 4_000_000);
    expect((await requestRender(me, 450)).status).toBe(200);
    const refused = await graphql(t, me.token, CONVERT, { id: podcast.id });
    expect(refused.errors?.[0]?.message).toContain(PENDING);
    expect(refused.errors?.[0]?.message).toContain('this export needs');
  });
});

describe("the storage quota counts a clone's recording being stored", () => {
  it('refuses a render started while a recording is written, when the two do not fit together', async () => {
    const { wav } = await espeakSample(t.services.synthesizer, 'en-us+m3');
    await expectRenderRefusedWhileStoring('voices/samples/', async (me) => async () => {
      const answer = await postClone(t.url, me.token, { file: wav, language: 'en', consent: 'true' });
      expect(answer.status).toBe(200);
    });
  }, 120_000);
});

describe('the storage quota between measuring the files and the lock', () => {
  it('still counts a job that finished in between (its files measured before they were written), once', async () => {
    const me = await signedIn();
    const MB = 1_000_000;
    // Render R (3 MB) is live when the quota looks; while the files are measured it writes its file (after the
    // listing passed it) and finishes; render S (4 MB) starts. Under the lock only S is still live.
    const live = [[{ refId: 'R', bytes: 3 * MB }], [{ refId: 'S', bytes: 4 * MB }]];
    const noFiles = { async *list() {} } as unknown as FileStorage;
    const quota = new StorageQuota({
      db: t.services.db,
      storage: noFiles,
      allowance: async () => ({ planName: 'Free', limitBytes: 10 * MB }),
      podcastPrefixes: async () => [],
      reservations: async () => live.shift() ?? [],
    });
    // 0 stored + R + 5 fit in 10 MB; under the lock R (stored, unmeasured) + S + 5 do not.
    const recheck = await quota.gate(me.id, 5 * MB, 'render');
    const refused = await t.services.db.transaction((tx) => recheck(tx)).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('with about 7 MB more in renders and exports not finished yet');
  });
});

describe('storing with the bytes held (a clone recording)', () => {
  const MB = 1_000_000;
  const noFiles = { async *list() {} } as unknown as FileStorage;
  const quotaWith = (live: Array<{ refId: string; bytes: number }>) =>
    new StorageQuota({
      db: t.services.db,
      storage: noFiles,
      allowance: async () => ({ planName: 'Free', limitBytes: 10 * MB }),
      podcastPrefixes: async () => [],
      reservations: async () => live,
    });
  const slotsOf = async (userId: number) =>
    (await t.services.db.execute(`select purpose from upload_slots where user_id = ${userId}`)).rows;

  it('stores nothing and frees the slot when the bytes do not fit under the lock', async () => {
    const me = await signedIn();
    const store = vi.fn(async () => {});
    const refused = await quotaWith([{ refId: 'R', bytes: 8 * MB }])
      .storeHeld(me.id, 3 * MB, 'recording', 'recording', store)
      .catch((error: Error) => error);
    expect((refused as Error).message).toContain('this recording needs 3 MB more');
    expect(store).not.toHaveBeenCalled();
    expect(await slotsOf(me.id)).toEqual([]);
  });

  it('refuses with a sentence, storing nothing, when the slot stays taken past the wait', async () => {
    const me = await signedIn();
    const release = await takeUserSlot(t.services.db, me.id, 'recording');
    const store = vi.fn(async () => {});
    const refused = await quotaWith([])
      .storeHeld(me.id, 1 * MB, 'recording', 'recording', store)
      .catch((error: Error & { statusCode?: number }) => error);
    expect(refused).toMatchObject({ statusCode: 429, message: SLOT_BUSY_MESSAGE });
    expect(store).not.toHaveBeenCalled();
    await release?.();
    expect(await slotsOf(me.id)).toEqual([]);
  }, 30_000);

  it('holds the bytes on the slot while storing, and lets a second recording through once the first is stored', async () => {
    const me = await signedIn();
    const quota = quotaWith([]);
    let letGo = () => {};
    const first = quota.storeHeld(me.id, 2 * MB, 'recording', 'recording', async () => {
      const held = await t.services.db.execute<{ reserved_bytes: number }>(
        `select reserved_bytes from upload_slots where user_id = ${me.id}`,
      );
      expect(held.rows).toEqual([{ reserved_bytes: 2 * MB }]);
      await new Promise<void>((resolve) => {
        letGo = resolve;
      });
    });
    const order: string[] = [];
    const second = quota.storeHeld(me.id, 2 * MB, 'recording', 'recording', async () => {
      order.push('second stored');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]); // waiting for the user's slot
    order.push('first stored');
    letGo();
    await Promise.all([first, second]);
    expect(order).toEqual(['first stored', 'second stored']);
    expect(await slotsOf(me.id)).toEqual([]);
  });
});
