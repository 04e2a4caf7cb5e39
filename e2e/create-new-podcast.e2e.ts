import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES, parseTranscript } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { estimatePitch } from '../apps/server/src/providers/audio/pitch';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { buyPlanWithApi } from './support/billing';
import { server as app, page, useBrowserHarness } from './support/harness';

/*
 * /create-new-podcast (spec 000 §2, static wizards): 'Get Podcast ready in 3 simple steps' with three speakers
 * writes a script with three labels through the home screen's generation, opens it on /create-podcast with the three
 * chosen voices, and renders audio in which three voices are measured apart (median pitch of each speaker's stem).
 */

const run = promisify(execFile);
const NAMES = ['Asha', 'Ravi', 'Meera'];

useBrowserHarness();
beforeEach(async () => {
  const { session } = await signUpAndLogin(page, app, { givenName: 'Asha' });
  // The shortest wizard episode (15 minutes) is about the Free plan's whole month of minutes: this creator is on Pro.
  await buyPlanWithApi(app, session.accessToken, 'Pro Plan');
});

async function pickOption(selectId: string, title: string) {
  await page.locator(`.ant-select:has(#${selectId})`).click();
  await page.locator(`.ant-select-dropdown:visible [title="${title}"]`).click();
}

/** A stem (FLAC) as mono 22.05 kHz samples, decoded by ffmpeg. */
async function decode(file: string): Promise<Float32Array> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-ac', '1', '-ar', '22050', '-f', 'f32le', '-'], {
    encoding: 'buffer',
    maxBuffer: 1024 * 1024 * 1024,
  });
  const bytes = stdout as unknown as Buffer;
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
}

async function stemsOf(podcastId: number): Promise<string[]> {
  const folder = join(app.dataDir, 'files', 'podcasts', String(podcastId), 'audio');
  const stemFolders = (await readdir(folder)).filter((name) => name.endsWith('-stems'));
  expect(stemFolders).toHaveLength(1);
  const stemFolder = join(folder, stemFolders[0] as string);
  return (await readdir(stemFolder))
    .filter((name) => name.endsWith('.flac'))
    .sort()
    .map((name) => join(stemFolder, name));
}

describe('Create New Podcast (spec 000 §2)', () => {
  it('three speakers: a script with three labels, and audio with three distinct voices', async () => {
    await page.goto('/create-new-podcast');
    await page.getByRole('heading', { name: 'Get Podcast ready in 3 simple steps' }).waitFor();
    await expectNoAxeViolations(page, '/create-new-podcast step 1');
    const choice = (text: string) =>
      page.locator('label.ant-radio-button-wrapper', { hasText: new RegExp(`^${text}$`) });
    await choice('3').click();
    await choice('15 Minutes').click();
    expect(await page.getByRole('radio', { name: '3', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 02: Speakers and voices' }).waitFor();
    // Next without names says which is missing.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(MESSAGES.hostRequired, { exact: true }).waitFor();
    for (const [i, name] of NAMES.entries()) await page.locator(`#wizard-name-${i}`).fill(name);
    // Every speaker starts on a voice of their own; the third takes another one here.
    await pickOption('wizard-voice-2', 'Kavya (Female)');
    await expectNoAxeViolations(page, '/create-new-podcast step 2');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 03: Audience and topic' }).waitFor();
    await page.getByLabel('Target audience', { exact: true }).fill('home cooks');
    await pickOption('wizard-category', 'Science');
    await page.getByLabel('Topic', { exact: true }).fill('The chemistry of bread');
    await page.getByLabel('Description', { exact: true }).fill('Why dough rises, and what salt and time do to it.');
    await expectNoAxeViolations(page, '/create-new-podcast step 3');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL('**/create-podcast', { timeout: 90_000 });

    const state = await page.evaluate(() => localStorage.getItem('podloom-podcast-workspace'));
    const workspace = JSON.parse(state ?? '{}').state as {
      podcast: { podcastId: number };
      scriptData: Array<{ speaker: string; text: string }>;
      hostVoice: string;
      guestVoice: string;
      moreSpeakers: Array<{ name: string; voice: string }>;
      noOfSpeaker: number;
    };
    const transcript = workspace.scriptData.map((l) => `${l.speaker}: ${l.text}`).join('\n');
    expect(new Set(parseTranscript(transcript).map((l) => l.speaker))).toEqual(new Set(NAMES));
    expect(workspace.noOfSpeaker).toBe(3);
    expect(workspace.moreSpeakers).toEqual([{ name: 'Meera', voice: expect.any(String) }]);
    expect(new Set([workspace.hostVoice, workspace.guestVoice, workspace.moreSpeakers[0]?.voice]).size).toBe(3);

    const card = page.getByRole('region', { name: 'Audio & Voice Settings' });
    await expect.poll(() => card.getByTestId('speaker-3-voice').textContent()).toBe('Kavya (Female)');
    await expect.poll(() => page.locator('#setup-speaker-3').inputValue()).toBe('Meera');
    await expectNoAxeViolations(page, '/create-podcast with three speakers');

    await card.getByRole('button', { name: 'Generate Audio' }).click();
    await page.getByText(MESSAGES.audioGenerated, { exact: true }).first().waitFor({ timeout: 240_000 });

    const stems = await stemsOf(workspace.podcast.podcastId);
    expect(stems).toHaveLength(3);
    const pitches: number[] = [];
    for (const stem of stems) pitches.push(estimatePitch(await decode(stem), 22_050) ?? 0);
    for (const pitch of pitches) expect(pitch).toBeGreaterThan(60);
    // Three voices: each pair of speakers differs in median pitch by more than 8 %.
    const sorted = [...pitches].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) {
      expect(
        (sorted[i] as number) / (sorted[i - 1] as number),
        `pitches ${pitches.map(Math.round).join(', ')} Hz`,
      ).toBeGreaterThan(1.08);
    }
  }, 400_000);
});
