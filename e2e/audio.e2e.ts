import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GRAPHQL_PATH, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { acceptErrors, server as app, downloads, errors, page, useBrowserHarness } from './support/harness';
import { pickMenuItem } from './support/menus';

/** The voices of a language are asked for when it is chosen (after a reload, once the podcast is read): a slow
 * machine needs more than the poll's default second. */
const VOICES_LOAD = { timeout: 15_000 };

/*
 * Voices, audio generation, the player and export on /create-podcast, against the built app with its
 * offline voices: every file here is real audio, checked with ffprobe.
 */

const run = promisify(execFile);
const HOST = 'Asha';
const GUEST = 'Ravi';
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the audio card at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
/** Spec 000 §4 status texts while a render starts. */
const AUDIO_PREPARING = 'Preparing audio generation';
const AUDIO_GENERATING = 'Generating audio';

// Headless Chromium plays audio once it may autoplay; the clicks below are user gestures anyway.
useBrowserHarness({ browserFlags: ['--autoplay-policy=no-user-gesture-required'], downloads: true });
beforeAll(async () => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});
beforeEach(async () => {
  // A fresh account through the real API for every test: nothing carries over between them.
  await signUpAndLogin(page, app, { givenName: 'Ada' });
});

const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
const audioCard = () => page.getByRole('region', { name: 'Audio & Voice Settings' });
const generateAudio = () => audioCard().getByRole('button', { name: 'Generate Audio' });
const voiceOf = (speaker: 'host' | 'guest') => audioCard().getByTestId(`${speaker}-voice`);

