import { GRAPHQL_PATH, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { server as app, errors, page, useBrowserHarness } from './support/harness';
import { pickMenuItem } from './support/menus';

/*
 * What a newcomer meets in a first hour, against the built app with its offline writer and voices: the topic
 * field under Esc and fast typing, required fields marked before any message, toasts that end with their run or
 * their screen, a new route opening at the top, and the studio's voices, player and script following each other.
 */

const HOST = 'Asha';
const GUEST = 'Ravi';

useBrowserHarness({ browserFlags: ['--autoplay-policy=no-user-gesture-required'] });
beforeEach(async () => {
  await signUpAndLogin(page, app, { givenName: 'Ada' });
  await page.goto(WELCOME_ROUTE);
});

const topic = () => page.getByLabel('Podcast topic');
const openSuggestions = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const toastText = (text: string) => page.locator('.pl-toast__text', { hasText: text });
const audioCard = () => page.getByRole('region', { name: 'Audio & Voice Settings' });
const voiceOf = (speaker: 'host' | 'guest') => audioCard().getByTestId(`${speaker}-voice`);
const media = () =>
  page.evaluate(() => {
    const audio = document.querySelector('[data-testid="podcast-audio"]') as HTMLAudioElement | null;
    return { time: audio?.currentTime ?? 0, paused: audio?.paused ?? true };
  });

async function generateScript(title: string) {
  await topic().fill(title);
  await page.keyboard.press('Escape');
  await page.getByLabel('Name of Host').fill(HOST);
  await page.getByLabel('Name of Guest').fill(GUEST);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
  await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
}

describe('the topic field', () => {
  it('closes its suggestions on Esc and keeps what was typed', async () => {
    await topic().click();
    await topic().pressSequentially('arti');
    await openSuggestions().first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => openSuggestions().count()).toBe(0);
    expect(await topic().inputValue()).toBe('arti');
    // A second Esc, with nothing open, keeps it too.
    await page.keyboard.press('Escape');
    expect(await topic().inputValue()).toBe('arti');
    expect(errors).toEqual([]);
  });

  it('takes fast typing (10 ms a key) without losing a character or an error', async () => {
    const text = 'The future of artificial intelligence in small farms';
    await topic().click();
    await topic().pressSequentially(text, { delay: 10 });
    await expect.poll(() => topic().inputValue()).toBe(text);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('takes fast typing while the popular topics are still loading, and once they arrive', async () => {
    await page.route(`**${GRAPHQL_PATH}`, async (route) => {
      if (route.request().postDataJSON()?.operationName === 'GetPopularTopics') {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.fallback();
    });
    await page.reload();
    const text = 'The future of artificial intelligence in the classroom and at home';
    await topic().click();
    await topic().pressSequentially(text, { delay: 10 });
    await expect.poll(() => topic().inputValue()).toBe(text);
    await page.waitForTimeout(2_000);
    expect(await topic().inputValue()).toBe(text);
    expect(errors).toEqual([]);
  });

  it('marks the topic, host and guest as required before anything is submitted', async () => {
    await topic().waitFor();
    for (const id of ['generator-topic', 'generator-host', 'generator-guest']) {
      expect(await page.locator(`label[for="${id}"].ant-form-item-required`).count(), id).toBe(1);
    }
    // The autocomplete puts ARIA on its wrapper, where aria-required is not allowed: the mark says it there.
    for (const id of ['generator-host', 'generator-guest'])
      expect(await page.locator(`#${id}`).getAttribute('aria-required'), id).toBe('true');
    await page.getByText(MESSAGES.topicRequired).waitFor({ state: 'detached' });
  });
});

describe('toasts and routes', () => {
  it('closes the progress toast when the run ends, and the run’s toasts when the user moves on', async () => {
    await generateScript('Tea across the world');
    await toastText(MESSAGES.scriptGenerated).waitFor();
    expect(await toastText(MESSAGES.scriptGenerating).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Help and support' }).click();
    await page.waitForURL('**/help-support');
    await expect.poll(() => page.locator('.pl-toast').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens a new route at the top of the page', async () => {
    await page.goto('/terms-and-conditions');
    await page.getByRole('navigation', { name: 'Footer' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Refunds and Cancellations' })
      .click();
    await page.waitForURL('**/refunds-cancellations');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('the studio remembers voices and follows the player', () => {
  it('restores the voices a podcast was rendered with, marks the spoken line and plays from a clicked line', async () => {
    await generateScript('Coffee in the morning');
    await expect.poll(() => voiceOf('guest').textContent()).toBe('Rohan (Male)');
    await audioCard().getByRole('button', { name: 'Change guest voice' }).click();
    await pickMenuItem(page, 'Arjun (Male)');
    await audioCard().getByRole('button', { name: 'Generate Audio' }).click();
    await toastText(MESSAGES.audioGenerated).waitFor({ timeout: 120_000 });

    // Another voice chosen but not rendered; the podcast reopened from Your Recent Podcasts has its own.
    await audioCard().getByRole('button', { name: 'Change guest voice' }).click();
    await pickMenuItem(page, 'Rohan (Male)');
    await page.goto(WELCOME_ROUTE);
    const card = page.getByRole('article', { name: 'Coffee in the morning' });
    await card.getByRole('button', { name: 'Coffee in the morning', exact: true }).click();
    await page.waitForURL('**/create-podcast');
    await expect.poll(() => voiceOf('guest').textContent()).toBe('Arjun (Male)');

    // Playing marks the line being spoken.
    const play = audioCard().getByRole('button', { name: 'Play', exact: true });
    await expect.poll(() => play.isEnabled(), { timeout: 30_000 }).toBe(true);
    const script = page.getByRole('list', { name: 'Script', exact: true });
    await script.getByRole('button', { name: 'Play from line 1', exact: true }).waitFor();
    await play.click();
    await expect.poll(async () => (await media()).time, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => script.locator('li[aria-current="true"]').count()).toBe(1);

    // A click on line 4 plays from there, and marks it.
    await script.getByRole('button', { name: 'Play from line 4', exact: true }).click();
    const fourth = script.getByRole('listitem').nth(3);
    await expect.poll(() => fourth.getAttribute('aria-current')).toBe('true');
    const at = await media();
    expect(at.paused).toBe(false);
    expect(at.time).toBeGreaterThan(1);
    expect(await script.locator('li[aria-current="true"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
