import { GRAPHQL_PATH } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueJobs } from '../../platform/jobs/jobs.schema';
import { sleep, waitFor } from '../../platform/jobs/test-support';
import type { TestApp } from '../../test/app';
import { readEvents } from '../../test/sse';
import { useTestApp } from '../../test/use-test-app';
import { createSession, createUser } from '../auth/testing/factories';
import { SCRIPT_LOCKED_WHILE_RENDERING } from '../podcasts';
import { createPodcast, findPodcast } from '../podcasts/testing/factories';

let t: TestApp;
let token: string;
let userId: number;

useTestApp((app) => {
  t = app;
});
beforeEach(async () => {
  const user = await createUser(t.services.db);
  userId = user.id;
  token = (await createSession(t.services, user)).accessToken;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

async function post(route: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
const graphql = async (query: string, variables: Record<string, unknown>) =>
  (await post(GRAPHQL_PATH, { query, variables })).body as { data?: Json; errors?: Array<{ message: string }> };

/** A script long enough that its render is still going when the test acts (every line new to the line cache). */
export function longTranscript(lines: number): string {
  const salt = Math.random().toString(36).slice(2, 8);
  return Array.from({ length: lines }, (_, i) =>
    i % 2 === 0
      ? `Asha: Line ${i} of ${salt}: the tide tables of this harbour were written by hand for a hundred years.`
      : `Ravi: Line ${i} of ${salt}: and the keepers checked them against the moon every single night.`,
  ).join('\n');
}

async function startRender(transcript: string) {
  const podcast = await createPodcast(t.services.db, userId, { transcript, status: 'script_ready' });
  const { data } = await graphql(
    'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
    {},
  );
  const voices = data.featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  const started = await post('/generate/audio', {
    podcast_id: podcast.id,
    conversation_output: transcript,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guest_voice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    language: 'en-IN',
    no_of_speaker: 2,
  });
  expect(started.status).toBe(200);
  return { podcastId: podcast.id, refId: started.body.ref_id as string };
}

async function storedUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.services.storage.list(prefix)) keys.push(file.key);
  return keys;
}

describe('deleting a podcast mid-render', () => {
  it('stops the render within a second, ends its stream with a sentence, and leaves none of its files', async () => {
    const { podcastId, refId } = await startRender(longTranscript(60));
    const runs = t.app.modules.runs.service;
    // The render is under way: some lines are read, and its opening has been stored.
    const stream = readEvents(`${t.url}/api/v1/agents/stream/${refId}`, token, { timeoutMs: 60_000 });
    await waitFor(async () => {
      expect(runs.runningJobs()).toContain(refId);
      expect((await storedUnder(`podcasts/${podcastId}/`)).length).toBeGreaterThan(0);
    }, 30_000);

    const deletedAt = Date.now();
    const deleted = await graphql('mutation($id:Int!){ deletePodcast(podcastId:$id){ success } }', { id: podcastId });
    expect(deleted.data.deletePodcast.success).toBe(true);
    // The delete answers once its event is dispatched (files removed, jobs told): from then on, within a second.
    const answeredAt = Date.now();
    const { events } = await stream;
    const streamEndedAt = Date.now();
    expect(events.at(-1)).toEqual({
      result: { podcast_id: '-1', message: 'creation failed: the podcast was deleted' },
    });
    await waitFor(() => expect(runs.runningJobs()).not.toContain(refId), 1000);
    const stoppedAt = Date.now();
    console.info(
      `delete answered in ${answeredAt - deletedAt} ms; stream ended ${streamEndedAt - answeredAt} ms and the render stopped ${stoppedAt - answeredAt} ms after`,
    );
    expect(streamEndedAt - answeredAt).toBeLessThan(1000);
    expect(stoppedAt - answeredAt).toBeLessThan(1000);

    // Nothing of the podcast stays in storage, and nothing is written back later.
    await waitFor(async () => expect(await storedUnder(`podcasts/${podcastId}/`)).toEqual([]), 2000);
    await sleep(1500);
    expect(await storedUnder(`podcasts/${podcastId}/`)).toEqual([]);
    expect(await findPodcast(t.services.db, podcastId)).toBeNull();
    if (!process.env.REDIS_URL) {
      // Embedded, the job's own row is finished too (at scale BullMQ removes it).
      const [job] = await t.services.db.select().from(queueJobs).where(eq(queueJobs.id, refId));
      expect(job?.state).toBe('succeeded');
    }
    // The limit counts nothing of it: two new renders start at once.
    const next = await Promise.all([startRender(longTranscript(2)), startRender(longTranscript(2))]);
    expect(next).toHaveLength(2);
  });
});

describe('editing the script while its audio renders', () => {
  it('is refused with a sentence and changes nothing; the same script may be saved, and edits work again after', async () => {
    const transcript = longTranscript(30);
    const { podcastId, refId } = await startRender(transcript);
    const mutation =
      'mutation($p:Int!,$t:String!){ updatePodcastTranscript(input:{ podcastId:$p, transcript:$t }){ transcript } }';
    const refused = await graphql(mutation, { p: podcastId, t: 'Asha: Something else entirely.' });
    expect(refused.errors?.[0]?.message).toBe(SCRIPT_LOCKED_WHILE_RENDERING);
    expect((await findPodcast(t.services.db, podcastId))?.transcript).toBe(transcript);

    const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${refId}`, token, { timeoutMs: 120_000 });
    expect(events.at(-1)).toMatchObject({ result: { podcast_id: podcastId } });
    const rendered = await findPodcast(t.services.db, podcastId);
    expect(rendered).toMatchObject({ status: 'ready', transcript });
    expect(rendered?.storagePath).toBeTruthy();

    const edited = await graphql(mutation, { p: podcastId, t: 'Asha: Something else entirely.' });
    expect(edited.errors).toBeUndefined();
    // The new script has no audio until it is rendered: the old audio went with the old script.
    expect(await findPodcast(t.services.db, podcastId)).toMatchObject({ storagePath: null, status: 'script_ready' });
  });
});
