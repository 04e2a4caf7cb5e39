import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { probeAudio, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { ebur128 } from '../../providers/audio/testing/audio-test-kit';
import type { TestApp } from '../../test/app';
import { readEvents } from '../../test/sse';
import { useTestApp } from '../../test/use-test-app';
import { createSession, createUser } from '../auth/testing/factories';
import { apiClient } from '../auth/testing/http';
import { findPodcast, updatePodcast } from '../podcasts/testing/factories';
import { insertJob } from '../runs/testing/jobs';
import { MIXDOWN_WHILE_RENDERING } from './editor.service';
import { createPodcastWithStems } from './testing/stems';

let t: TestApp;
const ffmpeg = resolveFfmpeg();

useTestApp((app) => {
  t = app;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

async function signedIn() {
  const user = await createUser(t.services.db);
  const token = (await createSession(t.services, user)).accessToken;
  const api = apiClient(t.url);
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await api.graphql(query, variables, token)).body as { data?: Json; errors?: Array<{ message: string }> };
  return { user, token, gql };
}

const PROJECT = `query($id:Int){ editorProject(podcastId:$id){ id podcastId name updatedAt speakers
  tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } } }`;
const SAVE = `mutation($i:SaveEditorProjectInput!){ saveEditorProject(input:$i){ id
  tracks { id volume muted solo speaker musicId label url } } }`;
const MUSIC = '{ allMusic { items { id musicName } } }';
const MIXDOWN = 'mutation($id:Int!){ exportMixdown(projectId:$id){ ref_id podcast_id batch_job_id eta } }';

const asInput = (tracks: Json[]): Json[] =>
  tracks.map((tr) => ({
    id: tr.id,
    volume: tr.volume,
    muted: tr.muted,
    solo: tr.solo,
    speaker: tr.speaker,
    musicId: tr.musicId,
    ...(tr.clip ? { clip: tr.clip } : {}),
  }));

describe('the audio editor', () => {
  it('opens a rendered podcast with its stems on the speaker tracks and the spec’s default volumes', async () => {
    const { user, gql } = await signedIn();
    const podcast = await createPodcastWithStems(t, user.id);
    const { data, errors } = await gql(PROJECT, { id: podcast.id });
    expect(errors).toBeUndefined();
    const project = data.editorProject;
    expect(project.podcastId).toBe(podcast.id);
    expect(project.speakers).toEqual(['Asha', 'Ravi']);
    expect(project.tracks.map((tr: Json) => [tr.name, tr.volume, tr.label])).toEqual([
      ['Speaker 1', 1, 'Asha'],
      ['Speaker 2', 1, 'Ravi'],
      ['Intro Music', 0.8, null],
      ['Outro Music', 0.8, null],
      ['Background Music', 0.5, null],
    ]);
    // The stem's signed link plays: it is the FLAC the renderer stored.
    const stem = await fetch(project.tracks[0].url);
    expect(stem.status).toBe(200);
    expect((await stem.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Opening again is the same project.
    expect((await gql(PROJECT, { id: podcast.id })).data.editorProject.id).toBe(project.id);
  });

  it('saves the tracks and reads them back; refuses another user’s project, music and a bad track list', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const podcast = await createPodcastWithStems(t, owner.user.id);
    const project = (await owner.gql(PROJECT, { id: podcast.id })).data.editorProject;
    const beds = (await owner.gql(MUSIC)).data.allMusic.items;
    const tracks = asInput(project.tracks);
    tracks[1] = { ...tracks[1], muted: true };
    tracks[4] = { ...tracks[4], musicId: beds[0].id, volume: 0.3 };
    const saved = await owner.gql(SAVE, { i: { projectId: project.id, tracks } });
    expect(saved.errors).toBeUndefined();
    const again = (await owner.gql(PROJECT, { id: podcast.id })).data.editorProject;
    expect(again.tracks[1].muted).toBe(true);
    expect(again.tracks[4]).toMatchObject({ musicId: beds[0].id, volume: 0.3, label: beds[0].musicName });

    // Another user: the project, the podcast and the music are not theirs.
    const taken = await other.gql(SAVE, { i: { projectId: project.id, tracks } });
    expect(taken.errors?.[0]?.message).toBe('We could not find that project.');
    expect((await other.gql(PROJECT, { id: podcast.id })).errors?.[0]?.message).toBe('We could not find that podcast.');
    const otherProject = (await other.gql(PROJECT, {})).data.editorProject;
    const stolen = asInput(otherProject.tracks);
    stolen[2] = { ...stolen[2], musicId: beds[0].id };
    expect((await other.gql(SAVE, { i: { projectId: otherProject.id, tracks: stolen } })).errors?.[0]?.message).toBe(
      'We could not find that music.',
    );
    expect((await other.gql(MIXDOWN, { id: project.id })).errors?.[0]?.message).toBe('We could not find that project.');

    // A refused save changes nothing.
    const bad = await owner.gql(SAVE, { i: { projectId: project.id, tracks: [{ ...tracks[0], volume: 2 }] } });
    expect(bad.errors?.[0]?.message).toBeTruthy();
    expect((await owner.gql(PROJECT, { id: podcast.id })).data.editorProject.tracks[1].muted).toBe(true);
    // The file's first test pays for two sign-ups, rendered stems and the music library's first listing: over a
    // minute on a loaded two-core machine.
  }, 180_000);
});

describe('the audio editor', () => {
  it('mixes intro, speech with ducked background, and outro into a new audio revision at −16 LUFS', async () => {
    const { user, token, gql } = await signedIn();
    const speechSeconds = 24;
    const podcast = await createPodcastWithStems(t, user.id, { seconds: speechSeconds });
    const project = (await gql(PROJECT, { id: podcast.id })).data.editorProject;
    const beds = (await gql(MUSIC)).data.allMusic.items;
    const byName = (name: string) => beds.find((b: Json) => b.musicName === name);
    const tracks = asInput(project.tracks);
    tracks[2] = { ...tracks[2], musicId: byName('Morning Light').id };
    tracks[3] = { ...tracks[3], musicId: byName('Quiet Focus').id };
    tracks[4] = { ...tracks[4], musicId: byName('Easy Stroll').id };
    expect((await gql(SAVE, { i: { projectId: project.id, tracks } })).errors).toBeUndefined();

    const started = await gql(MIXDOWN, { id: project.id });
    expect(started.errors).toBeUndefined();
    const { ref_id: refId, podcast_id: podcastId } = started.data.exportMixdown;
    expect(podcastId).toBe(podcast.id);
    const stream = await readEvents(`${t.url}/api/v1/agents/stream/${refId}`, token, {
      until: (e) => 'result' in e,
      timeoutMs: 120_000,
    });
    const result = stream.events.at(-1) as Json;
    expect(result.result.file_sas).toMatch(/^http/);
    expect(stream.events.some((e: Json) => e.progress?.stage === 'mixing')).toBe(true);

    // The podcast's audio is now the mixdown (a new revision), so Export and Publish use it.
    const after = await findPodcast(t.services.db, podcast.id);
    expect(after?.storagePath).not.toBe(podcast.storagePath);
    expect(after?.settings.revisions?.[0]).toBe(after?.settings.mixdown?.revision);
    expect(after?.settings.stems).toEqual(podcast.settings.stems);
    const file = path.join(t.dataDir, 'mixdown.mp3');
    await writeFile(file, await t.services.storage.read(after?.storagePath as string));

    // It decodes; it lasts intro + speech + outro (±0.2 s); it is levelled like every render.
    const probe = async (name: string) => {
      const item = byName(name);
      const local = await t.services.storage.localPath(
        (await gql('query($id:Int!){ musicPresignedUrl(musicId:$id){ musicPath } }', { id: item.id })).data
          .musicPresignedUrl.musicPath,
      );
      return (await probeAudio(ffmpeg, local)).durationSeconds;
    };
    const expected = (await probe('Morning Light')) + speechSeconds + (await probe('Quiet Focus'));
    const decoded = await probeAudio(ffmpeg, file);
    expect(decoded.codecName).toBe('mp3');
    expect(Math.abs(decoded.durationSeconds - expected)).toBeLessThanOrEqual(0.2);
    expect(Math.abs((after?.duration ?? 0) - expected)).toBeLessThanOrEqual(0.2);
    // The plan's storage held the mix's own length (intro + speech + outro, measured before the job) while it ran.
    const held = await t.services.db.execute<{ reserved_bytes: number }>(
      sql`select reserved_bytes from generation_jobs where ref_id = ${refId}`,
    );
    expect(Math.abs((held.rows[0]?.reserved_bytes ?? 0) / 16_000 - expected)).toBeLessThanOrEqual(0.2);
    const loudness = await ebur128(ffmpeg, file);
    expect(loudness.integratedLufs).toBeGreaterThanOrEqual(-17);
    expect(loudness.integratedLufs).toBeLessThanOrEqual(-15);
    // The mixdown's loudness report is the mixdown's own, measured on its file.
    expect(Math.abs((after?.settings.loudness?.integrated ?? 0) - loudness.integratedLufs)).toBeLessThan(0.15);
    expect(Math.abs((after?.settings.loudness?.truePeak ?? 0) - loudness.truePeakDbtp)).toBeLessThan(0.15);
  }, 180_000);
});

describe('the audio editor’s clips', () => {
  it('moves, trims, fades and loops clips, and the mixdown follows them (its length by ffprobe)', async () => {
    const { user, token, gql } = await signedIn();
    const podcast = await createPodcastWithStems(t, user.id, { seconds: 12 });
    const project = (await gql(PROJECT, { id: podcast.id })).data.editorProject;
    const beds = (await gql(MUSIC)).data.allMusic.items;
    const byName = (name: string) => beds.find((b: Json) => b.musicName === name);
    const clip = (patch: Json) => ({
      start: null,
      trimStart: 0,
      trimEnd: 0,
      fadeIn: 0,
      fadeOut: 0,
      loop: null,
      ...patch,
    });
    const lengthOf = async (name: string) => {
      const path = (
        await gql('query($id:Int!){ musicPresignedUrl(musicId:$id){ musicPath } }', { id: byName(name).id })
      ).data.musicPresignedUrl.musicPath;
      return (await probeAudio(ffmpeg, await t.services.storage.localPath(path))).durationSeconds;
    };
    const introLength = await lengthOf('Morning Light');
    const outroLength = await lengthOf('Quiet Focus');
    const tracks = asInput(project.tracks);
    // The intro cut to its first 4 s and faded out; the speech moved in under its fade at 3 s; the outro's first
    // second trimmed off, faded in; the bed not looped (it plays once, from the intro's end).
    tracks[0] = { ...tracks[0], clip: clip({ start: 3 }) };
    tracks[1] = { ...tracks[1], clip: clip({ start: 3 }) };
    tracks[2] = {
      ...tracks[2],
      musicId: byName('Morning Light').id,
      clip: clip({ trimEnd: introLength - 4, fadeOut: 1.5 }),
    };
    tracks[3] = { ...tracks[3], musicId: byName('Quiet Focus').id, clip: clip({ trimStart: 1, fadeIn: 0.5 }) };
    tracks[4] = { ...tracks[4], musicId: byName('Easy Stroll').id, clip: clip({ loop: false, fadeIn: 2 }) };
    expect((await gql(SAVE, { i: { projectId: project.id, tracks } })).errors).toBeUndefined();
    const saved = (await gql(PROJECT, { id: podcast.id })).data.editorProject.tracks;
    expect(saved[2].clip).toMatchObject({ start: null, trimEnd: introLength - 4, fadeOut: 1.5 });

    const refId = (await gql(MIXDOWN, { id: project.id })).data.exportMixdown.ref_id;
    await readEvents(`${t.url}/api/v1/agents/stream/${refId}`, token, {
      until: (e) => 'result' in e,
      timeoutMs: 120_000,
    });
    const after = await findPodcast(t.services.db, podcast.id);
    const file = path.join(t.dataDir, 'moved.mp3');
    await writeFile(file, await t.services.storage.read(after?.storagePath as string));
    // The outro follows whatever ends last: the speech (3 + 12 s) or the unlooped bed (from the intro's end, 4 s).
    const expected = Math.max(3 + 12, 4 + (await lengthOf('Easy Stroll'))) + (outroLength - 1);
    expect(Math.abs((await probeAudio(ffmpeg, file)).durationSeconds - expected)).toBeLessThanOrEqual(0.2);
    expect(after?.settings.mixdown?.speechStart).toBe(3);
  }, 180_000);
});

describe('the audio editor’s refusals', () => {
  it('refuses a mixdown with nothing to hear, and one of a project without a podcast', async () => {
    const { user, gql } = await signedIn();
    const podcast = await createPodcastWithStems(t, user.id);
    const project = (await gql(PROJECT, { id: podcast.id })).data.editorProject;
    const tracks = asInput(project.tracks).map((tr) => ({ ...tr, muted: true }));
    await gql(SAVE, { i: { projectId: project.id, tracks } });
    expect((await gql(MIXDOWN, { id: project.id })).errors?.[0]?.message).toBe(
      'Every track is muted or empty: there is nothing to mix.',
    );
    // While the podcast's audio is being made, a mixdown is refused and nothing is queued.
    const audible = asInput(project.tracks);
    await gql(SAVE, { i: { projectId: project.id, tracks: audible } });
    await updatePodcast(t.services.db, podcast.id, { status: 'rendering' });
    expect((await gql(MIXDOWN, { id: project.id })).errors?.[0]?.message).toBe(MIXDOWN_WHILE_RENDERING);
    const queued = await t.services.db.execute(
      sql`select count(*)::int as n from generation_jobs where podcast_id = ${podcast.id}`,
    );
    expect(queued.rows).toEqual([{ n: 0 }]);
    const blank = (await gql(PROJECT, {})).data.editorProject;
    expect(blank.podcastId).toBeNull();
    expect((await gql(MIXDOWN, { id: blank.id })).errors?.[0]?.message).toBe(
      'Open a rendered podcast in the editor to export a mixdown.',
    );
  });

  it('queues a mixdown whose stem cannot be measured, holding the podcast length against the plan', async () => {
    const { user, gql } = await signedIn();
    const podcast = await createPodcastWithStems(t, user.id, { seconds: 12 });
    const project = (await gql(PROJECT, { id: podcast.id })).data.editorProject;
    const stem = Object.values(podcast.settings.stems ?? {})[0] as string;
    await t.services.storage.put(stem, Buffer.from('not audio at all'), { contentType: 'audio/flac' });
    const started = await gql(MIXDOWN, { id: project.id });
    expect(started.errors).toBeUndefined();
    const held = await t.services.db.execute<{ reserved_bytes: number }>(
      sql`select reserved_bytes from generation_jobs where ref_id = ${started.data.exportMixdown.ref_id}`,
    );
    expect(held.rows[0]?.reserved_bytes).toBe(Math.ceil((podcast.duration ?? 0) * 16_000));
  });

  it('refuses a mixdown whose stems are gone, and a user with two jobs running, before measuring anything', async () => {
    const { user, gql } = await signedIn();
    const podcast = await createPodcastWithStems(t, user.id);
    const project = (await gql(PROJECT, { id: podcast.id })).data.editorProject;
    // Its stems are gone: the request says so, and nothing is queued.
    for (const key of Object.values(podcast.settings.stems ?? {})) await t.services.storage.delete(key);
    expect((await gql(MIXDOWN, { id: project.id })).errors?.[0]?.message).toBe('We could not find that file.');
    // Two jobs live: refused with the two-at-a-time sentence (before any ffprobe), nothing more queued.
    for (let i = 0; i < 2; i++) {
      await insertJob(t.services.db, {
        refId: randomUUID(),
        batchJobId: `batch-${randomUUID()}`,
        userId: user.id,
        kind: 'script',
        status: 'running',
        payload: {},
      });
    }
    const refused = await gql(MIXDOWN, { id: project.id });
    expect(refused.errors?.[0]?.message).toBe(
      'You already have two podcasts being generated. Please wait for one to finish.',
    );
    const jobs = await t.services.db.execute(
      sql`select count(*)::int as n from generation_jobs where user_id = ${user.id}`,
    );
    expect(jobs.rows).toEqual([{ n: 2 }]);
  });
});
