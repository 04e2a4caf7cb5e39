import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { useTestApp } from '../../test/use-test-app';
import { createSession, createUser, DEFAULT_PASSWORD } from '../auth/testing/factories';
import { apiClient } from '../auth/testing/http';
import { cloneSamplesFolderOf, musicFolderOf } from '../music';
import { graphql, rawRequest } from '../publishing/testing/publishing-test-kit';
import { clientSubscriptions, invoices, paymentOrders, users, webhookEndpoints } from '../schema';
import { accountDeletions, DELETION_TEXT } from '.';
import { findDeletion } from './deletion.repository';
import { creatorWithEverything } from './testing/everything';

let t: TestApp;
const clock = createTestClock();
useTestApp(
  (app) => {
    t = app;
  },
  {},
  { now: clock.now },
);

const DELETE = 'mutation($p: String!) { deleteAccount(password: $p) { success message } }';
const service = () => t.app.modules.privacy.service.deletion;

async function filesUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.services.storage.list(prefix)) keys.push(file.key);
  return keys;
}

async function mails(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

async function waitForDeletion(userId: number) {
  for (let i = 0; i < 300; i++) {
    const [row] = await t.services.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
    if (row?.finishedAt) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the deletion did not finish');
}

/** Everything a deleted account must leave behind: gone, refused, anonymised, and nothing renewing. */
async function expectDeleted(asha: Awaited<ReturnType<typeof creatorWithEverything>>) {
  const userId = asha.user.id;
  expect((await rawRequest(asha.episode.feedUrl)).status).toBe(410);
  expect((await rawRequest(`${t.url}/shows/${asha.feed.feedId}`)).status).toBe(410);
  expect((await rawRequest(`${t.url}/episodes/${asha.episode.episodeId}`)).status).toBe(410);
  expect((await rawRequest(`${t.url}/embed/episodes/${asha.episode.episodeId}`)).status).toBe(410);
  for (const prefix of [
    `podcasts/${asha.podcast.id}/`,
    `feeds/${asha.feed.feedId}/`,
    musicFolderOf(userId),
    cloneSamplesFolderOf(userId),
    `exports/${userId}/`,
  ]) {
    expect(await filesUnder(prefix), prefix).toEqual([]);
  }
  const login = await apiClient(t.url).post('/auth/native/login', {
    username: asha.user.email,
    password: DEFAULT_PASSWORD,
  });
  expect(login.status).toBeGreaterThanOrEqual(400);
  // The session it had is over: its token is refused.
  expect((await apiClient(t.url).graphql('{ me { id email } }', {}, asha.accessToken)).status).toBe(401);

  const { db } = t.services;
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  expect(person).toMatchObject({ passwordHash: null, givenName: '', familyName: '', phoneNumber: null });
  expect(person?.email).not.toBe(asha.user.email);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, userId));
  expect(invoice?.number).toBeTruthy();
  expect(await t.services.storage.stat(invoice?.storagePath as string)).toBeNull();
  const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ customerName: '', customerEmail: '', customerPhone: null });

  // The period ends: no renewal order is opened for the deleted account.
  const [subscription] = await db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, userId));
  expect(subscription?.autoRenew).toBe(false);
  clock.advance(40 * 24 * 60 * 60 * 1000);
  await t.app.modules.billing.service.renewals.runPeriodEnds();
  expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).toHaveLength(1);
}

/** An API token (that works) and a webhook endpoint of the account, to see both end with it. */
async function tokenAndWebhookOf(accessToken: string): Promise<string> {
  const token = await graphql(
    t,
    accessToken,
    'mutation{ createApiToken(input:{ name:"CI", scopes:["read"] }){ token } }',
  );
  const apiToken = token.data?.createApiToken.token as string;
  expect((await apiClient(t.url).graphql('{ me { id } }', {}, apiToken)).status).toBe(200);
  const hook = await graphql(
    t,
    accessToken,
    'mutation{ createWebhookEndpoint(input:{ url:"https://93.184.215.14/hook", events:["audio.ready"] }){ id } }',
  );
  expect(hook.errors).toBeUndefined();
  return apiToken;
}

