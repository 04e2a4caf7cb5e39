import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { apiClient } from '../auth/testing/http';
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
