import { API_BASE } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { readEvents } from '../../test/sse';
import { useTestApp } from '../../test/use-test-app';
import { apiClient } from '../auth/testing/http';
import { CREATE_RSS, createCreator, graphql, publish, rssInput } from '../publishing/testing/publishing-test-kit';
import { apiTokens } from './api-tokens.schema';
import { API_TOKEN_RATE_LIMIT } from './api-tokens.service';
import { TOKEN_REFUSALS } from './token-policy';

let t: TestApp;

useTestApp((app) => {
  t = app;
});

const CREATE = 'mutation($i:CreateApiTokenInput!){ createApiToken(input:$i){ id token } }';
const LIST = '{ apiTokens { id name scopes hint expiresAt lastUsedAt } }';

async function tokenFor(sessionToken: string, scopes: string[], name = 'CI') {
  const answer = await graphql(t, sessionToken, CREATE, { i: { name, scopes } });
  expect(answer.errors).toBeUndefined();
  return answer.data?.createApiToken as { id: number; token: string };
}

async function post(path: string, body: unknown, token: string) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  return { status: response.status, body: (await response.json()) as any };
}

/** The offline voices of a language, by gender. */
async function voiceKeys(token: string) {
  const { data } = await graphql(
    t,
    token,
    'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
  );
  const voices = data?.featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  return {
    female: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    male: voices.find((v) => v.voice.gender === 'male')?.optionKey,
  };
}

describe('a personal API token', () => {
  it('carry a whole journey over HTTP: script, audio, then publish', async () => {
    const { user, accessToken } = await createCreator(t);
    const { id, token } = await tokenFor(accessToken, ['publish', 'read', 'write']);
    expect(token).toMatch(/^plm_[A-Za-z0-9_-]{43}$/);

    const script = await post('/generate/script', { topic: 'Tides', host: 'Asha', guest: 'Ravi', duration: 2 }, token);
    expect(script.status).toBe(200);
    const written = await readEvents(`${t.url}/api/v1/agents/stream/${script.body.ref_id}`, token);
    expect(written.status).toBe(200);
    expect(written.events.some((e) => 'result' in e)).toBe(true);
    const podcastId = script.body.podcast_id as number;

    const { female, male } = await voiceKeys(token);
    const podcast = await graphql(t, token, 'query($id:Int!){ podcast(podcastId:$id){ transcript } }', {
      id: podcastId,
    });
    const audio = await post(
      '/generate/audio',
      {
        podcast_id: podcastId,
        conversation_output: podcast.data?.podcast.transcript,
        host: 'Asha',
        guest: 'Ravi',
        host_voice: female,
        guest_voice: male,
        language: 'en-IN',
        no_of_speaker: 2,
        feature_key: 'generate_audio',
      },
      token,
    );
    expect(audio.status).toBe(200);
    const rendered = await readEvents(`${t.url}/api/v1/agents/stream/${audio.body.ref_id}`, token, {
      timeoutMs: 90_000,
    });
    expect(rendered.events.at(-1)).toHaveProperty('result');

    expect((await graphql(t, token, CREATE_RSS, { input: rssInput() })).errors).toBeUndefined();
    const published = await publish(t, token, user.id, podcastId, { title: 'Tides, by token' });
    expect(published.errors).toBeUndefined();
    expect(published.data?.addEpisode.title).toBe('Tides, by token');

    // Listed by its owner's browser with its last use, never with the token itself.
    const listed = await graphql(t, accessToken, LIST);
    expect(listed.data?.apiTokens).toEqual([
      expect.objectContaining({ id, name: 'CI', scopes: ['read', 'write', 'publish'], expiresAt: null }),
    ]);
    expect(listed.data?.apiTokens[0].hint).toBe(`${token.slice(0, 10)}…`);
    expect(listed.data?.apiTokens[0].lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toContain(token);
    const [row] = await t.services.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.tokenHash).not.toContain(token.slice(4));
  }, 120_000);
});

