import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { server as app, downloads, page, useBrowserHarness } from './support/harness';

/*
 * Clips for social networks, under the player on /create-podcast: a span of lines becomes an MP4 audiogram in the
 * job queue, its progress shown, then downloaded from the list and checked with ffprobe.
 */

const run = promisify(execFile);

useBrowserHarness({ downloads: true });
beforeEach(async () => {
  await signUpAndLogin(page, app, { givenName: 'Ada' });
});

const audioCard = () => page.getByRole('region', { name: 'Audio & Voice Settings' });

async function scriptWithAudio() {
  await page.goto(WELCOME_ROUTE);
  await page.getByLabel('Podcast topic').fill('Why bees dance');
  await page.getByLabel('Name of Host').fill('Asha');
  await page.getByLabel('Name of Guest').fill('Ravi');
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
  await expect.poll(() => audioCard().getByTestId('host-voice').textContent()).not.toBe('Unknown');
  await audioCard().getByRole('button', { name: 'Generate Audio' }).click();
  await page.getByText(MESSAGES.audioGenerated, { exact: true }).first().waitFor({ timeout: 120_000 });
}

async function probeVideo(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height:format=duration',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as {
    streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
    format: { duration: string };
  };
}

describe('clips for social networks (the panel under the player)', () => {
  it('makes a clip of the first line in the square frame, shows it in the list and downloads an MP4', async () => {
    await scriptWithAudio();
    await page.getByRole('button', { name: /Clips for social networks/ }).click();
    await page.getByRole('button', { name: 'Make clip' }).waitFor();
    await expectNoAxeViolations(page, 'Clips panel');

    // The first line alone, square.
    await page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'To line' }) }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByRole('radio', { name: /Square 1:1/ }).check();
    await page.getByRole('button', { name: 'Make clip' }).click();

    const link = page.getByRole('link', { name: 'Download MP4' });
    await link.waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByText(/^Lines 1–1 ·/).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()]);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/\.mp4$/);

    const info = await probeVideo(file);
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1080 });
    expect(audio?.codec_name).toBe('aac');
    expect(Number(info.format.duration)).toBeGreaterThan(0.5);
  });
});
