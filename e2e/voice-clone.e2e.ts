import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CLONE_MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { server as app, downloads, page, useBrowserHarness } from './support/harness';
import { pickMenuItem } from './support/menus';

/*
 * The Voice Cloning modal (spec 000 §2) against the built app with offline voices: a spoken sample made
 * here (ffmpeg's flite voice reading a paragraph) is uploaded, consented to, cloned, previewed, named, and the
 * voice then appears in the host's voice list.
 */

const run = promisify(execFile);
let sample: string;

useBrowserHarness({ browserFlags: ['--autoplay-policy=no-user-gesture-required'], downloads: true });
beforeAll(async () => {
  sample = join(downloads, 'my-sample.wav');
  const text =
    'Thank you for joining me this morning. The weather over the valley was strange: thick fog, then a sharp, ' +
    'bright sun. Which of these things would you choose first: the cheap watch, the beige jacket, or the huge ' +
    'orange yacht? My brother Joseph measured the garage with a yellow ruler.';
  // A file, not `text=`: the filter graph would read the colons and commas of the text as its own syntax.
  const textFile = join(downloads, 'sample.txt');
  await writeFile(textFile, text);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `flite=textfile=${textFile}`,
    '-y',
    sample,
  ]);
});
beforeEach(async () => {
  await signUpAndLogin(page, app, { givenName: 'Vera' });
});

const dialog = () => page.getByRole('dialog', { name: 'Clone your voice' });
const audioCard = () => page.getByRole('region', { name: 'Audio & Voice Settings' });

async function openCreatePodcast() {
  await page.goto(WELCOME_ROUTE);
  await page.getByLabel('Podcast topic').fill('Bees');
  await page.getByLabel('Name of Host').fill('Asha');
  await page.getByLabel('Name of Guest').fill('Ravi');
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  await audioCard().getByRole('button', { name: 'Change host voice' }).waitFor();
}

describe('Voice Cloning modal', () => {
  it('clones an uploaded sample with consent, previews it, names it, and lists it for its owner', async () => {
    await openCreatePodcast();
    await audioCard().getByRole('button', { name: 'Change host voice' }).click();
    await pickMenuItem(page, 'Clone your voice');
    await dialog().waitFor();
    // The modal zooms in as it opens: measure it once the animation has settled.
    const content = page.locator('.pl-voice-clone .ant-modal-content');
    await expect.poll(async () => Math.round((await content.boundingBox())?.width ?? 0), { timeout: 10_000 }).toBe(695);
    await expectNoAxeViolations(page, 'voice clone: language', { include: '.pl-voice-clone' });

    // 1. Language, and the script to read aloud.
    await expect.poll(() => dialog().getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog()
        .getByRole('link', { name: /Get Voice Script Form/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('podloom-voice-script-en.txt');
    const script = await readFile((await download.path()) as string, 'utf8');
    expect(script).toContain('Podloom voice script (English)');
    expect(script).toMatch(/measured the garage/);
    await dialog().getByRole('button', { name: 'Next' }).click();

    // 2. Record & Upload, with consent.
    await page.locator('.pl-voice-clone input[type=file]').setInputFiles(sample);
    await expect.poll(() => dialog().getByTestId('clone-sample').textContent()).toMatch(/^my-sample\.wav · /);
    const cloneButton = dialog().getByRole('button', { name: 'Clone Voice' });
    expect(await cloneButton.isDisabled()).toBe(true);
    await dialog()
      .getByRole('checkbox', { name: /This is my voice/ })
      .check();
    await expectNoAxeViolations(page, 'voice clone: record and upload', { include: '.pl-voice-clone' });
    await cloneButton.click();

    // 3. Preview: play and pause the new voice, labelled honestly as an approximation offline.
    const play = dialog().getByRole('button', { name: 'Play the preview' });
    await play.waitFor({ timeout: 60_000 });
    expect(await dialog().getByTestId('clone-method').textContent()).toMatch(/^An approximation/);
    await expectNoAxeViolations(page, 'voice clone: preview', { include: '.pl-voice-clone' });
    await play.click();
    const element = page.locator('.pl-voice-clone audio');
    await expect
      .poll(() => element.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0.2), { timeout: 15_000 })
      .toBe(true);
    const duration = await element.evaluate((a: HTMLAudioElement) => a.duration);
    expect(duration).toBeGreaterThan(15);
    expect(duration).toBeLessThan(45);
    await dialog().getByRole('button', { name: 'Pause the preview' }).click();
    await expect.poll(() => element.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await dialog().getByRole('button', { name: 'Next' }).click();

    // Naming: Done waits for both the name and the gender.
    const done = dialog().getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await dialog().getByLabel('Voice name').fill('Vera Studio');
    expect(await done.isDisabled()).toBe(true);
    await dialog().getByRole('radio', { name: 'Female' }).check();
    expect(await done.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'voice clone: naming', { include: '.pl-voice-clone' });
    await done.click();
    await dialog().getByText(CLONE_MESSAGES.success).waitFor();
    await dialog().waitFor({ state: 'hidden', timeout: 5_000 });

    // The voice is in the host's list and in the Voices modal's My Voices tab.
    await audioCard().getByRole('button', { name: 'Change host voice' }).click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await menu.getByRole('menuitem', { name: /Vera Studio \(Female\)/ }).waitFor({ timeout: 15_000 });
    await pickMenuItem(page, 'Browse all voices');
    const voicesModal = page.getByRole('dialog', { name: "Choose the host's voice" });
    await voicesModal.getByRole('tab', { name: /My Voices/ }).click();
    await voicesModal.getByRole('list', { name: 'My Voices voices' }).getByText('Vera Studio').waitFor();
  });
});
