import { mkdir, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE, type StorageUsage } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { createPodcastWithAudio } from '../audio/testing/renders';
import { createSession, createUser } from '../auth/testing/factories';
import { createTimedPodcast } from '../clips/testing/clips-kit';
import { createPodcastWithStems } from '../editor/testing/stems';
import { createPodcast, findPodcast } from '../podcasts/testing/factories';
import { graphql } from '../publishing/testing/publishing-test-kit';
import { espeakSample, postClone } from '../voices/testing/clone-kit';

// The plan's storage holds music, clone recordings, renders and exports alike: each is refused when the plan is
// full, with the sentence, and nothing of it is kept.
let t: TestApp;
useTestApp((app) => {
  t = app;
});

const FULL = /^Your Free plan stores up to 500 MB of music, cloned voices and podcast audio, and you use 500 MB; this /;

async function signedIn() {
  const user = await createUser(t.services.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

/** Music of `bytes` (a sparse file: it counts its size against the plan, not against the test's disk). */
async function fill(userId: number, bytes: number) {
  const file = path.join(t.dataDir, 'files', 'music', 'users', String(userId), 'filler.wav');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  await truncate(file, bytes);
  return () => rm(file);
}

/** Leaves `room` bytes free under the Free plan's 500 MB, counting what the user already stores. */
async function fillAllBut(me: { id: number; token: string }, room: number) {
  const response = await fetch(`${t.url}${API_BASE}/storage`, { headers: { authorization: `Bearer ${me.token}` } });
  const usage = (await response.json()) as StorageUsage;
  return fill(me.id, usage.limitBytes - usage.usedBytes - room);
}

describe('the storage quota beyond music', () => {
  it('refuses a voice recording for a clone when the plan is full, and keeps no clone or recording', async () => {
    const me = await signedIn();
    await fillAllBut(me, 1024);
    const { wav } = await espeakSample(t.services.synthesizer, 'en-us+m3');
    const refused = await postClone(t.url, me.token, { file: wav, language: 'en', consent: 'true' });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(FULL);
    expect(refused.body.message).toContain('this recording needs');
    const kept = await t.services.db.execute(`select id from voices where user_id = ${me.id}`);
    expect(kept.rows).toEqual([]);
    const samples = [];
    for await (const file of t.services.storage.list(`voices/samples/${me.id}/`)) samples.push(file);
    expect(samples).toEqual([]);
  });

  it('refuses a render when its estimated audio would not fit, before anything is queued', async () => {
    const me = await signedIn();
    await fillAllBut(me, 1024);
    const script = 'Asha: Bees dance to say where the flowers are.\nRavi: And how far away they are.';
    const podcast = await createPodcast(t.services.db, me.id, { status: 'script_ready', transcript: script });
    const voices = await t.services.db.execute<{ option_key: string }>(
      "select option_key from voices where provider = 'espeak' and user_id is null order by id limit 1",
    );
    const voice = voices.rows[0]?.option_key;
    const response = await fetch(`${t.url}/generate/audio`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
      body: JSON.stringify({
        podcast_id: podcast.id,
        conversation_output: script,
        host: 'Asha',
        guest: 'Ravi',
        host_voice: voice,
        guest_voice: voice,
        language: 'en-IN',
        no_of_speaker: 2,
      }),
    });
    const body = (await response.json()) as { message?: string };
    expect(response.status).toBe(413);
    expect(body.message).toMatch(FULL);
    expect(body.message).toContain('this render needs about');
    expect((await findPodcast(t.services.db, podcast.id))?.status).toBe('script_ready');
    const jobs = await t.services.db.execute(`select id from generation_jobs where user_id = ${me.id}`);
    expect(jobs.rows).toEqual([]);
  });

  it('refuses an export whose file would not fit, keeps none, and makes it once there is room', async () => {
    const me = await signedIn();
    const podcast = await createPodcastWithAudio(t, me.id, { seconds: 20 });
    const free = await fillAllBut(me, 1024);
    const CONVERT = `mutation($id:Int!){ convertAudio(input:{ podcastId:$id, format:"wav" }){ status newFileUrl } }`;
    const refused = await graphql(t, me.token, CONVERT, { id: podcast.id });
    expect(refused.errors?.[0]?.message).toMatch(FULL);
    expect(refused.errors?.[0]?.message).toContain('this export needs');
    const exports = [];
    for await (const file of t.services.storage.list(`podcasts/${podcast.id}/`)) {
      if (file.key.endsWith('.wav')) exports.push(file.key);
    }
    expect(exports).toEqual([]);
    await free();
    const made = await graphql(t, me.token, CONVERT, { id: podcast.id });
    expect(made.data?.convertAudio.status).toBe('SUCCESS');
  });
});

describe('the storage quota for mixdowns', () => {
  it('refuses a mixdown whose length would not fit, before anything is queued', async () => {
    const me = await signedIn();
    const podcast = await createPodcastWithStems(t, me.id, { seconds: 20 });
    const project = await graphql(t, me.token, 'query($id:Int){ editorProject(podcastId:$id){ id } }', {
      id: podcast.id,
    });
    const projectId = project.data?.editorProject.id;
    await fillAllBut(me, 1024);
    const MIXDOWN = 'mutation($id:Int!){ exportMixdown(projectId:$id){ ref_id } }';
    const refused = await graphql(t, me.token, MIXDOWN, { id: projectId });
    expect(refused.errors?.[0]?.message).toMatch(FULL);
    // 20 s of speech, measured from the stems the speaker tracks play: about 320 kB.
    expect(refused.errors?.[0]?.message).toContain('this mixdown needs about');
    const jobs = await t.services.db.execute(`select id from generation_jobs where user_id = ${me.id}`);
    expect(jobs.rows).toEqual([]);
    expect((await findPodcast(t.services.db, podcast.id))?.status).toBe(podcast.status);
  });
});

describe('the storage quota for clips', () => {
  it('refuses a clip when the plan is full, before anything is queued or stored, and takes it once there is room', async () => {
    const me = await signedIn();
    const podcast = await createTimedPodcast(t, me.id, { lines: 3, lineSeconds: 1.6 });
    const free = await fillAllBut(me, 1024);
    const CREATE = 'mutation($i:CreateClipInput!){ createClip(input:$i){ clipId refId } }';
    const input = { podcastId: podcast.id, fromLine: 1, toLine: 2, aspect: 'SQUARE', soundbite: true };
    const refused = await graphql(t, me.token, CREATE, { i: input });
    expect(refused.errors?.[0]?.message).toMatch(FULL);
    expect(refused.errors?.[0]?.message).toContain('this render needs about');
    const stored = async () => {
      const [clips, jobs] = await Promise.all([
        t.services.db.execute(`select id from clips where user_id = ${me.id}`),
        t.services.db.execute(`select id from generation_jobs where user_id = ${me.id}`),
      ]);
      const files = [];
      for await (const file of t.services.storage.list(`podcasts/${podcast.id}/`)) {
        if (file.key.endsWith('.mp4')) files.push(file.key);
      }
      return { clips: clips.rows.length, jobs: jobs.rows.length, files };
    };
    expect(await stored()).toEqual({ clips: 0, jobs: 0, files: [] });
    // With room again the same clip is taken: the refusal was the quota's, not the request's.
    await free();
    const made = await graphql(t, me.token, CREATE, { i: input });
    expect(made.errors).toBeUndefined();
    expect((await stored()).clips).toBe(1);
    const DELETE = 'mutation($id:Int!){ deleteClip(clipId:$id) }';
    expect((await graphql(t, me.token, DELETE, { id: made.data?.createClip.clipId })).errors).toBeUndefined();
  });
});
