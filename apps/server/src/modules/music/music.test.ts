import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_BASE, MUSIC_MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { probeAudio, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { ebur128 } from '../../providers/audio/testing/audio-test-kit';
import type { TestApp } from '../../test/app';
import { makePng } from '../../test/media';
import { useTestApp } from '../../test/use-test-app';
import { makeMp3 } from '../audio/testing/renders';
import { createSession, createUser } from '../auth/testing/factories';
import { apiClient } from '../auth/testing/http';
import { BEDS } from './bed-synth';
import { bedKey } from './beds';

let t: TestApp;
const ffmpeg = resolveFfmpeg();
const run = promisify(execFile);

useTestApp((app) => {
  t = app;
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
type Json = any;

async function signedIn() {
  const user = await createUser(t.services.db);
  const token = (await createSession(t.services, user)).accessToken;
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await apiClient(t.url).graphql(query, variables, token)).body as {
      data?: Json;
      errors?: Array<{ message: string }>;
    };
  const upload = async (files: Array<{ name: string; bytes: Buffer; type?: string }>) => {
    const form = new FormData();
    for (const f of files)
      form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'audio/mpeg' }), f.name);
    const response = await fetch(`${t.url}${API_BASE}/music`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  return { user, gql, upload };
}

const ALL = '{ allMusic { items { id userId musicName musicUrl musicPath createdAt presignedUrl } } }';
const URL_OF = 'query($id:Int!){ musicPresignedUrl(musicId:$id){ musicPath presignedUrl } }';

describe('the music library: beds and uploads', () => {
  it('gives every new user the beds we make, playable, by name and levelled well under speech', async () => {
    const { gql } = await signedIn();
    const { data, errors } = await gql(ALL);
    expect(errors).toBeUndefined();
    const names = data.allMusic.items.map((i: Json) => i.musicName);
    expect(names).toEqual([...BEDS.map((b) => b.name)].sort());
    // A second visit does not add them again.
    expect((await gql(ALL)).data.allMusic.items).toHaveLength(BEDS.length);
    for (const bed of BEDS) {
      const file = await t.services.storage.localPath(bedKey(bed));
      const probe = await probeAudio(ffmpeg, file);
      expect(probe.codecName).toBe('mp3');
      expect(probe.channels).toBe(2);
      expect(probe.durationSeconds).toBeGreaterThan(45);
      const loudness = await ebur128(ffmpeg, file);
      expect(loudness.integratedLufs).toBeGreaterThan(-21.5);
      expect(loudness.integratedLufs).toBeLessThan(-18.5);
      expect(loudness.truePeakDbtp).toBeLessThan(-0.5);
    }
    // The link answered is the chosen item's own.
    const item = data.allMusic.items[1];
    const url = (await gql(URL_OF, { id: item.id })).data.musicPresignedUrl;
    expect(url.musicPath).toBe(item.musicPath);
    const played = await fetch(url.presignedUrl);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toContain('audio/mpeg');
  }, 120_000);

  it('stores several uploaded files by content, and refuses what is not audio without storing anything', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const stored = await me.upload([
      { name: 'Sunrise theme.mp3', bytes: await makeMp3(3, 330) },
      { name: 'odd-name.bin', bytes: await makeMp3(2, 550), type: 'application/octet-stream' },
    ]);
    expect(stored.status).toBe(200);
    expect(stored.body.items.map((i: Json) => i.musicName)).toEqual(['Sunrise theme', 'odd-name']);

    // Named and typed as audio, but a PNG: refused by content; nothing of the upload is kept.
    const before = (await me.gql(ALL)).data.allMusic.items.length;
    const refused = await me.upload([
      { name: 'fine.mp3', bytes: await makeMp3(2) },
      { name: 'cover.mp3', bytes: makePng() },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MUSIC_MESSAGES.notAudio);
    expect(refused.body).not.toHaveProperty('stack');
    expect((await me.gql(ALL)).data.allMusic.items.length).toBe(before);
    const text = await me.upload([{ name: 'notes.wav', bytes: Buffer.from('just some words, not a sound') }]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(MUSIC_MESSAGES.notAudio);

    const none = await me.upload([]);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MUSIC_MESSAGES.noFiles);

    // Another user cannot play mine.
    const mine = stored.body.items[0];
    expect((await other.gql(URL_OF, { id: mine.id })).errors?.[0]?.message).toBe(MUSIC_MESSAGES.notFound);
    expect((await other.gql(ALL)).data.allMusic.items.map((i: Json) => i.id)).not.toContain(mine.id);
    expect((await me.gql(URL_OF, { id: mine.id })).data.musicPresignedUrl.musicPath).toBe(mine.musicPath);
  }, 120_000);
});

describe('the music library: judging containers by content', () => {
  it('judges the container by content: real audio files pass, an HLS playlist naming local files is refused', async () => {
    const me = await signedIn();
    const dir = await mkdtemp(path.join(tmpdir(), 'podloom-music-test-'));
    try {
      // A real MP3 on this machine, and a few-KB playlist that would have ffmpeg read it 200 times: ffprobe
      // guessed "HLS, 0.2 s" and ffmpeg then decoded 600 s of a local file that was never uploaded.
      const target = path.join(dir, 'x.mp3');
      await writeFile(target, await makeMp3(3, 440));
      const playlist = Buffer.from(
        [
          '#EXTM3U',
          '#EXT-X-VERSION:3',
          '#EXT-X-TARGETDURATION:1',
          ...Array.from({ length: 200 }, () => ['#EXTINF:0.001,', target]).flat(),
          '#EXT-X-ENDLIST',
          '',
        ].join('\n'),
      );
      const before = (await me.gql(ALL)).data.allMusic.items.map((i: Json) => i.id);
      for (const name of ['playlist.mp3', 'playlist.m3u8']) {
        const refused = await me.upload([{ name, bytes: playlist }]);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(MUSIC_MESSAGES.notAudio);
      }
      expect((await me.gql(ALL)).data.allMusic.items.map((i: Json) => i.id)).toEqual(before);

      // The containers the refusal sentence names still pass, each decoded into our MP3.
      const sine = ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=2:sample_rate=44100'];
      const made = [
        { name: 'tone.wav', args: ['-c:a', 'pcm_s16le'] },
        { name: 'tone.flac', args: ['-c:a', 'flac'] },
        { name: 'tone.ogg', args: ['-c:a', 'libvorbis'] },
        { name: 'tone.opus', args: ['-c:a', 'libopus'] },
        { name: 'tone.m4a', args: ['-c:a', 'aac'] },
      ];
      const files = [];
      for (const file of made) {
        const out = path.join(dir, file.name);
        await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...sine, ...file.args, out]);
        files.push({ name: file.name, bytes: await readFile(out), type: 'application/octet-stream' });
      }
      const stored = await me.upload(files);
      expect(stored.status).toBe(200);
      expect(stored.body.items.map((i: Json) => i.musicName)).toEqual(['tone', 'tone', 'tone', 'tone', 'tone']);
      for (const item of stored.body.items) {
        const probe = await probeAudio(ffmpeg, await t.services.storage.localPath(item.musicPath));
        expect(probe.codecName).toBe('mp3');
        expect(probe.durationSeconds).toBeGreaterThan(1.5);
        expect(probe.durationSeconds).toBeLessThan(2.5);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
