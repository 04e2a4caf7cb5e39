import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { apiClient } from '../auth/testing/http';
import { createEpisode, createFeed } from '../publishing/testing/factories';
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
beforeEach(() => database.reset());

async function signedIn(givenName: string, familyName: string) {
  const user = await createUser(t.services.db, { givenName, familyName });
  return { user, token: (await createSession(t.services, user)).accessToken };
}

describe('Podcast.user (spec 000 §3)', () => {
  it('names the owner, in the list and alone, and carries nothing else of theirs', async () => {
    const asha = await signedIn('Asha', 'Rao');
    const podcast = await createPodcast(t.services.db, asha.user.id);
    const api = apiClient(t.url);

    const one = await api.graphql(
      'query($id:Int!){ podcast(podcastId:$id){ podcastId user { id given_name family_name } } }',
      { id: podcast.id },
      asha.token,
    );
    expect(one.body).toEqual({
      data: { podcast: { podcastId: podcast.id, user: { id: asha.user.id, given_name: 'Asha', family_name: 'Rao' } } },
    });
    const list = await api.graphql('{ userPodcasts { items { user { id given_name } } } }', {}, asha.token);
    expect(list.body.data.userPodcasts.items).toEqual([{ user: { id: asha.user.id, given_name: 'Asha' } }]);

    const leak = await api.graphql('{ userPodcasts { items { user { email } } } }', {}, asha.token);
    expect(leak.body.errors?.[0]?.message).toMatch(/email/);
  });

  it("never shows another user's podcast, so never its owner", async () => {
    const asha = await signedIn('Asha', 'Rao');
    const bilal = await signedIn('Bilal', 'Khan');
    const podcast = await createPodcast(t.services.db, asha.user.id);
    const answer = await apiClient(t.url).graphql(
      'query($id:Int!){ podcast(podcastId:$id){ user { given_name } } }',
      { id: podcast.id },
      bilal.token,
    );
    expect(answer.body.data).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain('Asha');
  });
});

describe('userPodcasts filter (spec 000 §2 Your Recent Podcasts)', () => {
  const LIST = `query ($page: Int, $size: Int, $filter: PodcastFilter) {
    userPodcasts(page: $page, pageSize: $size, filter: $filter) {
      items { title } pageInfo { totalItems totalPages currentPage hasNextPage }
    }
  }`;

  it('filters by title, language and state, and pages what it found', async () => {
    const asha = await signedIn('Asha', 'Rao');
    const bilal = await signedIn('Bilal', 'Khan');
    const db = t.services.db;
    await createPodcast(db, asha.user.id, { title: 'Bees at dawn' });
    await createPodcast(db, asha.user.id, { title: 'Honey BEES', language: 'hi-IN', storagePath: 'podcasts/x/a.mp3' });
    const published = await createPodcast(db, asha.user.id, { title: 'Rivers', storagePath: 'podcasts/y/a.mp3' });
    await createPodcast(db, asha.user.id, { title: '100% bees_', storagePath: 'podcasts/z/a.mp3' });
    await createPodcast(db, bilal.user.id, { title: 'Bees of Bilal' });
    const feed = await createFeed(db, asha.user.id);
    await createEpisode(db, feed.id, { podcastId: published.id });

    const api = apiClient(t.url);
    const titles = async (filter: Record<string, unknown>, page = 1, size = 10) => {
      const answer = await api.graphql(LIST, { filter, page, size }, asha.token);
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data.userPodcasts;
    };
    const names = async (filter: Record<string, unknown>) =>
      (await titles(filter)).items.map((i: { title: string }) => i.title).sort();

    expect(await names({ search: 'bees' })).toEqual(['100% bees_', 'Bees at dawn', 'Honey BEES']);
    expect(await names({ search: '100%' })).toEqual(['100% bees_']);
    expect(await names({ search: '_' })).toEqual(['100% bees_']);
    expect(await names({ language: 'hi-IN' })).toEqual(['Honey BEES']);
    expect(await names({ status: 'SCRIPT' })).toEqual(['Bees at dawn']);
    expect(await names({ status: 'AUDIO' })).toEqual(['100% bees_', 'Honey BEES']);
    expect(await names({ status: 'PUBLISHED' })).toEqual(['Rivers']);
    expect(await names({ search: 'bees', status: 'AUDIO', language: 'en-IN' })).toEqual(['100% bees_']);

    const second = await titles({ search: 'bees' }, 2, 2);
    expect(second.items).toHaveLength(1);
    expect(second.pageInfo).toEqual({ totalItems: 3, totalPages: 2, currentPage: 2, hasNextPage: false });

    const bad = await api.graphql(LIST, { filter: { status: 'DRAFT' } }, asha.token);
    expect(bad.body.errors?.[0]?.message).toBe('Please choose a state: SCRIPT, AUDIO or PUBLISHED.');
    const long = await api.graphql(LIST, { filter: { search: 'x'.repeat(301) } }, asha.token);
    expect(long.body.errors?.[0]?.message).toBe('Please keep the search under 300 characters.');
  });
});
