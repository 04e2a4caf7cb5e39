import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GRAPHQL_PATH, MUSIC_MESSAGES } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { server as app, downloads, page, useBrowserHarness } from './support/harness';

/*
 * The audio editor against the built app: a podcast rendered by the offline voices opens with its two
 * stems, a music bed from My Music goes on the background, solo and mute behave as spec 001 §4 says, the project
 * saves itself and comes back after a reload, and Export Mixdown makes the podcast's new audio.
 */

const run = promisify(execFile);
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the editor and its overlay. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `audio-editor-${name}.png`), fullPage: true });
};
useBrowserHarness({ browserFlags: ['--autoplay-policy=no-user-gesture-required'], downloads: true });

let token: string;
let userId: number;
beforeEach(async () => {
  const { session } = await signUpAndLogin(page, app, { givenName: 'Ada' });
  token = session.accessToken;
  userId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')).user_id as number;
});

async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<any> =>
  (await api<{ data: unknown }>(GRAPHQL_PATH, { query, variables })).data;

/** Reads a job's event stream until its final event and answers it. */
async function finalEvent(refId: string): Promise<{ result: Record<string, unknown> }> {
  const response = await fetch(`${app.baseUrl}/api/v1/agents/stream/${refId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const result = text
      .split('\n')
      .filter((line) => line.startsWith('data:') && line.includes('"result"'))
      .at(0);
    if (result) {
      await reader.cancel();
      return JSON.parse(result.slice(5));
    }
  }
  throw new Error('the stream ended without a result');
}

/** A two-speaker podcast written by the offline writer and rendered by the offline voices, through the API. */
async function renderedPodcast(): Promise<number> {
  const script = await api<{ ref_id: string; podcast_id: number }>('/generate/script', {
    topic: 'How tides work',
    host: 'Asha',
    guest: 'Ravi',
    no_of_speaker: 2,
    duration: 2,
  });
  const written = await finalEvent(script.ref_id);
  const voices = (
    await gql('query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }')
  ).featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  const audio = await api<{ ref_id: string }>('/generate/audio', {
    podcast_id: script.podcast_id,
    user_id: userId,
    conversation_output: written.result.message,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guest_voice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    language: 'en-IN',
    no_of_speaker: 2,
  });
  const rendered = await finalEvent(audio.ref_id);
  expect(rendered.result.file_sas).toBeTruthy();
  return script.podcast_id;
}

const track = (name: string) => page.getByRole('region', { name, exact: true });
const pressed = async (name: string) =>
  (await page.getByRole('button', { name }).getAttribute('aria-pressed')) === 'true';
const saved = () => page.getByText('All changes saved').waitFor({ timeout: 20_000 });
const volume = (name: string) => page.getByRole('slider', { name: `${name} volume` }).getAttribute('aria-valuenow');

/** The rendered speakers' stems on the two speaker tracks, with their waveforms; the clock shows the length. */
async function expectStemsAndDefaults() {
  await expect.poll(() => page.getByTestId('label-speaker1').textContent(), { timeout: 30_000 }).toBe('Asha');
  expect(await page.getByTestId('label-speaker2').textContent()).toBe('Ravi');
  await page.getByRole('img', { name: /^Waveform of Speaker 1/ }).waitFor({ timeout: 30_000 });
  await page.getByRole('img', { name: /^Waveform of Speaker 2/ }).waitFor();
  await expect.poll(() => page.getByTestId('editor-clock').textContent()).toMatch(/^0:00 \/ [1-9]:\d\d$/);
  const markers = await page.getByTestId('timeline-marker').allTextContents();
  expect(markers.length).toBeGreaterThanOrEqual(8);
  expect(markers.slice(0, 3)).toEqual(['0:00', '0:15', '0:30']);
  // Spec 001 §9 default volumes.
  expect([await volume('Speaker 1'), await volume('Intro Music'), await volume('Background Music')]).toEqual([
    '100',
    '80',
    '50',
  ]);
  await expectNoAxeViolations(page, 'audio editor');
}

/** Choose Audio on the background: the overlay named after the track, My Music with the beds we make. */
async function chooseMusicBed() {
  await track('Background Music')
    .getByRole('button', { name: /Choose Audio/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Background Music' });
  await dialog.getByRole('button', { name: 'Use Easy Stroll' }).waitFor({ timeout: 60_000 });
  expect(await dialog.getByRole('list', { name: 'My Music' }).getByRole('listitem').count()).toBe(3);
  await shot('my-music');
  await expectNoAxeViolations(page, 'choose audio: my music');
  // Play and stop the chosen item (its own link, not item 1's).
  await dialog.getByRole('button', { name: 'Play Easy Stroll' }).click();
  await dialog.getByRole('button', { name: 'Stop Easy Stroll' }).waitFor();
  await dialog.getByRole('button', { name: 'Stop Easy Stroll' }).click();
  await dialog.getByRole('button', { name: 'Play Easy Stroll' }).waitFor();

  // Upload: none chosen, then a real file and a fake one judged by content.
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByRole('button', { name: 'Confirm Upload' }).click();
  await dialog.getByText(MUSIC_MESSAGES.noFiles).waitFor();
  await expectNoAxeViolations(page, 'choose audio: upload');
  const fake = join(downloads, 'not-music.mp3');
  await writeFile(fake, 'these are words, not sound');
  await dialog.locator('input[type=file]').setInputFiles(fake);
  await dialog.getByRole('list', { name: 'Selected files' }).getByText('not-music.mp3').waitFor();
  await dialog.getByRole('button', { name: 'Confirm Upload' }).click();
  await dialog.getByText(MUSIC_MESSAGES.notAudio).waitFor({ timeout: 30_000 });
  const tune = join(downloads, 'Harbour Theme.mp3');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=f=330:d=4', '-c:a', 'libmp3lame', '-y', tune]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await track('Background Music')
    .getByRole('button', { name: /Choose Audio/ })
    .click();
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.locator('input[type=file]').setInputFiles(tune);
  await dialog.getByRole('button', { name: 'Confirm Upload' }).click();
  await dialog.getByRole('button', { name: 'Use Harbour Theme' }).waitFor({ timeout: 30_000 });

  // Use a bed: it goes on the track, with its waveform.
  await dialog.getByRole('button', { name: 'Use Easy Stroll' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('label-background').textContent()).toBe('Easy Stroll');
  await page.getByRole('img', { name: /^Waveform of Background Music/ }).waitFor({ timeout: 30_000 });
  await shot('tracks');
}

/**
 * Export Mixdown: a new audio revision of the podcast, longer than the speech alone only by intro and outro (none
 * here).
 */
async function exportMixdown(podcastId: number) {
  const before = (await gql('query($id:Int!){ podcastPresignedUrl(podcastId:$id){ presignedUrl } }', { id: podcastId }))
    .podcastPresignedUrl.presignedUrl as string;
  await page.getByRole('button', { name: 'Export Mixdown' }).click();
  await page
    .getByText(/Mixdown ready/)
    .first()
    .waitFor({ timeout: 60_000 });
  const after = (await gql('query($id:Int!){ podcastPresignedUrl(podcastId:$id){ presignedUrl } }', { id: podcastId }))
    .podcastPresignedUrl.presignedUrl as string;
  expect(new URL(after).pathname).not.toBe(new URL(before).pathname);
  const file = join(downloads, 'mixdown.mp3');
  await writeFile(file, Buffer.from(await (await fetch(after)).arrayBuffer()));
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  expect(Number(stdout)).toBeGreaterThan(10);
}

describe('the audio editor', () => {
  it('loads the stems and a music bed, solos and mutes, saves itself, and mixes down', async () => {
    const podcastId = await renderedPodcast();
    await page.goto(`/audioedit?podcast=${podcastId}`);

    await expectStemsAndDefaults();

    await chooseMusicBed();

    // Solo mutes the others; solo off unmutes them.
    await page.getByRole('button', { name: 'Solo Speaker 1' }).click();
    expect(await pressed('Solo Speaker 1')).toBe(true);
    for (const other of ['Speaker 2', 'Intro Music', 'Outro Music', 'Background Music']) {
      expect(await pressed(`Mute ${other}`), other).toBe(true);
    }
    expect(await pressed('Mute Speaker 1')).toBe(false);
    await page.getByRole('button', { name: 'Solo Speaker 1' }).click();
    for (const name of ['Speaker 1', 'Speaker 2', 'Intro Music', 'Outro Music', 'Background Music']) {
      expect(await pressed(`Mute ${name}`), name).toBe(false);
    }

    // Mute Speaker 2, lower the background by keyboard; autosave says so.
    await page.getByRole('button', { name: 'Mute Speaker 2' }).click();
    await page.getByRole('slider', { name: 'Background Music volume' }).focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
    expect(await volume('Background Music')).toBe('40');
    await saved();

    // A clip moves, and its bed stops looping and fades in: the programme's length follows; it is saved.
    const totalOf = async () => {
      const [, total] = ((await page.getByTestId('editor-clock').textContent()) ?? '').split(' / ');
      const [m, s] = (total ?? '0:0').split(':').map(Number);
      return (m ?? 0) * 60 + (s ?? 0);
    };
    const before = await totalOf();
    await track('Speaker 1').getByRole('button', { name: 'Clip of Speaker 1' }).click();
    const speakerClip = page.getByRole('group', { name: 'Clip of Speaker 1' });
    await speakerClip.getByLabel('Starts at').fill('30');
    await speakerClip.getByLabel('Starts at').press('Tab');
    await expect.poll(totalOf).toBeGreaterThanOrEqual(before + 25);
    await page.keyboard.press('Escape');
    await track('Background Music').getByRole('button', { name: 'Clip of Background Music' }).click();
    const bedClip = page.getByRole('group', { name: 'Clip of Background Music' });
    await bedClip.getByLabel('Loop under the speech').click();
    await bedClip.getByLabel('Fade in').fill('2');
    await bedClip.getByLabel('Fade in').press('Tab');
    await expectNoAxeViolations(page, 'audio editor: a clip’s settings');
    await page.keyboard.press('Escape');
    await saved();

    // Playback runs all tracks from one clock.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.getByTestId('editor-clock').textContent(), { timeout: 10_000 }).toMatch(/^0:0[1-9] /);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();

    // A reload opens the same project as it was left.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('label-background').textContent(), { timeout: 30_000 })
      .toBe('Easy Stroll');
    expect(await pressed('Mute Speaker 2')).toBe(true);
    expect(await volume('Background Music')).toBe('40');
    expect(await page.getByTestId('label-speaker1').textContent()).toBe('Asha');
    await track('Background Music').getByRole('button', { name: 'Clip of Background Music' }).click();
    const reopened = page.getByRole('group', { name: 'Clip of Background Music' });
    expect(await reopened.getByLabel('Loop under the speech').getAttribute('aria-checked')).toBe('false');
    expect(await reopened.getByLabel('Fade in').inputValue()).toBe('2.0');
    await page.keyboard.press('Escape');

    // On a phone the timeline is there too, scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.scrollIntoViewIfNeeded();
    expect(await timeline.isVisible()).toBe(true);
    expect(
      await timeline.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX !== 'hidden'),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await exportMixdown(podcastId);
  });
});
