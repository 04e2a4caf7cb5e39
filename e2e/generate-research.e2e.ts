import { GENERAL_CONVERSATION_NOTICE, WELCOME_ROUTE } from '@podloom/contract';
import { expect, it } from 'vitest';
import { ROME } from '../apps/server/src/modules/generation/research/test-wiki-pages';
import { startWikiServer, type WikiServer } from '../apps/server/src/modules/generation/research/test-wiki-server';
import { signUpAndLogin } from './support/accounts';
import { page, server, useBrowserHarness } from './support/harness';

/*
 * Research for a bare topic in the browser: with the offline writer and a topic alone, the home screen says before
 * writing what the script will be based on (a local wiki speaking the MediaWiki API), or that the conversation will
 * be general when nothing is found or the wiki cannot be reached; the script arrives either way.
 */
let wiki: WikiServer;
useBrowserHarness({
  before: async () => {
    wiki = await startWikiServer({ en: [ROME] });
    return { env: { RESEARCH: 'on', RESEARCH_WIKI_URL: wiki.template } };
  },
  after: async () => {
    await wiki?.close();
  },
});

async function fillForm(topic: string) {
  await signUpAndLogin(page, server, { givenName: 'Ada' });
  await page.goto(WELCOME_ROUTE);
  await page.getByLabel('Podcast topic').fill(topic);
  await page.getByLabel('Name of Host').fill('Asha');
  await page.getByLabel('Name of Guest').fill('Ravi');
}

async function generateAndOpen() {
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL('**/create-podcast', { timeout: 60_000 });
}

it('names the article a topic-only script will be based on, and writes from it', async () => {
  await fillForm('Why the Roman Empire fell');
  const basedOn = page.locator('.pl-generator__actions .pl-research--found');
  await basedOn.waitFor();
  expect(await basedOn.textContent()).toContain(`Based on: ${ROME.title}`);
  expect(await basedOn.getByRole('link', { name: ROME.title }).getAttribute('href')).toMatch(/\/en\/wiki\/Fall_of/);
  expect(await page.getByText(GENERAL_CONVERSATION_NOTICE).count()).toBe(0);
  await generateAndOpen();
  await page
    .getByText(/Odoacer/)
    .first()
    .waitFor();
});

it('says the conversation will be general when nothing is found, and still writes it', async () => {
  await fillForm('Quasar knitting patterns');
  await page.getByText(GENERAL_CONVERSATION_NOTICE).waitFor();
  await generateAndOpen();
  await page.getByText(/Asha/).first().waitFor();
});

it('says so too when the wiki cannot be reached, and still writes the script', async () => {
  await wiki.close();
  await fillForm('Why the Roman Empire fell in the west');
  await page.getByText(GENERAL_CONVERSATION_NOTICE).waitFor({ timeout: 20_000 });
  await generateAndOpen();
  await page.getByText(/Asha/).first().waitFor();
});