describe('Delete my account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const asha = await creatorWithEverything(t, 'Asha', 'How bees talk');
    const answer = await graphql(t, asha.accessToken, DELETE, { p: 'not-my-password' });
    expect(answer.errors?.[0]?.message).toBe(DELETION_TEXT.wrongPassword);
    expect((await rawRequest(asha.episode.feedUrl)).status).toBe(200);
    const me = await graphql(t, asha.accessToken, '{ me { email } }');
    expect(me.data?.me.email).toBe(asha.user.email);
  });

  it('stops, cancels, deletes and retires everything, keeps the invoices without the person, frees the e-mail', async () => {
    const asha = await creatorWithEverything(t, 'Asha', 'How bees talk');
    const other = await creatorWithEverything(t, 'Zubin', 'Zubin show');
    const apiToken = await tokenAndWebhookOf(asha.accessToken);
    const answer = await graphql(t, asha.accessToken, DELETE, { p: DEFAULT_PASSWORD });
    expect(answer.data?.deleteAccount).toEqual({ success: true, message: DELETION_TEXT.started });
    await waitForDeletion(asha.user.id);
    await expectDeleted(asha);
    // Its API token speaks for nobody now, and its webhooks are gone.
    expect((await apiClient(t.url).graphql('{ me { id } }', {}, apiToken)).status).toBe(401);
    expect(
      await t.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, asha.user.id)),
    ).toEqual([]);

    // The other creator is untouched, and the e-mail can sign up again as a new account.
    expect((await rawRequest(other.episode.feedUrl)).status).toBe(200);
    expect((await rawRequest(`${t.url}/episodes/${other.episode.episodeId}`)).status).toBe(200);
    expect((await rawRequest(`${t.url}/episodes/987654`)).status).toBe(404);
    expect(await filesUnder(musicFolderOf(other.user.id))).toHaveLength(1);
    const again = await apiClient(t.url).post('/auth/native/signup', {
      username: asha.user.email,
      email: asha.user.email,
      password: DEFAULT_PASSWORD,
      given_name: 'Asha',
      family_name: 'Again',
    });
    expect(again.status).toBe(201);
  });

  it('asks an account without a password for a mailed code instead', async () => {
    const google = await createUser(t.services.db, { password: null, googleSubject: `google-${Date.now()}` });
    const token = (await createSession(t.services, google)).accessToken;
    const bare = await graphql(t, token, 'mutation { deleteAccount { success message } }');
    expect(bare.errors?.[0]?.message).toBe(DELETION_TEXT.codeNeeded);
    const sent = await graphql(t, token, 'mutation { requestAccountDeletionCode { success message } }');
    expect(sent.data?.requestAccountDeletionCode).toEqual({ success: true, message: DELETION_TEXT.codeSent });
    const wrong = await graphql(t, token, 'mutation($c: String) { deleteAccount(code: $c) { success } }', {
      c: '000000x',
    });
    expect(wrong.errors?.[0]?.message).toMatch(/code/i);
    const mail = (await mails()).find((m) => m.includes(google.email) && m.includes('account deletion code'));
    const code = /^(\d{6})\r?$/m.exec(mail ?? '')?.[1];
    expect(code).toBeDefined();
    const done = await graphql(t, token, 'mutation($c: String) { deleteAccount(code: $c) { success } }', { c: code });
    expect(done.data?.deleteAccount).toEqual({ success: true });
    await waitForDeletion(google.id);
    const [person] = await t.services.db.select().from(users).where(eq(users.id, google.id));
    expect(person).toMatchObject({ googleSubject: null, givenName: '' });
  });

  it('resumes a deletion whose process died midway, from the step it had reached', async () => {
    const asha = await creatorWithEverything(t, 'Asha', 'How bees talk');
    const begun = await service().begin(asha.user.id, { password: DEFAULT_PASSWORD });
    const dying = new AbortController();
    const run = service().run(begun.id, dying.signal, (step) => {
      if (step === 'delete-voices') dying.abort(new Error('the process died'));
    });
    await expect(run).rejects.toThrow('the process died');
    expect((await findDeletion(t.services.db, begun.id))?.step).toBe('delete-files');
    // Half done: jobs stopped, subscription cancelled, voices gone, but files and the feed still there.
    expect(await filesUnder(musicFolderOf(asha.user.id))).toHaveLength(1);
    expect((await rawRequest(asha.episode.feedUrl)).status).toBe(200);

    expect(await service().resumeAll()).toBe(1);
    await waitForDeletion(asha.user.id);
    await expectDeleted(asha);
  });
});
