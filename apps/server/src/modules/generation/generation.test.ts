import { GRAPHQL_PATH, isFailedResult, parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';

let database: TestDatabase;
let t: TestApp;
let tokenA: string;
let tokenB: string;
let userAId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  const a = await createUser(t.services.db, { givenName: 'Asha' });
  const b = await createUser(t.services.db, { givenName: 'Bilal' });
  userAId = a.id;
  tokenA = (await createSession(t.services, a)).accessToken;
  tokenB = (await createSession(t.services, b)).accessToken;
});

const scriptPayload = (overrides: Record<string, unknown> = {}) => ({
  topic: 'How bees talk to each other',
  host: 'Asha',
  guest: 'Ravi',
  no_of_speaker: 2,
  language: 'en-IN',
  category: 'Science',
  tone: 'Casual',
  duration: 2,
  feature_key: 'generate_script',
  ...overrides,
});

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function graphql(query: string, variables: Record<string, unknown>, token: string) {
  const { body } = await post(GRAPHQL_PATH, { query, variables }, token);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return body as { data?: Record<string, any>; errors?: Array<{ message: string }> };
}

async function generate(token = tokenA, overrides: Record<string, unknown> = {}) {
  const { status, body } = await post('/generate/script', scriptPayload(overrides), token);
  expect(status).toBe(200);
  return body as { ref_id: string; podcast_id: number; batch_job_id: string; eta: number };
}

const streamUrl = (refId: string) => `${t.url}/api/v1/agents/stream/${refId}`;

