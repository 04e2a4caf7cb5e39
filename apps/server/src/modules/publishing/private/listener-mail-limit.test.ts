import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LISTENER_MAILS_PER_ADDRESS_PER_HOUR,
  LISTENER_MAILS_PER_SHOW_PER_HOUR,
  LISTENER_MESSAGES,
} from '@podloom/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../../platform/rate-limits';
import type { TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import {
  createCreatorWithFeed,
  type GraphQLAnswer,
  graphql,
  rawRequest,
  rssInput,
} from '../testing/publishing-test-kit';
import { ListenerMailLimit } from './listener-mail-limit';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const UPDATE_SHOW = 'mutation($id:String!,$input:ShowInput!){ updateShow(showId:$id, input:$input){ id visibility } }';
const ADD = `mutation($s:String!,$n:String!,$e:String!){
  addListener(showId:$s, name:$n, email:$e){ listenerId feedUrl mailed mailNote } }`;
const ROTATE = 'mutation($l:String!){ rotateListener(listenerId:$l){ listenerId feedUrl mailed mailNote } }';

interface ListenerFeed {
  listenerId: string;
  feedUrl: string;
  mailed: boolean;
  mailNote: string | null;
}

function feedOf(answer: GraphQLAnswer, field: 'addListener' | 'rotateListener'): ListenerFeed {
  expect(answer.errors).toBeUndefined();
  return answer.data?.[field] as ListenerFeed;
}

/** An address no other test (or earlier run against a shared Redis) has mailed. */
const freshAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** How many mails in the outbox went to this address. */
async function mailsTo(address: string): Promise<number> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return raw.filter((mail) => new RegExp(`^To: ${address.replace(/\./g, '\\.')}\\r?$`, 'mi').test(mail)).length;
}

/** A creator's private show. */
async function privateShow() {
  const setup = await createCreatorWithFeed(t);
  const { platform: _platform, ...form } = rssInput();
  const made = await graphql(t, setup.accessToken, UPDATE_SHOW, {
    id: setup.feed.feedId,
    input: { ...form, visibility: 'PRIVATE' },
  });
  expect(made.errors).toBeUndefined();
  const add = async (email: string, name = 'Mira Patel') =>
    feedOf(await graphql(t, setup.accessToken, ADD, { s: setup.feed.feedId, n: name, e: email }), 'addListener');
  const rotate = async (listenerId: string) =>
    feedOf(await graphql(t, setup.accessToken, ROTATE, { l: listenerId }), 'rotateListener');
  return { ...setup, add, rotate };
}

