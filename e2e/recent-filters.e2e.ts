import { WELCOME_ROUTE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { page, server, useBrowserHarness } from './support/harness';

/*
 * Your Recent Podcasts' filters (spec 000 §2): search by title, language and state, kept in the address (q, lang,
 * state) so a reload keeps them, with the pager and 'Page X of Y' following what was found.
 */

useBrowserHarness();

const SCRIPTS: ReadonlyArray<readonly [topic: string, language: string]> = [
  ['Moon tides one', 'en-IN'],
  ['Moon tides two', 'en-IN'],
  ['Moon tides three', 'en-IN'],
  ['Moon tides four', 'en-IN'],
  ['Moon tides five', 'en-IN'],
  ['Moon and the sea', 'fr-FR'],
  ['Baking bread at home', 'en-US'],
];

/** Starts a script the way the home screen does; two may be written at once, so a third waits its turn. */
async function startScript(token: string, topic: string, language: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${server.baseUrl}/generate/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ topic, language, host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }),
    });
    if (response.status === 200) return;
    if (response.status !== 429) throw new Error(`POST /generate/script answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The script "${topic}" never started.`);
}

const cards = () => page.locator('.pl-recent article.pl-podcast-card');
const cardTitles = async () => (await cards().locator('h3').allTextContents()).sort();
const params = () => Object.fromEntries(new URL(page.url()).searchParams);

async function pickOption(label: string, option: string) {
  await page.locator(`.pl-recent__filters .ant-select:has([aria-label="${label}"])`).click();
  // The language list is long and drawn in part: typing narrows it to the option.
  if (label === 'Language') await page.keyboard.type(option.split(' ')[0] as string);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

describe('Your Recent Podcasts: filters kept in the address', () => {
  it('searches by title, language and state, keeps them through a reload, and pages what it found', async () => {
    const { session } = await signUpAndLogin(page, server, { givenName: 'Fil', familyName: 'Ter' });
    for (const [topic, language] of SCRIPTS) await startScript(session.accessToken, topic, language);

    await page.goto(WELCOME_ROUTE);
    // Seven podcasts, six a page: View More opens the pager at 'Page 1 of 2'.
    await expect.poll(() => cards().count(), { timeout: 30_000 }).toBe(6);
    await page.getByRole('button', { name: 'View More' }).click();
    await page.getByText('Page 1 of 2').waitFor();

    // Title words: six moon podcasts are one page now.
    await page.locator('#recent-search').fill('moon');
    await expect.poll(params).toEqual({ q: 'moon' });
    await page.getByText('Page 1 of 1').waitFor();
    await expect.poll(() => cards().count()).toBe(6);

    // Language: the French one.
    await pickOption('Language', 'French (France)');
    await expect.poll(params).toEqual({ q: 'moon', lang: 'fr-FR' });
    await expect.poll(cardTitles).toEqual(['Moon and the sea']);

    // A reload keeps the filter, in the address and in the controls.
    await page.reload();
    await expect.poll(cardTitles, { timeout: 30_000 }).toEqual(['Moon and the sea']);
    expect(await page.locator('#recent-search').inputValue()).toBe('moon');
    await page.locator('.pl-recent__filters').getByText('French (France)').waitFor();

    // State: none has audio yet; all are scripts.
    await pickOption('State', 'With audio');
    await expect.poll(params).toEqual({ q: 'moon', lang: 'fr-FR', state: 'AUDIO' });
    await page.getByText('No podcasts match these filters.').waitFor();
    await pickOption('State', 'Script only');
    await expect.poll(params).toEqual({ q: 'moon', lang: 'fr-FR', state: 'SCRIPT' });
    await expect.poll(cardTitles).toEqual(['Moon and the sea']);

    // Clearing the search and the language leaves the state: all seven scripts, on two pages again (the reload
    // folded the pager back behind View More).
    await page.locator('#recent-search').fill('');
    await page.locator('.pl-recent__filters .ant-select:has([aria-label="Language"])').hover();
    await page.locator('.pl-recent__filters .ant-select:has([aria-label="Language"]) .ant-select-clear').click();
    await expect.poll(params).toEqual({ state: 'SCRIPT' });
    await page.getByRole('button', { name: 'View More' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => cards().count()).toBe(1);
  });
});
