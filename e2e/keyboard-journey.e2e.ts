import { MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { newAccount, waitForCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { errors, page, server, useBrowserHarness } from './support/harness';
import { focused, tabTo } from './support/keyboard';
import { announced } from './support/live-region';

/*
 * The main journey by keyboard alone (WCAG 2.1: 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus Visible): sign up,
 * confirm, log in, generate a script, edit a line, choose voices, generate audio, play, export, publish. Only
 * page.keyboard presses keys; nothing clicks. Every element the focus reaches must draw a ring, modals hold the focus
 * while open, give it back when they close, and close on Escape.
 */

useBrowserHarness();

type Account = ReturnType<typeof newAccount>;

const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
const press = (key: string) => page.keyboard.press(key);
const type = (text: string) => page.keyboard.type(text);

/** Focus is inside the dialog named `name`. */
async function focusIn(name: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (n) =>
          !!document.activeElement?.closest(`[role="dialog"][aria-labelledby], dialog`) &&
          [...document.querySelectorAll('[role="dialog"]')].some(
            (d) =>
              d.contains(document.activeElement) &&
              (d.getAttribute('aria-label') === n || d.querySelector('.ant-modal-title')?.textContent === n),
          ),
        name,
      ),
    )
    .toBe(true);
}

/** Tabbing through an open dialog more times than it has controls never leaves it. */
async function expectTrapped(name: string) {
  for (let i = 0; i < 25; i++) {
    await press('Tab');
    await focusIn(name);
  }
}

/** Sign up: an empty submit puts the focus on the first field, its message tied to it. */
async function signUpByKeyboard(account: Account) {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).waitFor();
  await tabTo(page, 'Sign Up');
  await press('Enter');
  await shows(MESSAGES.firstNameRequired);
  await expect.poll(async () => (await focused(page)).name).toBe('First name');
  const describedBy = await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') ?? '');
  expect(
    await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      describedBy,
    ),
  ).toContain(MESSAGES.firstNameRequired);
  await expectNoAxeViolations(page, '/signup with errors');
  await type(account.givenName);
  await tabTo(page, 'Last name');
  await type(account.familyName);
  await tabTo(page, 'Email');
  await type(account.email);
  await tabTo(page, 'Password');
  await type(account.password);
  await tabTo(page, 'Re-enter password');
  await type(account.password);
  await tabTo(page, 'Sign Up');
  await press('Enter');
}

/** Confirm with the mailed code, then log in. */
async function confirmAndLogIn(account: Account) {
  await page.waitForURL('**/confirm-signup');
  const code = await waitForCode(server.dataDir, account.email, 'confirm');
  await tabTo(page, 'Confirmation code');
  await type(code);
  await press('Enter');

  // Log in: the e-mail is filled in.
  await page.waitForURL('**/login');
  await tabTo(page, 'Password');
  await type(account.password);
  await press('Enter');
  await page.waitForURL(`**${WELCOME_ROUTE}`);
}

/** Generate a script with the offline writer. */
async function writeScript() {
  await tabTo(page, 'Podcast topic');
  await type('Tea across the world');
  await tabTo(page, 'Name of Host');
  await type('Asha');
  await tabTo(page, 'Name of Guest');
  await type('Ravi');
  await tabTo(page, 'Generate Script');
  await press('Enter');
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  // The toast is spoken through the one polite region (batched; a later message may follow it).
  await expect.poll(() => announced(page), { timeout: 10_000 }).toContain(MESSAGES.scriptGenerated);
  const script = page.getByRole('list', { name: 'Script', exact: true });
  await script.getByRole('listitem').first().waitFor();
  await expectNoAxeViolations(page, '/create-podcast with a script');
}