describe('listener mail limits', () => {
  it('stops mailing one address past its hourly limit, yet still rotates the URL', async () => {
    const show = await privateShow();
    const address = freshAddress('mira');
    const added = await show.add(address);
    expect(added).toMatchObject({ mailed: true, mailNote: null });
    let current = added;
    for (let i = 1; i < LISTENER_MAILS_PER_ADDRESS_PER_HOUR; i++) {
      current = await show.rotate(added.listenerId);
      expect(current.mailed).toBe(true);
    }
    expect(await mailsTo(address)).toBe(LISTENER_MAILS_PER_ADDRESS_PER_HOUR);

    // A flood of rotations: each still replaces the URL (the old one answers 410), none is mailed.
    for (let i = 0; i < 5; i++) {
      const before = current.feedUrl;
      current = await show.rotate(added.listenerId);
      expect(current).toMatchObject({ mailed: false, mailNote: LISTENER_MESSAGES.mailLimitAddress });
      expect(current.feedUrl).not.toBe(before);
      expect((await rawRequest(before)).status).toBe(410);
      expect((await rawRequest(current.feedUrl)).status).toBe(200);
    }
    expect(await mailsTo(address)).toBe(LISTENER_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('counts an address across shows, and the flood of one address leaves the show its other mails', async () => {
    const first = await privateShow();
    const second = await privateShow();
    const address = freshAddress('tom');
    const tom = await first.add(address, 'Tom Okafor');
    for (let i = 1; i < LISTENER_MAILS_PER_ADDRESS_PER_HOUR; i++) await first.rotate(tom.listenerId);
    // Another creator adding the same address gets the listener, not the mail.
    const elsewhere = await second.add(address.toUpperCase(), 'Tom Okafor');
    expect(elsewhere).toMatchObject({ mailed: false, mailNote: LISTENER_MESSAGES.mailLimitAddress });
    for (let i = 0; i < 10; i++) await first.rotate(tom.listenerId);
    // The first show's refused mails to Tom did not use its own budget.
    const other = freshAddress('ana');
    expect(await first.add(other, 'Ana Silva')).toMatchObject({ mailed: true, mailNote: null });
    expect(await mailsTo(other)).toBe(1);
  });

  it('lets only one of two requests at once take the last mail to an address', async () => {
    const first = await privateShow();
    const second = await privateShow();
    const address = freshAddress('lee');
    const lee = await first.add(address, 'Lee Chen');
    for (let i = 2; i < LISTENER_MAILS_PER_ADDRESS_PER_HOUR; i++) await first.rotate(lee.listenerId);
    // One mail left for the address: a rotation on one show and an addition on another, at once.
    const [rotated, added] = await Promise.all([first.rotate(lee.listenerId), second.add(address, 'Lee Chen')]);
    expect([rotated.mailed, added.mailed].sort()).toEqual([false, true]);
    expect(await mailsTo(address)).toBe(LISTENER_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('stops mailing from one show past its hourly limit, one request of two at once taking the last mail', async () => {
    const show = await privateShow();
    const run = randomUUID().slice(0, 8);
    for (let i = 1; i < LISTENER_MAILS_PER_SHOW_PER_HOUR; i++) {
      expect((await show.add(`listener${i}.${run}@example.com`, `Listener ${i}`)).mailed).toBe(true);
    }
    const [a, b] = await Promise.all([
      show.add(`last-a.${run}@example.com`, 'Last A'),
      show.add(`last-b.${run}@example.com`, 'Last B'),
    ]);
    expect([a.mailed, b.mailed].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.mailed)?.mailNote).toBe(LISTENER_MESSAGES.mailLimitShow);
    const late = await show.add(`late.${run}@example.com`, 'Late');
    expect(late).toMatchObject({ mailed: false, mailNote: LISTENER_MESSAGES.mailLimitShow });
    // Every listener is added all the same, each with a working feed.
    expect((await rawRequest(late.feedUrl)).status).toBe(200);
    const mailed = await Promise.all(
      [a, b].map(async (r, i) => (await mailsTo(`last-${'ab'[i]}.${run}@example.com`)) === 1 && r.mailed),
    );
    expect(mailed.filter(Boolean)).toHaveLength(1);
    expect(await mailsTo(`late.${run}@example.com`)).toBe(0);
  });
});

describe('ListenerMailLimit', () => {
  it('sends nothing when its counter cannot be reached', async () => {
    const broken = {
      hit: async () => {
        throw new Error('counter down');
      },
      giveBack: async () => {},
      close: async () => {},
    };
    const limit = new ListenerMailLimit(broken, pino({ level: 'silent' }), 'test');
    expect(await limit.take('mira@example.com', 'show')).toEqual({
      allowed: false,
      message: LISTENER_MESSAGES.mailFailed,
    });
  });

  it("does not count a mail the show's limit refused against its address", async () => {
    const store = new MemoryRateLimitStore();
    const limit = new ListenerMailLimit(store, pino({ level: 'silent' }), 'test');
    for (let i = 0; i < LISTENER_MAILS_PER_SHOW_PER_HOUR; i++) {
      expect(await limit.take(`listener${i}@example.com`, 'busy-show')).toEqual({ allowed: true });
    }
    for (let i = 0; i < 5; i++) {
      expect(await limit.take('ana@example.com', 'busy-show')).toEqual({
        allowed: false,
        message: LISTENER_MESSAGES.mailLimitShow,
      });
    }
    for (let i = 0; i < LISTENER_MAILS_PER_ADDRESS_PER_HOUR; i++) {
      expect(await limit.take('ana@example.com', 'quiet-show')).toEqual({ allowed: true });
    }
    expect(await limit.take('ana@example.com', 'quiet-show')).toEqual({
      allowed: false,
      message: LISTENER_MESSAGES.mailLimitAddress,
    });
    await store.close();
  });
});
