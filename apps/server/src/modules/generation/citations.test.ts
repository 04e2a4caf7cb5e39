import { formatTranscript, GRAPHQL_PATH, parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';

let database: TestDatabase;
let t: TestApp;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
}, 120_000);
beforeEach(async () => {
  await database.reset();
  const asha = await createUser(t.services.db, { givenName: 'Asha' });
  token = (await createSession(t.services, asha)).accessToken;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = Record<string, any>;

async function post(path: string, body: unknown) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function graphql(query: string, variables: Record<string, unknown>) {
  const { body } = await post(GRAPHQL_PATH, { query, variables });
  return body as { data?: Json; errors?: Array<{ message: string }> };
}

const QUOKKAS = [
  'Quokkas live on Rottnest Island off the coast of Western Australia.',
  'Willem de Vlamingh named the island Rottnest in 1696 because he mistook the quokkas for giant rats.',
  'A quokka weighs between 2.5 and 5 kilograms and can climb small trees to reach leaves.',
  'About 10,000 quokkas live on Rottnest Island, far more than on the mainland.',
  'Foxes and cats, brought to the mainland by settlers, hunt the quokkas there.',
  'A mother quokka carries her joey in her pouch for about six months.',
  'Visitors to Rottnest are fined up to 300 dollars for feeding or touching a quokka.',
].join(' ');

const LINES = `query($id:Int!){ podcast(podcastId:$id){
  transcript format focus
  sources { id title kind url }
  lines { index speaker text citations { sourceId passage quote } unsupported }
} }`;

async function scriptFrom(sourceId: number) {
  const started = await post('/generate/script', {
    topic: 'Small animals of islands',
    host: 'Asha',
    guest: 'Ravi',
    no_of_speaker: 2,
    language: 'en-IN',
    category: 'Science',
    tone: 'Casual',
    duration: 3,
    source_ids: [sourceId],
  });
  expect(started.status).toBe(200);
  await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, token);
  return started.body.podcast_id as number;
}

describe('citations of a script', () => {
  it('gives each line that states something a citation of its source, checked, through GraphQL', async () => {
    const source = await post('/generate/sources', { text: QUOKKAS, title: 'Quokkas' });
    const podcastId = await scriptFrom(source.body.id);
    const { data, errors } = await graphql(LINES, { id: podcastId });
    expect(errors).toBeUndefined();
    const podcast = data?.podcast;
    expect(podcast.sources).toEqual([{ id: source.body.id, title: 'Quokkas', kind: 'text', url: null }]);
    expect(podcast.format).toBe('deep_dive');
    // The transcript is unchanged in form: its lines are the GraphQL lines, in order.
    expect(podcast.lines.map((l: Json) => ({ speaker: l.speaker, text: l.text }))).toEqual(
      parseTranscript(podcast.transcript),
    );
    const cited = podcast.lines.filter((l: Json) => l.citations.length);
    expect(cited.length).toBeGreaterThanOrEqual(4);
    for (const line of cited) {
      for (const c of line.citations) {
        expect(c.sourceId).toBe(source.body.id);
        expect(QUOKKAS).toContain(c.quote);
      }
    }
    // Every line naming the island or a figure of the source is backed.
    const rottnest = podcast.lines.filter((l: Json) => /Vlamingh|kilograms|ten thousand/.test(l.text));
    expect(rottnest.length).toBeGreaterThan(0);
    expect(rottnest.every((l: Json) => l.citations.length > 0 && !l.unsupported)).toBe(true);
    expect(podcast.lines.filter((l: Json) => l.unsupported)).toEqual([]);
  });

  it('keeps the citations of lines not edited, re-checks an edited line, and marks a new claim unsupported', async () => {
    const source = await post('/generate/sources', { text: QUOKKAS, title: 'Quokkas' });
    const podcastId = await scriptFrom(source.body.id);
    const before = (await graphql(LINES, { id: podcastId })).data?.podcast.lines as Json[];
    const cited = before.filter((l) => l.citations.length);
    const [reworded, broken, kept] = cited as [Json, Json, Json];
    const lines = before.map((l) => ({ speaker: l.speaker, text: l.text }));
    // Reworded but saying the same; given a wrong number; a new line first (every later index moves by one).
    lines[reworded.index] = { speaker: reworded.speaker, text: `Indeed. ${reworded.text}` };
    lines[broken.index] = { speaker: broken.speaker, text: 'Napoleon counted 4,000 quokkas in 1802.' };
    lines.unshift({ speaker: lines[0]?.speaker as string, text: 'Hello again.' });
    const saved = await graphql(
      'mutation($input: UpdatePodcastTranscriptInput!){ updatePodcastTranscript(input:$input){ podcastId } }',
      { input: { podcastId, transcript: formatTranscript(lines) } },
    );
    expect(saved.errors).toBeUndefined();
    const after = (await graphql(LINES, { id: podcastId })).data?.podcast.lines as Json[];
    expect(after[kept.index + 1]).toEqual({ ...kept, index: kept.index + 1 });
    expect(after[reworded.index + 1]?.citations).toEqual(reworded.citations);
    expect(after[broken.index + 1]).toMatchObject({ citations: [], unsupported: true });
    expect(after[0]).toMatchObject({ text: 'Hello again.', citations: [], unsupported: false });
  }, 120_000);
});