/** Edit a line. The modal takes the focus, keeps it, closes on Escape and gives the focus back. */
async function editALine() {
  const script = page.getByRole('list', { name: 'Script', exact: true });
  const editDialog = page.getByRole('dialog', { name: 'Edit script' });
  await tabTo(page, 'Edit script');
  await press('Enter');
  await editDialog.waitFor();
  await focusIn('Edit script');
  await expectTrapped('Edit script');
  await expectNoAxeViolations(page, 'Edit script modal');
  await press('Escape');
  await editDialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await focused(page)).name).toBe('Edit script');
  await press('Enter');
  await editDialog.waitFor();
  await focusIn('Edit script');
  await tabTo(page, 'Line 1 (Asha)');
  await press('ControlOrMeta+A');
  await type('Welcome, tea lovers! This line was edited by keyboard.');
  // Backwards from the first line the focus wraps round the dialog to its last button.
  await tabTo(page, 'Save', { back: true });
  await press('Enter');
  await shows(MESSAGES.scriptUpdated);
  await script.getByText('Welcome, tea lovers! This line was edited by keyboard.').waitFor();
  await expect.poll(async () => (await focused(page)).name).toBe('Edit script');
}

/** Choose the host's voice in the Voices modal, reached through the Change menu. */
async function chooseHostVoice() {
  const voicesDialog = page.getByRole('dialog', { name: "Choose the host's voice" });
  await tabTo(page, 'Change host voice');
  await press('Enter');
  // The menu takes the focus as it opens; the arrows walk it.
  await expect.poll(async () => (await focused(page)).role).toMatch(/^menu(item)?$/);
  // rc-menu moves the focus on the next frame: wait for each step before the next.
  let item = (await focused(page)).name;
  for (let i = 0; i < 20 && item !== 'Browse all voices'; i++) {
    const before = item;
    await press('ArrowDown');
    await expect.poll(async () => (await focused(page)).name).not.toBe(before);
    item = (await focused(page)).name;
  }
  expect((await focused(page)).name).toBe('Browse all voices');
  await press('Enter');
  await voicesDialog.waitFor();
  await focusIn("Choose the host's voice");
  await expectNoAxeViolations(page, 'Voices modal');
  await tabTo(page, 'Use Kavya');
  await press('Enter');
  await voicesDialog.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('host-voice').textContent()).toBe('Kavya (Female)');
  await expect.poll(async () => (await focused(page)).name).toBe('Change host voice');
}

/** What the page's media element holds, for a failure's message. */
function mediaState() {
  return page.evaluate(() => {
    const audio = document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement;
    const buffered = Array.from({ length: audio.buffered.length }, (_, i) => [
      audio.buffered.start(i),
      audio.buffered.end(i),
    ]);
    const { currentSrc, currentTime, duration, paused, ended, readyState, networkState } = audio;
    return { currentSrc, currentTime, duration, paused, ended, readyState, networkState, buffered };
  });
}

/** Generate the audio, play it, and seek on the waveform with the arrows, Home and End. */
async function renderPlayAndSeek() {
  await tabTo(page, 'Generate Audio');
  await press('Enter');
  await shows(MESSAGES.audioGenerated);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect.poll(() => play.isEnabled(), { timeout: 30_000 }).toBe(true);
  await expectNoAxeViolations(page, '/create-podcast with audio');
  const audioTime = () =>
    page.evaluate(() => (document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement).currentTime);
  await tabTo(page, 'Seek', { back: true });
  await press('End');
  const duration = await audioTime();
  expect(duration).toBeGreaterThan(10);
  await press('Home');
  await expect.poll(audioTime).toBe(0);
  await press('ArrowRight');
  await press('ArrowRight');
  await expect.poll(audioTime).toBe(10);
  await expect.poll(() => page.getByTestId('player-time').textContent()).toMatch(/^0:10 \/ \d+:\d\d$/);
  await press('ArrowLeft');
  await expect.poll(audioTime).toBe(5);
  expect(await page.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toMatch(/^0:05 of \d+:\d\d$/);
  await tabTo(page, 'Play');
  await press('Enter');
  // In full runs on a busy machine playback was seen to stop at 5.16 s: a failure says what the element held.
  try {
    await expect.poll(audioTime, { timeout: 20_000 }).toBeGreaterThan(5.5);
  } catch (error) {
    throw new Error(`${(error as Error).message} The media element: ${JSON.stringify(await mediaState())}`);
  }
  // The button keeps the focus and now pauses.
  expect((await focused(page)).name).toBe('Pause');
  await press('Enter');
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
}

/** Export: the format is chosen with the arrows; Escape closes the modal and gives the focus back. */
async function exportAsMp3() {
  const exportDialog = page.getByRole('dialog', { name: 'Export audio' });
  await tabTo(page, 'Export');
  await press('Enter');
  await exportDialog.waitFor();
  await focusIn('Export audio');
  await expectTrapped('Export audio');
  await press('Escape');
  await exportDialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await focused(page)).name).toBe('Export');
  await press('Enter');
  await exportDialog.waitFor();
  await focusIn('Export audio');
  await tabTo(page, 'Format');
  await press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible').waitFor();
  await type('MP3');
  await press('Enter');
  await expect
    .poll(() => exportDialog.locator('.ant-select:has(#export-format) .ant-select-selection-item').textContent())
    .toBe('MP3');
  await expectNoAxeViolations(page, 'Export modal, filled');
  await tabTo(page, 'Download');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  await exportDialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await focused(page)).name).toBe('Export');
}

