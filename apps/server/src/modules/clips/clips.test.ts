import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import type { TestApp } from '../../test/app';
import { readEvents } from '../../test/sse';
import { useTestApp } from '../../test/use-test-app';
import { newRevision, renderKeys } from '../audio';
import { updatePodcast } from '../podcasts/testing/factories';
import { checkFeed, readFeed } from '../publishing/testing/feed-checks';
import { CREATE_RSS, createCreator, graphql, publish, rssInput } from '../publishing/testing/publishing-test-kit';
import { findJobByRef } from '../runs/testing/jobs';
import { deliveriesOf, insertEndpoint } from '../webhooks/testing/webhooks-kit';
import { clipKey } from './clip-rules';
import { createTimedPodcast, insertClipRow } from './testing/clips-kit';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

const CREATE = 'mutation($i:CreateClipInput!){ createClip(input:$i){ clipId refId } }';
const LIST = `query($id:Int!){ clips(podcastId:$id){ id status url aspect startTime duration fromLine toLine soundbite
  title bytes error refId } }`;
const SUGGEST = 'query($id:Int!){ clipSuggestions(podcastId:$id){ fromLine toLine startTime duration reason } }';
const DELETE = 'mutation($id:Int!){ deleteClip(clipId:$id) }';
const ffmpeg = resolveFfmpeg();

async function startClip(token: string, input: Record<string, unknown>) {
  const answer = await graphql(t, token, CREATE, { i: input });
  expect(answer.errors).toBeUndefined();
  return answer.data?.createClip as { clipId: number; refId: string };
}

function streamOf(token: string, refId: string) {
  return readEvents(`${t.url}/api/v1/agents/stream/${refId}`, token, {
    until: (e) => 'result' in e,
    timeoutMs: 180_000,
  });
}

async function probe(file: string) {
  const out = await runBinary(ffmpeg.ffprobe, [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,pix_fmt:format=duration'],
    ...['-of', 'json', file],
  ]);
  return JSON.parse(out.toString('utf8')) as {
    streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }>;
    format: { duration: string };
  };
}

describe('clips: rendering', () => {
  it('renders each frame as H.264 + AAC of the span’s length, with progress, a download link and clip.ready', async () => {
    const { user, accessToken } = await createCreator(t);
    const endpoint = await insertEndpoint(t.services.db, user.id, ['clip.ready']);
    const podcast = await createTimedPodcast(t, user.id, { lines: 3, lineSeconds: 1.6 });
    const sizes = { SQUARE: [1080, 1080], VERTICAL: [1080, 1920], WIDE: [1920, 1080] } as const;
    for (const [aspect, [width, height]] of Object.entries(sizes)) {
      await renderAndProbe(accessToken, podcast.id, aspect, width, height);
    }
    // The outbox told the endpoint once per clip.
    const deliveries = await deliveriesOf(t.services.db, endpoint.id);
    expect(deliveries.map((d) => d.event)).toEqual(['clip.ready', 'clip.ready', 'clip.ready']);
  }, 300_000);

  it('offers a soundbite clip in the episode’s feed item, and takes it away when the clip is deleted', async () => {
    const { user, accessToken } = await createCreator(t);
    const podcast = await createTimedPodcast(t, user.id, { lines: 3, lineSeconds: 1.6 });
    const created = await graphql(t, accessToken, CREATE_RSS, { input: rssInput() });
    const feedUrl = created.data?.createRss.feedUrl as string;
    expect((await publish(t, accessToken, user.id, podcast.id)).errors).toBeUndefined();
    const { clipId, refId } = await startClip(accessToken, {
      podcastId: podcast.id,
      fromLine: 1,
      toLine: 2,
      aspect: 'SQUARE',
      soundbite: true,
    });
    await streamOf(accessToken, refId);
    const { channel } = await checkFeed(feedUrl);
    const bite = channel.item[0]['podcast:soundbite'];
    expect(bite['@startTime']).toBe('1.8');
    expect(bite['@duration']).toBe('3');
    expect(bite['#text']).toBe(
      'Ravi: About 2,000,000 flowers, Asha, spread over 30 square kilometres around the hive.',
    );
    expect((await graphql(t, accessToken, DELETE, { id: clipId })).data?.deleteClip).toBe(true);
    const after = await readFeed(feedUrl);
    expect(after.channel.item[0]['podcast:soundbite']).toBeUndefined();
  }, 180_000);
});

