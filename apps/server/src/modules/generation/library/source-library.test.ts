import { GRAPHQL_PATH, parseTranscript } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { readEvents } from '../../../test/sse';
import { createSession, createUser } from '../../auth/testing/factories';
import { docxOf, zipOf } from '../sources/test-zip';
import { ZIP_LIMITS, ZIP_MESSAGES } from '../sources/zip-entries';
import { joinSources, LIBRARY_LIMITS, LIBRARY_MESSAGES, sourceTitle } from './source-library';
import { sources } from './sources.schema';

let database: TestDatabase;
let t: TestApp;
let tokenA: string;
let tokenB: string;
let userA: number;

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
  userA = a.id;
  tokenA = (await createSession(t.services, a)).accessToken;
  tokenB = (await createSession(t.services, b)).accessToken;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = Record<string, any>;

async function post(path: string, body: unknown, token: string) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function graphql(query: string, variables: Record<string, unknown>, token: string) {
  const { body } = await post(GRAPHQL_PATH, { query, variables }, token);
  return body as { data?: Json; errors?: Array<{ message: string }> };
}

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.url}/generate/sources`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenA}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const countWords = (transcript: string) =>
  parseTranscript(transcript).reduce((n, line) => n + line.text.split(/\s+/).filter(Boolean).length, 0);

const QUOKKA =
  'Quokkas live on Rottnest Island off the coast of Western Australia. ' +
  'Willem de Vlamingh named the island Rottnest in 1696 because he mistook the quokkas for giant rats. ' +
  'A quokka weighs between 2.5 and 5 kilograms and can climb small trees to reach leaves.';

const scriptPayload = (overrides: Json) => ({
  topic: 'Small animals of islands',
  host: 'Asha',
  guest: 'Ravi',
  no_of_speaker: 2,
  language: 'en-IN',
  category: 'Science',
  tone: 'Casual',
  duration: 2,
  ...overrides,
});

async function writeScript(overrides: Json) {
  const started = await post('/generate/script', scriptPayload(overrides), tokenA);
  expect(started.status).toBe(200);
  const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, tokenA);
  const last = events.at(-1);
  if (!last || !('result' in last)) throw new Error('the script job gave no result');
  return { podcastId: started.body.podcast_id as number, transcript: last.result.message ?? '' };
}

describe('the source library', () => {
  it('stores pasted text and uploaded files, and lists, previews, renames and deletes them', async () => {
    const pasted = await post('/generate/sources', { text: QUOKKA, title: 'Quokka notes' }, tokenA);
    expect(pasted.status).toBe(200);
    expect(pasted.body).toEqual({
      id: expect.any(Number),
      title: 'Quokka notes',
      kind: 'text',
      words: 44,
      text: QUOKKA,
      characters: QUOKKA.length,
    });

    const form = new FormData();
    form.append('file', new Blob(['# Bees\n\nBees dance to tell the hive where flowers are.']), 'bee-notes.md');
    const uploaded = await fetch(`${t.url}/generate/sources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}` },
      body: form,
    });
    const file = (await uploaded.json()) as Json;
    expect(file).toMatchObject({ title: 'bee-notes', kind: 'file', words: 10 });

    const list = await graphql(
      '{ sources(page: 1, pageSize: 10) { items { id title kind fileName url words } pageInfo { totalItems } } }',
      {},
      tokenA,
    );
    expect(list.data?.sources.items).toEqual([
      { id: file.id, title: 'bee-notes', kind: 'file', fileName: 'bee-notes.md', url: null, words: 10 },
      { id: pasted.body.id, title: 'Quokka notes', kind: 'text', fileName: null, url: null, words: 44 },
    ]);
    expect(list.data?.sources.pageInfo.totalItems).toBe(2);

    const one = await graphql('query($id:Int!){ source(id:$id){ text createdAt } }', { id: pasted.body.id }, tokenA);
    expect(one.data?.source.text).toBe(QUOKKA);
    const renamed = await graphql(
      'mutation($id:Int!,$t:String!){ renameSource(id:$id, title:$t){ id title } }',
      { id: pasted.body.id, t: '  Quokkas   of Rottnest ' },
      tokenA,
    );
    expect(renamed.data?.renameSource).toEqual({ id: pasted.body.id, title: 'Quokkas of Rottnest' });
    const blank = await graphql('mutation($id:Int!){ renameSource(id:$id, title:" "){ id } }', { id: file.id }, tokenA);
    expect(blank.errors?.[0]?.message).toBe(LIBRARY_MESSAGES.title);

    const removed = await graphql('mutation($id:Int!){ deleteSource(id:$id){ id success } }', { id: file.id }, tokenA);
    expect(removed.data?.deleteSource).toEqual({ id: file.id, success: true });
    const after = await graphql('{ sources { items { id } } }', {}, tokenA);
    expect(after.data?.sources.items).toEqual([{ id: pasted.body.id }]);
  });

  it("keeps each user's library to themselves", async () => {
    const mine = await post('/generate/sources', { text: QUOKKA }, tokenA);
    const theirs = await graphql('{ sources { items { id } } }', {}, tokenB);
    expect(theirs.data?.sources.items).toEqual([]);
    for (const query of [
      'query($id:Int!){ source(id:$id){ text } }',
      'mutation($id:Int!){ renameSource(id:$id, title:"Mine now"){ id } }',
      'mutation($id:Int!){ deleteSource(id:$id){ success } }',
    ]) {
      const refused = await graphql(query, { id: mine.body.id }, tokenB);
      expect(refused.errors?.[0]?.message).toBe(LIBRARY_MESSAGES.notFound);
    }
    const script = await post('/generate/script', scriptPayload({ source_ids: [mine.body.id] }), tokenB);
    expect(script.status).toBe(400);
    expect(script.body.message).toBe(LIBRARY_MESSAGES.missing);
  });
});

describe('the library and scripts', () => {
  it('stores nothing when a file is refused', async () => {
    const form = new FormData();
    form.append('file', new Blob(['MZ\u0000binary']), 'setup.exe');
    const refused = await fetch(`${t.url}/generate/sources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}` },
      body: form,
    });
    expect(refused.status).toBe(400);
    const bomb = await upload(
      zipOf({ 'word/document.xml': Buffer.alloc(ZIP_LIMITS.entryBytes + 1024, 'a') }),
      'big.docx',
    );
    expect(bomb).toEqual({ status: 400, body: { message: ZIP_MESSAGES.tooLarge } });
    expect(await t.services.db.select().from(sources)).toEqual([]);
  });

  it('reads a Word document in the document worker and keeps it', async () => {
    const kept = await upload(
      docxOf(['Quokkas live on Rottnest Island.', 'They weigh up to 5 kilograms.']),
      'Quokkas.docx',
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ title: 'Quokkas', kind: 'file', words: 11 });
    expect(kept.body.text).toBe('Quokkas live on Rottnest Island.\nThey weigh up to 5 kilograms.');
  });

  it('writes a script from chosen sources, and keeps pasted material as a source of the script', async () => {
    const quokka = await post('/generate/sources', { text: QUOKKA, title: 'Quokkas' }, tokenA);
    const chosen = await writeScript({ source_ids: [quokka.body.id] });
    expect(chosen.transcript).toMatch(/Rottnest|Vlamingh/);

    const general = await writeScript({});
    expect(general.transcript).not.toMatch(/Rottnest|Vlamingh/);

    const pasted = await writeScript({ source_text: 'Puffins nest in burrows on the cliffs of Skomer Island.' });
    const kept = await t.services.db.select().from(sources).where(eq(sources.kind, 'text'));
    expect(kept.map((row) => row.text)).toContain('Puffins nest in burrows on the cliffs of Skomer Island.');
    const shown = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ settings { sourceIds } } }',
      {
        id: pasted.podcastId,
      },
      tokenA,
    );
    const pastedId = kept.find((s) => s.text.startsWith('Puffins'))?.id;
    expect(shown.data?.podcast.settings.sourceIds).toEqual([pastedId]);
    expect(parseTranscript(pasted.transcript).length).toBeGreaterThan(3);
    expect(kept.every((s) => s.userId === userA)).toBe(true);
  });

  it('refuses more than 20 sources and unknown ids with sentences', async () => {
    const many = await post(
      '/generate/script',
      scriptPayload({ source_ids: Array.from({ length: 21 }, (_, i) => i + 1) }),
      tokenA,
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('Please choose 20 sources at most.');
    const bad = await post('/generate/script', scriptPayload({ source_ids: ['x'] }), tokenA);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose sources from your library.');
  });
});

describe('formats and focus', () => {
  it('stores the format, focus and sources with the podcast, and keeps a Brief to two minutes', async () => {
    const quokka = await post('/generate/sources', { text: QUOKKA, title: 'Quokkas' }, tokenA);
    const brief = await writeScript({ source_ids: [quokka.body.id], format: 'brief', focus: 'the name', duration: 5 });
    expect(countWords(brief.transcript)).toBeLessThanOrEqual(2 * 150 * 1.15);
    const { data } = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ format focus sources { id title kind url } settings { sourceIds } } }',
      { id: brief.podcastId },
      tokenA,
    );
    expect(data?.podcast).toEqual({
      format: 'brief',
      focus: 'the name',
      sources: [{ id: quokka.body.id, title: 'Quokkas', kind: 'text', url: null }],
      settings: { sourceIds: [quokka.body.id] },
    });
    const plain = await writeScript({});
    const shown = await graphql(
      'query($id:Int!){ podcast(podcastId:$id){ format focus sources { id } } }',
      {
        id: plain.podcastId,
      },
      tokenA,
    );
    expect(shown.data?.podcast).toEqual({ format: 'deep_dive', focus: null, sources: [] });
    const refused = await post('/generate/script', scriptPayload({ format: 'lecture' }), tokenA);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please choose a format: deep_dive, brief, critique or debate.');
  });
});

describe('joining sources for the writer', () => {
  it('gives every source a share when together they are longer than the writer takes', () => {
    const long = 'A sentence about the sea. '.repeat(20_000);
    const joined = joinSources([
      { title: 'Sea', text: long },
      { title: 'Sky', text: 'The sky is blue because air scatters blue light.' },
    ]);
    expect(joined.length).toBeLessThanOrEqual(LIBRARY_LIMITS.writerChars);
    expect(joined).toContain('The sky is blue');
    expect(joined.startsWith('Sea\n\nA sentence about the sea.')).toBe(true);
  });

  it('titles a source by its file name, its address or its first words', () => {
    expect(sourceTitle({ kind: 'file', text: 'x', address: 'Report 2024.pdf' })).toBe('Report 2024');
    expect(sourceTitle({ kind: 'url', text: 'x', address: 'https://example.org/bees/dance' })).toBe(
      'example.org/bees/dance',
    );
    expect(sourceTitle({ kind: 'text', text: 'one two three four five six seven eight nine ten' })).toBe(
      'one two three four five six seven eight…',
    );
  });
});