async function shot(name: string) {
  if (!SHOTS) return;
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await audioCard().screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`) });
    await page.screenshot({ path: join(SHOTS, `${name}-page-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Writes a script with the offline writer from the home screen and lands on /create-podcast. */
async function generateScript(topic: string, duration?: string) {
  await page.goto(WELCOME_ROUTE);
  await page.getByLabel('Podcast topic').fill(topic);
  await page.getByLabel('Name of Host').fill(HOST);
  await page.getByLabel('Name of Guest').fill(GUEST);
  if (duration) {
    await page.locator('.ant-select:has(#generator-duration)').click();
    await page.locator(`.ant-select-dropdown:visible [title="${duration}"]`).click();
  }
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
}

/** Every value the generation progress bar and status line take, recorded in the page as they change. */
async function recordGeneration() {
  await page.evaluate(() => {
    const seen = { progress: [] as number[], status: [] as string[] };
    (window as unknown as { generationSeen: typeof seen }).generationSeen = seen;
    const read = () => {
      const bar = document.querySelector('[aria-label="Audio generation progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && Number.isFinite(value) && seen.progress.at(-1) !== value) seen.progress.push(value);
      const status = document.querySelector('[data-testid="audio-status"]')?.textContent;
      if (status && seen.status.at(-1) !== status) seen.status.push(status);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { generationSeen: { progress: number[]; status: string[] } }).generationSeen,
    );
}

async function probe(file: string): Promise<{ codec: string; duration: number }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name:format=duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(stdout) as { streams: Array<{ codec_name: string }>; format: { duration: string } };
  return { codec: info.streams[0]?.codec_name ?? '', duration: Number(info.format.duration) };
}

async function exportAs(format: string, quality?: string) {
  await audioCard().getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export audio' });
  await dialog.locator('.ant-select:has(#export-format)').click();
  await page.locator(`.ant-select-dropdown:visible [title="${format}"]`).click();
  if (quality) {
    await dialog.locator('.ant-select:has(#export-quality)').click();
    await page.locator(`.ant-select-dropdown:visible [title="${quality}"]`).click();
  }
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const file = join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  await shows(MESSAGES.converted);
  await dialog.waitFor({ state: 'hidden' });
  return { file, name: download.suggestedFilename() };
}

/** Export: a format is required; MP3 at 320 kbps and Opus both download and decode. */
async function exportInBothFormats() {
  await audioCard().getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export audio' });
  await dialog.getByRole('button', { name: 'Download' }).click();
  await shows(MESSAGES.exportFormatRequired);
  if (SHOTS) await dialog.screenshot({ path: join(SHOTS, 'export-modal.png') });
  await expectNoAxeViolations(page, 'Export modal with an error');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const mp3 = await exportAs('MP3', '320 kbps');
  expect(mp3.name).toMatch(/\.mp3$/);
  const mp3Info = await probe(mp3.file);
  expect(mp3Info.codec).toBe('mp3');
  expect(mp3Info.duration).toBeGreaterThan(10);
  const ogg = await exportAs('OGG (Opus)');
  expect(ogg.name).toMatch(/\.ogg$/);
  const oggInfo = await probe(ogg.file);
  expect(oggInfo.codec).toBe('opus');
  expect(Math.abs(oggInfo.duration - mp3Info.duration)).toBeLessThan(1);
}

describe('audio generation on /create-podcast (spec 000 §2, §4, §5)', () => {
  it('renders with both voices while the progress bar moves, plays, and exports files that decode', async () => {
    await generateScript('Tea across the world');

    // The language's first two voices by default (spec 000 §4).
    await expect.poll(() => voiceOf('host').textContent(), VOICES_LOAD).toBe('Ananya (Female)');
    expect(await voiceOf('guest').textContent()).toBe('Rohan (Male)');
    expect(await audioCard().getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    expect(await audioCard().getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    await shot('audio-card-empty');
    await expectNoAxeViolations(page, '/create-podcast before audio');

    // Change from the dropdown, then from the Voices modal with its plan tabs and a preview.
    await audioCard().getByRole('button', { name: 'Change guest voice' }).click();
    await pickMenuItem(page, 'Arjun (Male)');
    expect(await voiceOf('guest').textContent()).toBe('Arjun (Male)');
    await audioCard().getByRole('button', { name: 'Change host voice' }).click();
    await pickMenuItem(page, 'Browse all voices');
    const modal = page.getByRole('dialog', { name: "Choose the host's voice" });
    for (const tab of ['Free', 'Lite Plan', 'Pro Plan']) await modal.getByRole('tab', { name: tab }).waitFor();
    const preview = modal.getByRole('button', { name: 'Preview Kavya' });
    await preview.click();
    await modal.getByRole('button', { name: 'Stop the Kavya sample' }).waitFor({ timeout: 30_000 });
    if (SHOTS) await modal.screenshot({ path: join(SHOTS, 'voices-modal.png') });
    await expectNoAxeViolations(page, 'Voices modal, previewing');
    await modal.getByRole('button', { name: 'Use Kavya' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await voiceOf('host').textContent()).toBe('Kavya (Female)');

    // Generate: the spec's status texts, a progress bar that moves through lines, then the audio.
    const generationSeen = await recordGeneration();
    await generateAudio().click();
    if (SHOTS) {
      await audioCard().getByTestId('audio-status').waitFor();
      await audioCard().screenshot({ path: join(SHOTS, 'audio-card-generating.png') });
    }
    await shows(MESSAGES.audioGenerated);
    const seen = await generationSeen();
    expect(seen.status).toContain(AUDIO_GENERATING);
    expect(seen.status.filter((text) => text !== AUDIO_PREPARING && text !== AUDIO_GENERATING)).toEqual([]);
    const between = seen.progress.filter((v) => v > 0 && v < 100);
    expect(new Set(between).size, `progress values seen: ${seen.progress.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect([...seen.progress].sort((a, b) => a - b)).toEqual(seen.progress);

    // The player plays the signed file (same origin: the CSP allows nothing else).
    const play = audioCard().getByRole('button', { name: 'Play', exact: true });
    await expect.poll(() => play.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shot('audio-card-ready');
    await expectNoAxeViolations(page, '/create-podcast with audio');
    await play.click();
    await page.waitForFunction(
      () =>
        ((document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement | null)?.currentTime ?? 0) > 0,
      undefined,
      { timeout: 20_000 },
    );
    expect(
      await page.evaluate(
        () => (document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement).currentTime,
      ),
    ).toBeGreaterThan(0);
    await audioCard().getByRole('button', { name: 'Pause', exact: true }).click();
    // With audio, Publish opens the Publish modal (spec 000 §2) through the card's onPublish.
    expect(await audioCard().getByRole('button', { name: 'Publish' }).isEnabled()).toBe(true);

    await exportInBothFormats();

    // A reload fetches a fresh link to the saved audio.
    await page.reload();
    await shows('Audio loaded successfully!');
    await expect.poll(() => audioCard().getByRole('button', { name: 'Play', exact: true }).isEnabled()).toBe(true);
    expect(await voiceOf('host').textContent()).toBe('Kavya (Female)');
    expect(errors).toEqual([]);
  });
});

describe('audio on /create-podcast: the opening while the rest renders (spec 000 §2, §4)', () => {
  it('plays the opening while the rest renders, then carries on in the whole episode', async () => {
    await generateScript('The history of the printing press', '10 Minutes');
    await expect.poll(() => voiceOf('host').textContent(), VOICES_LOAD).toBe('Ananya (Female)');
    await generateAudio().click();

    const listen = audioCard().getByRole('button', { name: 'Listen to the opening now' });
    await listen.waitFor({ timeout: 30_000 });
    const status = audioCard().getByTestId('audio-status');
    expect(await status.textContent()).toBe(AUDIO_GENERATING);
    await listen.click();
    const media = () =>
      page.evaluate(() => {
        const audio = document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement | null;
        return audio
          ? { time: audio.currentTime, duration: audio.duration, paused: audio.paused, ended: audio.ended }
          : null;
      });
    await expect.poll(async () => (await media())?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    // Heard before the render is done.
    expect(await status.isVisible()).toBe(true);
    const opening = await media();
    expect(opening?.duration).toBeLessThan(30);
    if (SHOTS) await audioCard().screenshot({ path: join(SHOTS, 'audio-card-early.png') });
    // The listener reaches the end of the opening before the rest is in (on a busy machine the render outlasts it):
    // the whole episode must still carry on from there when it arrives.
    const skipped = await page.evaluate(() => {
      const audio = document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement;
      if (!Number.isFinite(audio.duration) || audio.duration > 30) return false; // the whole episode came first
      audio.currentTime = Math.max(0, audio.duration - 0.3);
      return true;
    });
    const heardUpTo = skipped ? (opening?.duration ?? 0) - 0.5 : (opening?.time ?? 0);
    await expect
      .poll(async () => {
        const now = await media();
        return Boolean(now?.ended || (now?.duration ?? 0) > 180);
      })
      .toBe(true);

    await shows(MESSAGES.audioGenerated);
    // The whole episode takes over, still playing, from about where the opening had got to. With research off the
    // topic alone makes a general conversation, as long as the offline writer can talk without repeating (about
    // five minutes, whatever the ten chosen): still many times the opening.
    await expect.poll(async () => (await media())?.duration ?? 0, { timeout: 20_000 }).toBeGreaterThan(180);
    try {
      await expect.poll(async () => (await media())?.paused, { timeout: 10_000 }).toBe(false);
    } catch (error) {
      const states = { opening, now: await media() };
      throw new Error(`${(error as Error).message} The media element: ${JSON.stringify(states)}`);
    }
    expect((await media())?.time).toBeGreaterThan(heardUpTo);
    expect(errors).toEqual([]);
  });
});

describe('audio on /create-podcast: voices, languages and no audio yet (spec 000 §2, §4, §8)', () => {
  it('checks the voices first, follows the language, and says when a podcast has no audio yet', async () => {
    await generateScript('Coffee in the morning');
    await expect.poll(() => voiceOf('host').textContent(), VOICES_LOAD).toBe('Ananya (Female)');

    // Opened from Recent Podcasts rather than from the form: no audio yet, so the info notice.
    await page.goto(WELCOME_ROUTE);
    const card = page.getByRole('article', { name: 'Coffee in the morning' });
    await card.getByRole('button', { name: 'Coffee in the morning', exact: true }).click();
    await page.waitForURL('**/create-podcast');
    await shows(MESSAGES.noAudioYet);

    // A language change puts the host on its first voice and the guest on its second.
    await page.locator('.ant-select:has(#setup-language)').click();
    await page.keyboard.type('Hindi');
    await page.locator('.ant-select-dropdown:visible [title="Hindi"]').click();
    await expect.poll(() => voiceOf('host').textContent(), VOICES_LOAD).toBe('Priya (Female)');
    expect(await voiceOf('guest').textContent()).toBe('Aarav (Male)');

    // One speaker: no guest row (and no guest voice).
    await page.locator('.ant-select:has(#setup-speakers)').click();
    await page.locator('.ant-select-dropdown:visible [title="1 Speaker"]').click();
    await voiceOf('guest').waitFor({ state: 'detached' });
    await page.locator('.ant-select:has(#setup-speakers)').click();
    await page.locator('.ant-select-dropdown:visible [title="2 Speakers"]').click();
    await expect.poll(() => voiceOf('guest').textContent(), VOICES_LOAD).toBe('Aarav (Male)');

    // When the voices cannot be loaded there is no voice to read with (spec 000 §8: an empty list).
    const voicesRefused = (e: string) => e.includes('net::ERR_FAILED') || e.includes('Failed to load the voices');
    acceptErrors(voicesRefused);
    await page.route(`**${GRAPHQL_PATH}`, async (route) => {
      if (route.request().postDataJSON()?.operationName === 'Voices') await route.abort('failed');
      else await route.fallback();
    });
    await page.reload();
    await expect.poll(() => voiceOf('host').textContent(), VOICES_LOAD).toBe('Unknown');
    await generateAudio().click();
    await shows(MESSAGES.hostVoiceRequired);

    // A language offering a single voice leaves the guest without one.
    await page.unroute(`**${GRAPHQL_PATH}`);
    await page.route(`**${GRAPHQL_PATH}`, async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'Voices') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { featureOptions: unknown[] } };
      await route.fulfill({ response, json: { data: { featureOptions: body.data.featureOptions.slice(0, 1) } } });
    });
    await page.reload();
    await expect.poll(() => voiceOf('host').textContent(), VOICES_LOAD).toBe('Priya (Female)');
    expect(await voiceOf('guest').textContent()).toBe('Unknown');
    await generateAudio().click();
    await shows(MESSAGES.bothVoicesRequired);
    expect(errors.filter((e) => !voicesRefused(e))).toEqual([]);
  });
});
