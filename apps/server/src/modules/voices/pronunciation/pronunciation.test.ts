import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createSession, createUser } from '../../auth/testing/factories';
import { applyPronunciations, type PronunciationEntry } from './pronunciation-rules';

const entry = (text: string, sayAs: string, language = ''): PronunciationEntry => ({ text, sayAs, language });

describe('applyPronunciations', () => {
  it('replaces whole words in any case, the longer phrase first, for the entry’s language only', () => {
    const entries = [
      entry('Podloom', 'pod loom'),
      entry('Podloom Studio', 'pod loom studio, the workshop'),
      entry('SQL', 'sequel', 'en'),
      entry('Paris', 'pa ree', 'fr'),
    ];
    expect(applyPronunciations('Welcome to PODLOOM. Podloomers, hi.', entries, 'en-US')).toBe(
      'Welcome to pod loom. Podloomers, hi.',
    );
    expect(applyPronunciations('Podloom Studio and SQL in Paris.', entries, 'en-IN')).toBe(
      'pod loom studio, the workshop and sequel in Paris.',
    );
    expect(applyPronunciations('SQL in Paris.', entries, 'fr-FR')).toBe('SQL in pa ree.');
    expect(applyPronunciations('Nothing here.', [], 'en-US')).toBe('Nothing here.');
  });
});

describe('the pronunciation dictionary over GraphQL', () => {
  let database: TestDatabase;
  let t: TestApp;
  let token: string;
  let otherToken: string;
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
    token = (await createSession(t.services, await createUser(t.services.db))).accessToken;
    otherToken = (await createSession(t.services, await createUser(t.services.db))).accessToken;
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  const gql = async (query: string, variables: Record<string, unknown>, as = token): Promise<any> => {
    const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  const SET = 'mutation($i:PronunciationInput!){ setPronunciation(input:$i){ id text sayAs language } }';
  const LIST = '{ pronunciations { id text sayAs language } }';

  it('adds, changes (same word, any case, same language), lists, and deletes the caller’s own entries', async () => {
    const first = await gql(SET, { i: { text: 'Podloom', sayAs: 'pod loom' } });
    expect(first.data.setPronunciation).toMatchObject({ text: 'Podloom', sayAs: 'pod loom', language: null });
    const changed = await gql(SET, { i: { text: 'podloom', sayAs: 'pod-loom' } });
    expect(changed.data.setPronunciation.id).toBe(first.data.setPronunciation.id);
    await gql(SET, { i: { text: 'Podloom', sayAs: 'pod lum', language: 'en-GB' } });
    const list = (await gql(LIST, {})).data.pronunciations;
    expect(list.map((p: { sayAs: string }) => p.sayAs)).toEqual(['pod-loom', 'pod lum']);
    expect((await gql(LIST, {}, otherToken)).data.pronunciations).toEqual([]);
    const id = first.data.setPronunciation.id;
    const refused = await gql('mutation($id:Int!){ deletePronunciation(id:$id){ success } }', { id }, otherToken);
    expect(refused.errors[0].message).toBe('We could not find that pronunciation.');
    const deleted = await gql('mutation($id:Int!){ deletePronunciation(id:$id){ success } }', { id });
    expect(deleted.data.deletePronunciation.success).toBe(true);
    expect((await gql(LIST, {})).data.pronunciations).toHaveLength(1);
  });

  it.each([
    [{ text: ' ', sayAs: 'x' }, 'Please enter the word or phrase to pronounce.'],
    [{ text: 'Podloom', sayAs: '' }, 'Please say how it should be pronounced.'],
    [{ text: 'Podloom', sayAs: 'x', language: 'english please' }, 'Please choose a language from the list.'],
    [{ text: 'x'.repeat(101), sayAs: 'x' }, 'Please keep the word or phrase under 100 characters.'],
  ])('refuses %j with a sentence', async (input, message) => {
    const answer = await gql(SET, { i: input });
    expect(answer.errors[0].message).toBe(message);
  });
});
