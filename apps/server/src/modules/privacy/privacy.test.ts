import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../platform/jobs/test-support';
import type { TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { useTestApp } from '../../test/use-test-app';
import { graphql, rawRequest } from '../publishing/testing/publishing-test-kit';
import { sources } from '../schema';
import { EXPORT_LINK_SECONDS, EXPORT_TEXT } from '.';
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

const REQUEST = 'mutation { requestDataExport { exportId } }';
const LIST = '{ dataExports { id status url expiresAt bytes } }';
type Export = { id: string; status: string; url: string | null; expiresAt: string | null; bytes: number | null };

async function exportsOf(token: string): Promise<Export[]> {
  const answer = await graphql(t, token, LIST);
  expect(answer.errors).toBeUndefined();
  return answer.data?.dataExports as Export[];
}

/** Asks for an export and waits for the job to finish it. */
async function exportFor(token: string): Promise<Export> {
  const asked = await graphql(t, token, REQUEST);
  expect(asked.errors).toBeUndefined();
  const id = asked.data?.requestDataExport.exportId as string;
  for (let i = 0; i < 300; i++) {
    const found = (await exportsOf(token)).find((e) => e.id === id);
    if (found && found.status !== 'queued' && found.status !== 'running') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish');
}

async function download(url: string): Promise<Record<string, Uint8Array>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');
const sha = (bytes: Uint8Array | Buffer) => createHash('sha256').update(bytes).digest('hex');

async function mails(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

async function addSources(ashaId: number, otherId: number) {
  await t.services.db.insert(sources).values([
    { userId: ashaId, title: 'Waggle dances', kind: 'text', text: 'Bees dance to say where food is.', words: 7 },
    { userId: otherId, title: 'Zubin notes', kind: 'text', text: 'Zubin kept this to himself.', words: 5 },
  ]);
}

/** The source library (with each source's text), the clips and the series are in the zip too. */
function expectLibraryParts(zip: Record<string, Uint8Array>) {
  expect(JSON.parse(text(zip['sources/sources.json']))).toEqual([
    expect.objectContaining({ title: 'Waggle dances', text: 'Bees dance to say where food is.' }),
  ]);
  expect(JSON.parse(text(zip['podcasts/clips.json']))).toEqual([]);
  expect(JSON.parse(text(zip['series/series.json']))).toEqual([]);
}

describe('Download my data', () => {
  it('puts one of everything in the zip, as stored and as served, and none of another user', async () => {
    const asha = await creatorWithEverything(t, 'Asha', 'How bees talk');
    const other = await creatorWithEverything(t, 'Zubin', 'Zubin private show');
    await addSources(asha.user.id, other.user.id);
    const done = await exportFor(asha.accessToken);
    expect(done).toMatchObject({ status: 'ready' });
    expect(done.bytes).toBeGreaterThan(1000);
    expect(new Date(done.expiresAt as string).getTime() - clock.now()).toBeGreaterThan(
      (EXPORT_LINK_SECONDS - 60) * 1000,
    );
    const zip = await download(done.url as string);
    const names = Object.keys(zip);

    expect(text(zip['README.txt'])).toContain('feed.xml');
    const profile = JSON.parse(text(zip['profile.json']));
    expect(profile).toMatchObject({ email: asha.user.email, givenName: 'Asha', signsInWithPassword: true });
    expect(text(zip['profile.json'])).not.toContain('passwordHash');

    const podcastDir = `podcasts/${asha.podcast.id}-how-bees-talk`;
    expect(text(zip[`${podcastDir}/transcript.txt`])).toBe(asha.podcast.transcript);
    expect(JSON.parse(text(zip[`${podcastDir}/podcast.json`]))).toMatchObject({ id: asha.podcast.id });
    const audioKey = asha.podcast.storagePath as string;
    const audio = zip[`${podcastDir}/files/${audioKey.slice(`podcasts/${asha.podcast.id}/`.length)}`];
    expect(audio && sha(audio)).toBe(sha(await t.services.storage.read(audioKey)));

    const feedEntry = names.find((n) => /^shows\/[^/]+\/feed\.xml$/.test(n)) as string;
    expect(feedEntry).toBeDefined();
    expect(text(zip[feedEntry])).toBe((await rawRequest(asha.episode.feedUrl)).body.toString('utf8'));
    const showDir = path.posix.dirname(feedEntry);
    expect(names.some((n) => n.startsWith(`${showDir}/files/episodes/`) && n.endsWith('.mp3'))).toBe(true);
    const episodes = JSON.parse(text(zip[`${showDir}/episodes.json`]));
    expect(episodes.map((e: { id: number }) => e.id)).toEqual([asha.episode.episodeId]);

    const stats = names.find((n) => n.startsWith('analytics/') && n.endsWith(`episode-${asha.episode.episodeId}.json`));
    expect(JSON.parse(text(zip[stats as string]))).toMatchObject({ downloads: 1 });
    expect(text(zip['music/files/Asha-song.mp3']).length).toBeGreaterThan(0);
    expect(JSON.parse(text(zip['voices/consents.json']))[0]).toMatchObject({ statement: 'I, Asha, own this voice.' });
    expect(text(zip['voices/samples/Asha-sample.wav'])).toBe('RIFF Asha sample');
    expect(JSON.parse(text(zip['voices/cloned-voices.json']))).toHaveLength(1);
    expectLibraryParts(zip);
    const payments = JSON.parse(text(zip['billing/payments.json']));
    expect(payments.transactions).toHaveLength(1);
    expect(text(zip['billing/payments.json'])).not.toContain('gatewayMetadata');
    const invoice = names.find((n) => n.startsWith('billing/invoices/') && n.endsWith('.pdf')) as string;
    expect(text(zip[invoice]).startsWith('%PDF')).toBe(true);

    // Nothing of the other creator: not their files, rows, names or e-mail.
    const everything = names.map((n) => `${n}\n${text(zip[n])}`).join('\n');
    for (const trace of [other.user.email, 'Zubin', `podcasts/${other.podcast.id}-`, other.feed.feedId]) {
      expect(everything).not.toContain(trace);
    }

    const mailed = (await mails()).find((m) => m.includes(asha.user.email) && m.includes('ready to download'));
    expect(mailed).toBeDefined();
  });
});

describe('Download my data: one at a time, for seven days, with a session', () => {
  it('makes one export at a time per user', async () => {
    const asha = await creatorWithEverything(t, 'Asha', 'How bees talk');
    const answers = await Promise.all([1, 2, 3].map(() => graphql(t, asha.accessToken, REQUEST)));
    const refused = answers.filter((a) => a.errors?.length);
    expect(answers.length - refused.length).toBe(1);
    expect(refused.map((a) => a.errors?.[0]?.message)).toEqual([EXPORT_TEXT.busy, EXPORT_TEXT.busy]);
    // The one export finishes before the next test resets the data: no job of this test runs into the next.
    await waitFor(async () => {
      expect((await exportsOf(asha.accessToken)).map((e) => e.status)).toEqual(['ready']);
    }, 30_000);
  });

  it('lets the link expire after seven days and deletes the file', async () => {
    const asha = await creatorWithEverything(t, 'Asha', 'How bees talk');
    const done = await exportFor(asha.accessToken);
    const url = done.url as string;
    expect((await fetch(url)).status).toBe(200);
    clock.advance((EXPORT_LINK_SECONDS + 60) * 1000);
    const [listed] = await exportsOf(asha.accessToken);
    expect(listed).toMatchObject({ status: 'expired', url: null });
    expect(await t.app.modules.privacy.service.exports.sweepExpired()).toBe(1);
    expect((await fetch(url)).status).not.toBe(200);
    const keys: string[] = [];
    for await (const file of t.services.storage.list(`exports/${asha.user.id}`)) keys.push(file.key);
    expect(keys).toEqual([]);
  });

  it('refuses a caller without a session', async () => {
    const answer = await graphql(t, null, REQUEST);
    expect(answer.errors?.[0]?.message).toBe('Please log in to continue.');
  });
});