describe('clips: soundbites follow their render', () => {
  it('are offered only on an episode published from the render they were cut from', async () => {
    const { user, accessToken } = await createCreator(t);
    const podcast = await createTimedPodcast(t, user.id, { lines: 3, lineSeconds: 1.6 });
    const created = await graphql(t, accessToken, CREATE_RSS, { input: rssInput() });
    const feedUrl = created.data?.createRss.feedUrl as string;
    // Rows written straight to the database: each is in before a publish, which renders the feed again.
    const bite = { podcastId: podcast.id, userId: user.id, soundbite: true };
    await insertClipRow(t.services.db, { ...bite, sourceAudioPath: podcast.storagePath });
    expect((await publish(t, accessToken, user.id, podcast.id)).errors).toBeUndefined();
    const soundbiteOf = async () => (await readFeed(feedUrl)).channel.item[0]['podcast:soundbite'];
    expect((await soundbiteOf())?.['@startTime']).toBe('0.2');

    // Rendered again (its lines now sit elsewhere): the published episode still carries the old audio and its
    // soundbite, until it is published again from the new render.
    const longer = await createTimedPodcast(t, user.id, { lines: 3, lineSeconds: 2.4 });
    const rerender = { storagePath: renderKeys(podcast.id, newRevision()).audio };
    const { storage } = t.services;
    await storage.put(rerender.storagePath, await readFile(await storage.localPath(longer.storagePath as string)));
    await updatePodcast(t.services.db, podcast.id, { storagePath: rerender.storagePath });
    expect(await soundbiteOf()).toBeDefined();
    expect((await publish(t, accessToken, user.id, podcast.id)).errors).toBeUndefined();
    expect(await soundbiteOf()).toBeUndefined();

    // A soundbite cut from the new render joins it.
    await insertClipRow(t.services.db, { ...bite, sourceAudioPath: rerender.storagePath });
    await publish(t, accessToken, user.id, podcast.id, { title: 'How bees talk, again' });
    expect((await soundbiteOf())?.['@startTime']).toBe('0.2');

    // A clip made before clips recorded their render is offered as it was, within the episode's length.
    await insertClipRow(t.services.db, { ...bite, sourceAudioPath: null, startTime: 2, duration: 1 });
    await publish(t, accessToken, user.id, podcast.id, { title: 'How bees talk, once more' });
    expect((await soundbiteOf()).map((b: Record<string, string>) => b['@startTime'])).toEqual(['0.2', '2']);
  });
});

describe('clips: moments', () => {
  it('suggests three moments of 20–60 s from the script, opening on questions', async () => {
    const { user, accessToken } = await createCreator(t);
    const podcast = await createTimedPodcast(t, user.id, { lines: 24, lineSeconds: 6 });
    const answer = await graphql(t, accessToken, SUGGEST, { id: podcast.id });
    const moments = answer.data?.clipSuggestions as Json[];
    expect(moments).toHaveLength(3);
    for (const m of moments) {
      expect(m.duration).toBeGreaterThanOrEqual(20);
      expect(m.duration).toBeLessThanOrEqual(60);
      // Every other line is a question (lines 0, 2, …): each moment opens on one and ends on an answer.
      expect(m.fromLine % 2).toBe(0);
      expect(m.toLine % 2).toBe(1);
      expect(m.reason).toMatch(/^A question and its answer/);
    }
    const spans = moments.map((m) => [m.fromLine, m.toLine]);
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.[0]).toBeGreaterThan(spans[i - 1]?.[1]);
  });
});

describe('clips: refusals and deletion', () => {
  it('refuses another user’s podcast and clip, a bad span, and a podcast without timed audio; changes nothing', async () => {
    const owner = await createCreator(t);
    const other = await createCreator(t);
    const podcast = await createTimedPodcast(t, owner.user.id, { lines: 3, lineSeconds: 1.6 });
    const span = { podcastId: podcast.id, fromLine: 0, toLine: 0, aspect: 'WIDE' };
    const refusal = async (token: string, query: string, variables: Record<string, unknown>) =>
      (await graphql(t, token, query, variables)).errors?.[0]?.message;
    expect(await refusal(other.accessToken, CREATE, { i: span })).toBe('We could not find that podcast.');
    expect(await refusal(other.accessToken, LIST, { id: podcast.id })).toBe('We could not find that podcast.');
    expect(await refusal(other.accessToken, SUGGEST, { id: podcast.id })).toBe('We could not find that podcast.');
    expect(await refusal(owner.accessToken, CREATE, { i: { ...span, fromLine: 2, toLine: 1 } })).toBe(
      'Choose a span of lines of this podcast: the first line must come before or be the last.',
    );
    expect(await refusal(owner.accessToken, CREATE, { i: { ...span, toLine: 9 } })).toBe(
      'Choose a span of lines of this podcast: the first line must come before or be the last.',
    );
    expect(await refusal(owner.accessToken, CREATE, { i: { ...span, fromLine: -1 } })).toBe(
      'Please choose the first line.',
    );
    const untimed = await createTimedPodcast(t, owner.user.id);
    await updatePodcast(t.services.db, untimed.id, { settings: { ...untimed.settings, lineTimings: [] } });
    expect(await refusal(owner.accessToken, CREATE, { i: { ...span, podcastId: untimed.id } })).toBe(
      'This podcast was rendered before lines were timed. Generate its audio again to make clips.',
    );
    const { clipId, refId } = await startClip(owner.accessToken, span);
    await streamOf(owner.accessToken, refId);
    expect(await refusal(other.accessToken, DELETE, { id: clipId })).toBe('We could not find that clip.');
    const listed = (await graphql(t, owner.accessToken, LIST, { id: podcast.id })).data?.clips as Json[];
    expect(listed.map((c) => c.id)).toEqual([clipId]);
    expect(listed[0].status).toBe('READY');
  }, 120_000);

  it('deleting a clip mid-render stops its job and leaves no file; deleting a ready one removes its file', async () => {
    const { user, accessToken } = await createCreator(t);
    const podcast = await createTimedPodcast(t, user.id, { lines: 8, lineSeconds: 6 });
    const { clipId, refId } = await startClip(accessToken, {
      podcastId: podcast.id,
      fromLine: 0,
      toLine: 7,
      aspect: 'VERTICAL',
    });
    const stream = readEvents(`${t.url}/api/v1/agents/stream/${refId}`, accessToken, {
      until: (e) => 'progress' in e && e.progress.stage === 'rendering',
      timeoutMs: 120_000,
    });
    await stream;
    expect((await graphql(t, accessToken, DELETE, { id: clipId })).data?.deleteClip).toBe(true);
    const job = await findJobByRef(t.services.db, refId);
    expect(job?.status).toBe('cancelled');
    // The run stops (its ffmpeg is killed) and nothing of the clip stays in storage.
    await waitFor(async () => !t.app.modules.runs.service.runningJobs().includes(refId));
    expect(await storedClips(podcast.id)).toEqual([]);
    expect((await graphql(t, accessToken, LIST, { id: podcast.id })).data?.clips).toEqual([]);

    const ready = await startClip(accessToken, { podcastId: podcast.id, fromLine: 0, toLine: 0, aspect: 'SQUARE' });
    await streamOf(accessToken, ready.refId);
    expect(await storedClips(podcast.id)).toEqual([clipKey(podcast.id, ready.clipId)]);
    await graphql(t, accessToken, DELETE, { id: ready.clipId });
    expect(await storedClips(podcast.id)).toEqual([]);
  }, 180_000);
});

