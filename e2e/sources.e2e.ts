import { WELCOME_ROUTE } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { server as app, errors, page, useBrowserHarness } from './support/harness';

/*
 * The source library and its use, against the built app with its offline writer: a pasted source is added on the
 * Sources screen and renamed there, chosen on the home form with the Brief format and a focus, and the script is
 * written from it; the podcast keeps its format, focus and source (reopened from Your Recent Podcasts).
 */

const NOTES = [
  'Darjeeling tea grows on steep hillsides in the foothills of the Himalayas.',
  'The first flush is picked in March and gives a light, floral cup.',
  'Most of the estates were planted in the 1850s, and many still pick every leaf by hand.',
  'A kilogram of the finest first flush has sold for more than a thousand dollars at auction.',
].join(' ');

useBrowserHarness();
beforeEach(async () => {
  await signUpAndLogin(page, app, { givenName: 'Ada' });
  await page.goto(WELCOME_ROUTE);
});

const sourcesList = () => page.getByRole('list', { name: 'Your sources' });
const setup = () => page.locator('section[aria-labelledby="setup-title"]');

async function chooseOption(fieldId: string, option: string) {
  await page.locator(`.ant-select:has(#${fieldId})`).click();
  await page.locator(`.ant-select-dropdown:visible [title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('the source library', () => {
  it('adds a pasted source, which a Brief script with a focus is written from, and the podcast keeps them', async () => {
    // The Sources screen, reached from the profile menu: empty, then one pasted source, renamed.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sources' }).click();
    await page.waitForURL('**/sources');
    await page.getByText(/No sources yet\./).waitFor();
    await expectNoAxeViolations(page, 'the empty Sources screen');
    await page.getByRole('button', { name: /Add a source/ }).click();
    await page.getByLabel('Source text').fill(NOTES);
    await page.getByRole('button', { name: 'Use this text' }).click();
    await sourcesList().getByRole('listitem').first().waitFor();
    expect(await sourcesList().textContent()).toContain('Pasted text');
    await expectNoAxeViolations(page, 'the Sources screen with a source');
    await sourcesList()
      .getByRole('button', { name: /^Rename / })
      .click();
    await expectNoAxeViolations(page, 'the rename dialog', { include: '.ant-modal-wrap' });
    await page.getByLabel('Title', { exact: true }).fill('Darjeeling notes');
    await page.getByRole('button', { name: 'Save' }).click();
    await sourcesList().getByRole('button', { name: 'Preview Darjeeling notes' }).click();
    await page.getByText('The first flush is picked in March', { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    // The home form: the source chosen from the library, Brief, and a focus.
    await page.goto(WELCOME_ROUTE);
    await page.getByLabel('Podcast topic').fill('Darjeeling tea');
    await page.keyboard.press('Escape');
    await page.getByLabel('Name of Host').fill('Asha');
    await page.getByLabel('Name of Guest').fill('Ravi');
    await chooseOption('generator-format', 'Brief');
    await page.getByLabel('Focus (optional)').fill('the first flush');
    await page.getByRole('button', { name: /Choose from library/ }).click();
    await page.getByRole('checkbox', { name: /Darjeeling notes/ }).check();
    await expectNoAxeViolations(page, 'the library picker', { include: '.ant-modal-wrap' });
    await page.getByRole('button', { name: 'Done' }).click();
    const chosen = page.getByRole('list', { name: 'Chosen sources' });
    expect(await chosen.textContent()).toContain('Darjeeling notes');
    await page.getByText(/^1 source, \d+ words as source material$/).waitFor();
    await expectNoAxeViolations(page, 'the home form with a chosen source');

    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.waitForURL('**/create-podcast', { timeout: 60_000 });
    const script = page.getByRole('list', { name: 'Script', exact: true });
    await script.getByRole('listitem').first().waitFor();
    // Written from the source, not from the topic alone.
    expect(await script.textContent()).toMatch(/first flush|Himalayas|auction|1850s|by hand/i);
    expect(await setup().locator('.ant-select-selection-item', { hasText: 'Brief' }).count()).toBe(1);

    // Reopened from Your Recent Podcasts, the setup card shows what the server kept with the podcast.
    await page.evaluate(() => localStorage.removeItem('podloom-podcast-workspace'));
    await page.goto(WELCOME_ROUTE);
    const card = page.getByRole('article', { name: 'Darjeeling tea' });
    await card.getByRole('button', { name: 'Darjeeling tea', exact: true }).click();
    await page.waitForURL('**/create-podcast');
    await setup().locator('.ant-select-selection-item', { hasText: 'Brief' }).waitFor();
    expect(await page.locator('#setup-focus').inputValue()).toBe('the first flush');
    expect(await setup().getByRole('list', { name: 'Chosen sources' }).textContent()).toContain('Darjeeling notes');
    await expectNoAxeViolations(page, 'the Podcast Setup card with format and sources');
    expect(errors).toEqual([]);
  });
});
