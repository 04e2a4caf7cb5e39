import { WELCOME_ROUTE } from '@podloom/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { page, server, useBrowserHarness } from './support/harness';

/*
 * Every screen a signed-in user works in is reached by clicking: the address is typed once, to open the site, and
 * never again. On a desktop window and at 768 px, where the landing page folds its links into the mobile menu.
 */

/** The profile menu's items and where each leads. */
const SCREENS: ReadonlyArray<readonly [item: string, path: string]> = [
  ['My Profile', '/MyProfile'],
  ['Create Podcast', '/create-podcast'],
  ['New Podcast Wizard', '/create-new-podcast'],
  ['Personalise', '/personlize'],
  ['Sources', '/sources'],
  ['Audio Editor', '/audioedit'],
  ['Shows', '/my-shows'],
  ['Series', '/series'],
  ['Analytics', '/analytics'],
  ['API tokens', '/api-tokens'],
  ['Webhooks', '/webhooks'],
  ['Upgrade', '/pricing'],
  ['Manage Subscription', '/managesubscription'],
  ['Help & Support', '/help-support'],
];

useBrowserHarness();

const pathOf = (p: Page) => new URL(p.url()).pathname;

/**
 * The screen at `path` is open and is not the not-found page. The address changes before React commits the next
 * screen (a transition: the landing stays on screen, and clickable, while the app's layout renders), so wait for the
 * app's own header and main, not any `main`: a profile menu opened in the landing's header is gone a moment later.
 */
async function expectScreen(path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('header.pl-header--app').waitFor();
  await page.locator('main.pl-app__main').waitFor();
  expect(await page.getByText('Page not found').count(), path).toBe(0);
}

/** Opens the profile menu and clicks one of its items. */
async function choose(item: string) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menu', { name: 'Profile' }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** Walks to every screen from the profile menu, then home with the header's home icon. */
async function walkEveryScreen() {
  for (const [item, path] of SCREENS) {
    await choose(item);
    await expectScreen(path);
  }
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expectScreen(WELCOME_ROUTE);
  // The header's Upgrade button leads to the plans as well.
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expectScreen('/pricing');
}

describe('every screen is reached by clicking (header and profile menu)', () => {
  it('on a desktop window, from the landing page', async () => {
    await signUpAndLogin(page, server, { givenName: 'Nav', familyName: 'Walker' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Create Your Podcast Now' }).first().click();
    await expectScreen(WELCOME_ROUTE);
    await walkEveryScreen();
  });

  it('at 768 px, from the landing page whose links sit in the mobile menu', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signUpAndLogin(page, server, { givenName: 'Nav', familyName: 'Walker' });
    await page.goto('/');
    // At 768 px the landing's links fold into the mobile menu; the profile menu stays beside it.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await choose('Home');
    await expectScreen(WELCOME_ROUTE);
    await walkEveryScreen();
    expect(pathOf(page)).toBe('/pricing');
  });
});