/** Makes a clip of lines 0–1 (0.2 s to 3.2 s), then checks its listing, its download and what ffprobe reads. */
async function renderAndProbe(token: string, podcastId: number, aspect: string, width: number, height: number) {
  const { clipId, refId } = await startClip(token, { podcastId, fromLine: 0, toLine: 1, aspect });
  const stream = await streamOf(token, refId);
  const last = stream.events.at(-1) as Json;
  expect(last.result.file_sas).toMatch(/^http/);
  expect(stream.events.some((e: Json) => e.progress?.stage === 'rendering' || e.progress?.stage === 'done')).toBe(true);
  const clips = (await graphql(t, token, LIST, { id: podcastId })).data?.clips as Json[];
  const listed = clips.find((c) => c.id === clipId);
  expect(listed).toMatchObject({ status: 'READY', aspect, startTime: 0.2, duration: 3, fromLine: 0, toLine: 1 });
  expect(listed.title).toBe('Asha: How many flowers does one hive visit in a day?');
  const download = await fetch(listed.url);
  expect(download.status).toBe(200);
  const body = Buffer.from(await download.arrayBuffer());
  expect(body.length).toBe(listed.bytes);
  const file = path.join(t.dataDir, `clip-${aspect}.mp4`);
  await writeFile(file, body);
  const facts = await probe(file);
  const video = facts.streams.find((s) => s.codec_type === 'video');
  const audio = facts.streams.find((s) => s.codec_type === 'audio');
  expect(video).toMatchObject({ codec_name: 'h264', width, height, pix_fmt: 'yuv420p' });
  expect(audio?.codec_name).toBe('aac');
  expect(Math.abs(Number(facts.format.duration) - 3)).toBeLessThanOrEqual(0.1);
}

describe('clips: a deleted podcast', () => {
  it('stops its clip’s render and leaves none of its files', async () => {
    const { user, accessToken } = await createCreator(t);
    const podcast = await createTimedPodcast(t, user.id, { lines: 8, lineSeconds: 6 });
    const { refId } = await startClip(accessToken, { podcastId: podcast.id, fromLine: 0, toLine: 7, aspect: 'WIDE' });
    await readEvents(`${t.url}/api/v1/agents/stream/${refId}`, accessToken, {
      until: (e) => 'progress' in e && e.progress.stage === 'rendering',
      timeoutMs: 120_000,
    });
    const deleted = await graphql(t, accessToken, 'mutation($id:Int!){ deletePodcast(podcastId:$id){ success } }', {
      id: podcast.id,
    });
    expect(deleted.data?.deletePodcast.success).toBe(true);
    await waitFor(async () => !t.app.modules.runs.service.runningJobs().includes(refId));
    expect(await storedClips(podcast.id)).toEqual([]);
  }, 180_000);
});

async function storedClips(podcastId: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.services.storage.list(`podcasts/${podcastId}/clips/`)) keys.push(file.key);
  return keys;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out waiting');
}