/** Publish to Spotify: the first time asks for the feed in the Create RSS Feed modal, over the Publish modal. */
async function publishToSpotify() {
  const publishDialog = page.getByRole('dialog', { name: 'Publish episode' });
  const rssDialog = page.getByRole('dialog', { name: 'Create RSS Feed' });
  await tabTo(page, 'Publish');
  await press('Enter');
  await publishDialog.waitFor();
  await focusIn('Publish episode');
  await expectNoAxeViolations(page, 'Publish modal');
  await tabTo(page, 'Episode title');
  await press('ControlOrMeta+A');
  await type('Tea, by keyboard');
  // Publish without a description: the field takes the focus, its message tied to it.
  await tabTo(page, 'Publish');
  await press('Enter');
  await shows(MESSAGES.episodeDescriptionRequired);
  await expect.poll(async () => (await focused(page)).name).toBe('Description');
  await expectNoAxeViolations(page, 'Publish modal with an error');
  await type('Tea, written and published with the keyboard alone.');
  await tabTo(page, 'Publish');
  await press('Enter');
  await rssDialog.waitFor();
  await focusIn('Create RSS Feed');
  for (const [label, value] of [
    ['Podcast title', 'Keyboard Tea'],
    ['Podcast description', 'A podcast made without a mouse.'],
    ['Podcast website', 'https://keyboard-tea.example'],
  ] as const) {
    await tabTo(page, label);
    await type(value);
  }
  await expectNoAxeViolations(page, 'Create RSS Feed modal, filled');
  await tabTo(page, 'Create RSS Feed');
  await press('Enter');
  await rssDialog.getByLabel('RSS feed URL').waitFor();
  await tabTo(page, 'OK, Publish');
  await press('Enter');
  await shows('Successfully published to Spotify');
  await rssDialog.waitFor({ state: 'hidden' });
  await focusIn('Publish episode');
  await press('Escape');
  await publishDialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await focused(page)).name).toBe('Publish');
}

describe('the main journey by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7)', () => {
  it('signs up, confirms, logs in, writes, edits, voices, renders, plays, exports and publishes', async () => {
    const account = newAccount({ givenName: 'Kay', familyName: 'Board' });

    await signUpByKeyboard(account);
    await confirmAndLogIn(account);
    await writeScript();
    await editALine();
    await chooseHostVoice();
    await renderPlayAndSeek();
    await exportAsMp3();
    await publishToSpotify();

    // The profile menu: its name starts with the initials it shows; Escape inside it returns to its button.
    await tabTo(page, 'KB Profile menu', { back: true, max: 80 });
    await press('Enter');
    await tabTo(page, 'My Profile');
    await press('Escape');
    await page.getByRole('menu', { name: 'Profile' }).waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('KB Profile menu');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
