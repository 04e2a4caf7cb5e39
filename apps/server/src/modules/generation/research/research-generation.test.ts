import { GENERAL_CONVERSATION_NOTICE, GRAPHQL_PATH, isFailedResult } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyTerms, titleTerms } from '../../../providers/llm/text/key-terms';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { readEvents } from '../../../test/sse';
import { createSession, createUser } from '../../auth/testing/factories';
import { CHAI, COFFEE, ROME } from './test-wiki-pages';
import { startWikiServer, type WikiServer } from './test-wiki-server';

/** Research for a bare topic, through the real app: research reachable (two languages) and unreachable. */
let database: TestDatabase;
let wiki: WikiServer;
let reachable: TestApp;
let unreachable: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  wiki = await startWikiServer({ en: [ROME, COFFEE], hi: [CHAI] });
  reachable = await startTestApp(database, { RESEARCH: 'on', RESEARCH_WIKI_URL: wiki.template });
  // A port nothing listens on: the wiki is down.
  const down = await startWikiServer({});
  await down.close();
  // Queues of its own: with REDIS_URL, the reachable app's worker must not write this app's scripts.
  unreachable = await startTestApp(
    database,
    { RESEARCH: 'on', RESEARCH_WIKI_URL: down.template },
    { redisPrefix: `podloom-test-unreachable-${Date.now()}` },
  );
});
afterAll(async () => {
  await reachable?.close();
  await unreachable?.close();
  await wiki?.close();
  await database?.destroy();
});

async function session(t: TestApp) {
  const user = await createUser(t.services.db, { givenName: 'Asha' });
  return (await createSession(t.services, user)).accessToken;
}

async function post(t: TestApp, path: string, body: unknown, token: string) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function generate(t: TestApp, token: string, overrides: Record<string, unknown>) {
  const started = await post(
    t,
    '/generate/script',
    {
      host: 'Asha',
      guest: 'Ravi',
      no_of_speaker: 2,
      language: 'en-IN',
      category: 'Education',
      tone: 'Casual',
      duration: 5,
      ...overrides,
    },
    token,
  );
  expect(started.status).toBe(200);
  const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, token);
  return { podcastId: started.body.podcast_id as number, events };
}

const resultOf = (events: Awaited<ReturnType<typeof generate>>['events']) => {
  const last = events.at(-1);
  if (!last || !('result' in last)) throw new Error('no result event');
  return last.result;
};

describe('a topic alone, with research reachable', () => {
  it('previews what was found, so the home screen shows no notice', async () => {
    const token = await session(reachable);
    const { status, body } = await post(
      reachable,
      '/generate/research',
      { topic: 'Why the Roman Empire fell', language: 'en-IN' },
      token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'found', offlineWriter: true, general: false });
    expect(body.sources[0].title).toBe(ROME.title);
  });

  it('writes the script from the article: it names at least three of its key terms and cites it', async () => {
    const token = await session(reachable);
    const description = 'Economic, military and political causes; what historians disagree about';
    const { podcastId, events } = await generate(reachable, token, { topic: 'Why the Roman Empire fell', description });
    const result = resultOf(events);
    expect(isFailedResult(result)).toBe(false);
    expect(result.sources).toEqual([{ title: ROME.title, url: expect.stringContaining('/en/wiki/Fall_of_the') }]);
    const researching = events.find((e) => 'progress' in e && e.progress.sources?.length);
    expect(researching).toBeDefined();

    const script = (result.message ?? '').toLowerCase();
    const terms = [...new Set([...titleTerms(ROME.title), ...keyTerms(ROME.text, { count: 12 })])];
    const named = terms.filter((term) => script.includes(term));
    expect(named.length, `named: ${named.join(', ')}`).toBeGreaterThanOrEqual(3);
    // The description steers; it is never read out.
    expect(script).not.toContain(description.toLowerCase());

    const { body } = await post(
      reachable,
      GRAPHQL_PATH,
      {
        query: 'query($id: Int!) { podcast(podcastId: $id) { description sources { kind title url text } } }',
        variables: { id: podcastId },
      },
      token,
    );
    expect(body.data.podcast.description).toContain(`Based on: ${ROME.title} (http://127.0.0.1:`);
    // The article read is kept in the user's library as a research source of this podcast.
    expect(body.data.podcast.sources).toEqual([
      { kind: 'research', title: ROME.title, url: result.sources?.[0]?.url, text: expect.any(String) },
    ]);
    expect(body.data.podcast.sources[0].text.length).toBeGreaterThan(200);
  });

  it('researches a Hindi topic on the Hindi wiki and writes from it', async () => {
    const token = await session(reachable);
    const { events } = await generate(reachable, token, {
      topic: 'भारत में चाय',
      language: 'hi-IN',
      host: 'आशा',
      guest: 'रवि',
    });
    const result = resultOf(events);
    expect(result.sources?.[0]?.title).toBe('चाय');
    const named = ['असम', 'दार्जिलिंग', 'इलायची', 'कैमेलिया', 'मसाला'].filter((t) => result.message?.includes(t));
    expect(named.length).toBeGreaterThanOrEqual(3);
  });

  it('does not research when the user gave source material', async () => {
    const token = await session(reachable);
    const before = wiki.hits.length;
    const { events } = await generate(reachable, token, {
      topic: 'Why the Roman Empire fell',
      source_text:
        'Our town museum keeps a Roman coin hoard found in 1987 by a farmer ploughing his field near the river.',
    });
    expect(resultOf(events).sources).toBeUndefined();
    expect(wiki.hits.length).toBe(before);
  });
});

describe('a topic alone, with research unreachable', () => {
  it('previews a general conversation, and the script still arrives', async () => {
    const token = await session(unreachable);
    const preview = await post(unreachable, '/generate/research', { topic: 'Why the Roman Empire fell' }, token);
    expect(preview.body).toMatchObject({ status: 'unreachable', sources: [], offlineWriter: true, general: true });
    expect(preview.body.generalMinutes).toBeGreaterThanOrEqual(1);
    expect(preview.body.generalMinutes).toBeLessThan(15);
    expect(GENERAL_CONVERSATION_NOTICE).toMatch(/^No model is configured and nothing was found/);

    const { events } = await generate(unreachable, token, { topic: 'Why the Roman Empire fell' });
    const result = resultOf(events);
    expect(isFailedResult(result)).toBe(false);
    expect(result.message?.split('\n').length).toBeGreaterThan(10);
    expect(result.sources).toBeUndefined();
  });

  it('asks who is calling', async () => {
    const response = await fetch(`${unreachable.url}/generate/research`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});