describe("an API token's scopes", () => {
  it('a read token reads and changes nothing; a write token cannot publish', async () => {
    const { user, accessToken } = await createCreator(t);
    const reader = await tokenFor(accessToken, ['read']);
    expect((await graphql(t, reader.token, '{ userPodcasts { items { title } } }')).errors).toBeUndefined();
    const refused = await post('/generate/script', { topic: 'Tides', host: 'Asha' }, reader.token);
    expect(refused).toEqual({ status: 403, body: { message: TOKEN_REFUSALS.write } });
    const rename = await graphql(t, reader.token, 'mutation{ updateProfile(input:{ name:"Taken Over" }){ email } }');
    expect(rename.errors?.[0]?.message).toBe(TOKEN_REFUSALS.write);
    expect((await graphql(t, accessToken, '{ me { given_name } }')).data?.me.given_name).toBe('Test');

    const writer = await tokenFor(accessToken, ['read', 'write']);
    expect((await graphql(t, writer.token, CREATE_RSS, { input: rssInput() })).errors).toBeUndefined();
    const episodes = await publish(t, writer.token, user.id, 1);
    expect(episodes.errors?.[0]?.message).toBe(TOKEN_REFUSALS.publish);

    const publisher = await tokenFor(accessToken, ['publish']);
    expect((await graphql(t, publisher.token, '{ episodes { episodeId } }')).errors?.[0]?.message).toBe(
      TOKEN_REFUSALS.read,
    );
  });

  it('never makes tokens, signs in, resets a password or pays, whatever its scopes', async () => {
    const { accessToken } = await createCreator(t);
    const { token } = await tokenFor(accessToken, ['read', 'write', 'publish']);
    const again = await graphql(t, token, CREATE, { i: { name: 'More', scopes: ['read'] } });
    expect(again.errors?.[0]?.message).toBe(TOKEN_REFUSALS.never);
    expect((await graphql(t, token, LIST)).errors?.[0]?.message).toBe(TOKEN_REFUSALS.never);
    expect((await graphql(t, token, 'mutation{ cancelSubscription { planName } }')).errors?.[0]?.message).toBe(
      TOKEN_REFUSALS.never,
    );
    const api = apiClient(t.url);
    const reset = await api.post('/auth/native/reset-password', { email: 'a@example.com', code: '123456' }, token);
    expect(reset).toMatchObject({ status: 403, body: { message: TOKEN_REFUSALS.never } });
    const order = await post('/payments/create-order', { plan_id: 1, pricing_id: 1 }, token);
    expect(order).toEqual({ status: 403, body: { message: TOKEN_REFUSALS.never } });
    expect((await graphql(t, accessToken, LIST)).data?.apiTokens).toHaveLength(1);
  });
});

describe("an API token's life", () => {
  it('is refused at once when revoked or expired, and only its owner revokes it', async () => {
    const { accessToken } = await createCreator(t);
    const other = await createCreator(t);
    const { id, token } = await tokenFor(accessToken, ['read']);
    const api = apiClient(t.url);
    expect((await api.get('/storage', token)).status).toBe(200);

    const taken = await graphql(t, other.accessToken, 'mutation($id:Int!){ revokeApiToken(id:$id) }', { id });
    expect(taken.errors?.[0]?.message).toBe('We could not find that API token.');
    expect((await api.get('/storage', token)).status).toBe(200);

    const revoked = await graphql(t, accessToken, 'mutation($id:Int!){ revokeApiToken(id:$id) }', { id });
    expect(revoked.data?.revokeApiToken).toBe(true);
    expect((await api.get('/storage', token)).status).toBe(401);
    expect((await graphql(t, accessToken, LIST)).data?.apiTokens).toEqual([]);

    const expiring = await graphql(t, accessToken, CREATE, { i: { name: 'Soon', scopes: ['read'], expiresInDays: 1 } });
    const soon = expiring.data?.createApiToken as { id: number; token: string };
    expect((await api.get('/storage', soon.token)).status).toBe(200);
    await t.services.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, soon.id));
    expect((await api.get('/storage', soon.token)).status).toBe(401);
    expect((await api.get('/storage', 'plm_not-a-token')).status).toBe(401);
  });

  it('refuses a token without a name or scopes with a sentence, and limits its requests', async () => {
    const { accessToken } = await createCreator(t);
    const unnamed = await graphql(t, accessToken, CREATE, { i: { name: ' ', scopes: ['read'] } });
    expect(unnamed.errors?.[0]?.message).toBe('Please give the token a name.');
    const scopeless = await graphql(t, accessToken, CREATE, { i: { name: 'CI', scopes: [] } });
    expect(scopeless.errors?.[0]?.message).toBe('Please choose what the token may do: read, write or publish.');
    const wrong = await graphql(t, accessToken, CREATE, { i: { name: 'CI', scopes: ['admin'] } });
    expect(wrong.errors?.[0]?.message).toBe('A scope is read, write or publish.');

    const { token } = await tokenFor(accessToken, ['read']);
    const storage = () =>
      fetch(`${t.url}${API_BASE}/storage`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    const statuses: number[] = [];
    for (let sent = 0; sent < API_TOKEN_RATE_LIMIT.limit; sent += 20) {
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, storage))));
    }
    statuses.push(await storage());
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The browser session of the same user is not limited by its token's count.
    expect((await apiClient(t.url).get('/storage', accessToken)).status).toBe(200);
  });
});