describe('script generation end to end', () => {
  it('starts a job, streams eta, lines and the final script, and lists the podcast', async () => {
    const started = await generate();
    expect(started).toMatchObject({
      ref_id: expect.any(String),
      podcast_id: expect.any(Number),
      eta: expect.any(Number),
    });
    expect(started.batch_job_id).toBeTruthy();

    const { status, events, contentType } = await readEvents(streamUrl(started.ref_id), tokenA);
    expect(status).toBe(200);
    expect(contentType).toContain('text/event-stream');
    expect(events[0]).toEqual({ eta: started.eta });
    const last = events.at(-1);
    expect(last && 'result' in last).toBe(true);
    if (!last || !('result' in last)) return;
    expect(isFailedResult(last.result)).toBe(false);
    expect(last.result.podcast_id).toBe(started.podcast_id);
    const lines = parseTranscript(last.result.message ?? '');
    expect(lines.length).toBeGreaterThan(5);
    expect(new Set(lines.map((l) => l.speaker))).toEqual(new Set(['Asha', 'Ravi']));

    const { data } = await graphql(
      'query($page:Int,$size:Int){ userPodcasts(page:$page,pageSize:$size){ items{ podcastId title transcript status language createdAt } pageInfo{ totalItems totalPages currentPage hasNextPage hasPreviousPage } } }',
      { page: 1, size: 6 },
      tokenA,
    );
    expect(data?.userPodcasts.items).toHaveLength(1);
    expect(data?.userPodcasts.items[0]).toMatchObject({
      podcastId: started.podcast_id,
      status: 'script_ready',
      language: 'en-IN',
      transcript: last.result.message,
    });
    expect(data?.userPodcasts.pageInfo).toEqual({
      totalItems: 1,
      totalPages: 1,
      currentPage: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it('streams the lines as they are written, each placed by its index', async () => {
    const started = await generate(tokenA, { duration: 5 });
    const { events } = await readEvents(streamUrl(started.ref_id), tokenA);
    const placed: Array<{ speaker: string; text: string }> = [];
    for (const event of events) {
      if (!('progress' in event) || !event.progress.lines) continue;
      if (event.progress.replace) placed.length = 0;
      event.progress.lines.forEach((line, i) => {
        placed[(event.progress.from ?? 0) + i] = line;
      });
    }
    const final = events.at(-1);
    if (!final || !('result' in final)) throw new Error('no result');
    expect(placed).toEqual(parseTranscript(final.result.message ?? ''));
  });

  it('gives a stream opened after the job finished its final event at once', async () => {
    const started = await generate();
    await readEvents(streamUrl(started.ref_id), tokenA);
    const began = Date.now();
    const { events } = await readEvents(streamUrl(started.ref_id), tokenA);
    expect(Date.now() - began).toBeLessThan(2000);
    expect(events[0]).toEqual({ eta: started.eta });
    const last = events.at(-1);
    expect(last && 'result' in last && last.result.podcast_id).toBe(started.podcast_id);
  });

  it('finds the podcast by batch job id for its owner only', async () => {
    const started = await generate();
    await readEvents(streamUrl(started.ref_id), tokenA);
    const query = 'query($id:String!){ podcastByBatchJobId(batchJobId:$id){ podcastId transcript } }';
    const own = await graphql(query, { id: started.batch_job_id }, tokenA);
    expect(own.data?.podcastByBatchJobId.podcastId).toBe(started.podcast_id);
    expect(own.data?.podcastByBatchJobId.transcript.length).toBeGreaterThan(20);
    const other = await graphql(query, { id: started.batch_job_id }, tokenB);
    expect(other.data?.podcastByBatchJobId).toBeNull();
  });
});

describe('the script payload is validated at the edge (spec 000 §5)', () => {
  it.each([
    [{ topic: '   ' }, 'Please enter a podcast topic.'],
    [{ host: ' ' }, 'Please enter a host name'],
    [{ guest: '' }, 'Please enter a guest name'],
    [{ language: 'xx-XX' }, 'Please choose a language from the list.'],
    [{ tone: 'Angry' }, 'Please choose a tone from the list.'],
    [{ duration: 7 }, 'Please choose a duration from the list.'],
    [{ no_of_speaker: 3 }, 'Please enter a name for every speaker.'],
    [
      { no_of_speaker: 5, more_speakers: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
      'Please choose between 1 and 4 speakers.',
    ],
    [{ no_of_speaker: 0 }, 'Please choose between 1 and 4 speakers.'],
  ])('refuses %j', async (overrides, message) => {
    const { status, body } = await post('/generate/script', scriptPayload(overrides), tokenA);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });

  it('writes for three and four speakers named in more_speakers (the Create New Podcast wizard)', async () => {
    const more = [{ name: 'Meera' }, { name: 'John' }];
    for (const count of [3, 4]) {
      const started = await generate(tokenA, { no_of_speaker: count, more_speakers: more, duration: 5 });
      const { events } = await readEvents(streamUrl(started.ref_id), tokenA);
      const last = events.at(-1);
      if (!last || !('result' in last)) throw new Error('no result');
      const speakers = new Set(parseTranscript(last.result.message ?? '').map((l) => l.speaker));
      expect(speakers).toEqual(new Set(['Asha', 'Ravi', 'Meera', 'John'].slice(0, count)));
    }
  });

  it('accepts one speaker without a guest and trims the names', async () => {
    const started = await generate(tokenA, { no_of_speaker: 1, guest: undefined, host: '  Asha  ' });
    const { events } = await readEvents(streamUrl(started.ref_id), tokenA);
    const last = events.at(-1);
    if (!last || !('result' in last)) throw new Error('no result');
    expect(new Set(parseTranscript(last.result.message ?? '').map((l) => l.speaker))).toEqual(new Set(['Asha']));
  });

  it('refuses a payload naming another user, and a caller without a token', async () => {
    const mismatch = await post('/generate/script', scriptPayload({ user_id: userAId + 1000 }), tokenA);
    expect(mismatch).toEqual({ status: 403, body: { message: 'Invalid user ID. Please log in again.' } });
    const same = await post('/generate/script', scriptPayload({ user_id: userAId, userID: String(userAId) }), tokenA);
    expect(same.status).toBe(200);
    const anonymous = await post('/generate/script', scriptPayload());
    expect(anonymous.status).toBe(401);
  });
});

describe("another user's podcast", () => {
  it('cannot be streamed, edited or deleted by someone else', async () => {
    const started = await generate();
    await readEvents(streamUrl(started.ref_id), tokenA);
    const stream = await readEvents(streamUrl(started.ref_id), tokenB);
    expect(stream.status).toBe(404);

    const edit = await graphql(
      'mutation($input: UpdatePodcastTranscriptInput!){ updatePodcastTranscript(input:$input){ podcastId } }',
      { input: { podcastId: started.podcast_id, transcript: 'Eve: mine now' } },
      tokenB,
    );
    expect(edit.errors?.[0]?.message).toBe('We could not find that podcast.');
    const remove = await graphql(
      'mutation($id:Int!){ deletePodcast(podcastId:$id){ success } }',
      { id: started.podcast_id },
      tokenB,
    );
    expect(remove.errors?.[0]?.message).toBe('We could not find that podcast.');
    const list = await graphql('{ userPodcasts { items { podcastId } } }', {}, tokenB);
    expect(list.data?.userPodcasts.items).toEqual([]);
    const read = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ title } }',
      { id: started.podcast_id },
      tokenB,
    );
    expect(read.errors?.[0]?.message).toBe('We could not find that podcast.');
  });

  it('reads one podcast with the settings it was generated with', async () => {
    const started = await generate();
    await readEvents(streamUrl(started.ref_id), tokenA);
    const read = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ podcastId settings { category tone duration noOfSpeaker host guest } } }',
      { id: started.podcast_id },
      tokenA,
    );
    expect(read.data?.podcast).toEqual({
      podcastId: started.podcast_id,
      settings: { category: 'Science', tone: 'Casual', duration: 2, noOfSpeaker: 2, host: 'Asha', guest: 'Ravi' },
    });
  });

  it('answers 401 to a token that is sent but not valid, so the browser logs out', async () => {
    const forged = `${tokenA.slice(0, -4)}AAAA`;
    const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${forged}` },
      body: JSON.stringify({ query: '{ getPopularTopics { items { id } } }' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });
});

describe('editing, paging and deleting', () => {
  it('saves a parsed transcript and refuses one that does not parse', async () => {
    const started = await generate();
    await readEvents(streamUrl(started.ref_id), tokenA);
    const mutation =
      'mutation($input: UpdatePodcastTranscriptInput!){ updatePodcastTranscript(input:$input){ podcastId transcript status } }';
    const saved = await graphql(
      mutation,
      { input: { podcastId: started.podcast_id, transcript: 'Asha : **Hello** there\nand more\nRavi: Hi!' } },
      tokenA,
    );
    expect(saved.data?.updatePodcastTranscript).toEqual({
      podcastId: started.podcast_id,
      transcript: 'Asha: Hello there and more\nRavi: Hi!',
      status: 'script_ready',
    });
    const refused = await graphql(mutation, { input: { podcastId: started.podcast_id, transcript: '   ' } }, tokenA);
    expect(refused.errors?.[0]?.message).toBe('The script needs at least one line written as "Speaker: text".');
  });

  it('pages newest first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = await generate(tokenA, { topic: `Topic number ${i}` });
      await readEvents(streamUrl(started.ref_id), tokenA);
      ids.push(started.podcast_id);
    }
    const query =
      'query($p:Int){ userPodcasts(page:$p, pageSize:6){ items{ podcastId } pageInfo{ totalPages currentPage hasNextPage hasPreviousPage totalItems } } }';
    const first = await graphql(query, { p: 1 }, tokenA);
    expect(first.data?.userPodcasts.items.map((i: { podcastId: number }) => i.podcastId)).toEqual(
      ids.slice(1).reverse(),
    );
    expect(first.data?.userPodcasts.pageInfo).toEqual({
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPreviousPage: false,
      totalItems: 7,
    });
    const second = await graphql(query, { p: 2 }, tokenA);
    expect(second.data?.userPodcasts.items.map((i: { podcastId: number }) => i.podcastId)).toEqual([ids[0]]);
    expect(second.data?.userPodcasts.pageInfo.hasPreviousPage).toBe(true);
  });

  it('deletes the podcast and its stored files', async () => {
    const started = await generate();
    await readEvents(streamUrl(started.ref_id), tokenA);
    await t.services.storage.put(`podcasts/${started.podcast_id}/audio/1.mp3`, Buffer.from('fake-audio'));
    const removed = await graphql(
      'mutation($id:Int!){ deletePodcast(podcastId:$id){ podcastId success message } }',
      { id: started.podcast_id },
      tokenA,
    );
    expect(removed.data?.deletePodcast).toEqual({
      podcastId: started.podcast_id,
      success: true,
      message: 'Podcast deleted successfully.',
    });
    expect(await t.services.storage.stat(`podcasts/${started.podcast_id}/audio/1.mp3`)).toBeNull();
    const list = await graphql('{ userPodcasts { items { podcastId } } }', {}, tokenA);
    expect(list.data?.userPodcasts.items).toEqual([]);
    const stream = await readEvents(streamUrl(started.ref_id), tokenA);
    expect(stream.status).toBe(404);
  });
});

describe('source material', () => {
  it('extracts pasted text and refuses addresses on this machine or the cloud metadata service', async () => {
    const text = await post('/generate/sources', { text: 'Bees dance to share where flowers are.' }, tokenA);
    expect(text.body).toEqual({
      id: expect.any(Number),
      title: 'Bees dance to share where flowers are.',
      kind: 'text',
      words: 7,
      text: 'Bees dance to share where flowers are.',
      characters: 38,
    });
    for (const url of [
      `${t.url}/healthz`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'file:///etc/passwd',
    ]) {
      const refused = await post('/generate/sources', { url }, tokenA);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
  });
});
