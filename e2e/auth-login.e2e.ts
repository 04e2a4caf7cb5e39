import { API_BASE, MESSAGES, TIMINGS, WELCOME_ROUTE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { createConfirmedUser, outboxFiles, storedSession, waitForCode } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { page, server, useBrowserHarness } from './support/harness';

useBrowserHarness();

const path = () => new URL(page.url()).pathname;
const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const modal = () => page.getByRole('dialog', { name: 'Reset your password' });
const inModal = (label: string) => modal().getByLabel(label, { exact: true });

describe('forgot password (spec 001 §2 Login, §4 Forgot password, §8)', () => {
  it('sends a code, resets the password, closes 1.5 s later, and the new password logs in', async () => {
    const account = await createConfirmedUser(server);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    await expectNoAxeViolations(page, 'forgot-password modal');
    // Step 1: the e-mail the login form holds is carried over; an empty one is refused.
    await expect(inModal('Email').inputValue()).resolves.toBe(account.email);
    await inModal('Email').fill('');
    await modal().getByRole('button', { name: 'Send Reset Code' }).click();
    await shows(MESSAGES.emailRequired);
    await inModal('Email').fill(account.email);
    const before = await outboxFiles(server.dataDir);
    await modal().getByRole('button', { name: 'Send Reset Code' }).click();
    await shows(MESSAGES.resetCodeSent);

    // Step 2: a wrong code fails with the spec sentence; the mailed one resets.
    const newPassword = 'N3w-Passw0rd!';
    await inModal('Reset code').fill('000000');
    await inModal('New password').fill(newPassword);
    await modal().getByRole('button', { name: 'Reset Password' }).click();
    await shows(MESSAGES.resetFailed);
    const code = await waitForCode(server.dataDir, account.email, 'reset', { ignore: before });
    await inModal('Reset code').fill(code);
    await modal().getByRole('button', { name: 'Reset Password' }).click();
    const success = modal().getByText(MESSAGES.resetSuccess, { exact: true });
    await success.waitFor();
    // Shown in green below the form.
    await expect(success.evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(31, 138, 76)');
    const shownAt = Date.now();
    await modal().waitFor({ state: 'hidden' });
    expect(Date.now() - shownAt).toBeGreaterThan(TIMINGS.forgotPasswordCloseMs - 400);

    // Reopened, it starts again at step 1.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await modal().getByRole('button', { name: 'Send Reset Code' }).waitFor();
    await modal().getByRole('button', { name: 'Close' }).click();
    await modal().waitFor({ state: 'hidden' });

    // The old password no longer works; the new one does.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await shows('Incorrect username or password.');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`**${WELCOME_ROUTE}`);
  });

  it('resets itself when closed', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await inModal('Email').fill('someone@example.com');
    await modal().getByRole('button', { name: 'Send Reset Code' }).click();
    // The answer is the same whether or not the account exists.
    await inModal('Reset code').waitFor();
    await expectNoAxeViolations(page, 'forgot-password modal, reset step');
    await modal().getByRole('button', { name: 'Close' }).click();
    await modal().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await modal().getByRole('button', { name: 'Send Reset Code' }).waitFor();
    await expect(inModal('Reset code').count()).resolves.toBe(0);
  });
});

describe('Google sign-in without a Google client (spec 001 §4)', () => {
  it('says sign-in with Google is not configured instead of failing', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await shows('Sign-in with Google is not configured.');
    expect(path()).toBe('/login');
    await expectNoAxeViolations(page, '/login with a notice');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await shows('Sign-in with Google is not configured.');
  });
});

describe('the OAuth return /callback (spec 001 §2 Callback, §8)', () => {
  async function pendingSignIn(verifier: string | null, state: string | null) {
    await page.goto('/favicon.svg');
    await page.evaluate(
      ([v, s]) => {
        if (v) sessionStorage.setItem('podloom.oauth.code_verifier', v);
        if (s) sessionStorage.setItem('podloom.oauth.state', s);
        sessionStorage.setItem('unrelated', 'kept until an error');
      },
      [verifier, state] as const,
    );
  }
  const sessionStorageLength = () => page.evaluate(() => sessionStorage.length);

  it('shows a provider error with its description, or the default sentence', async () => {
    await page.goto('/callback?error=access_denied&error_description=The%20user%20said%20no');
    await shows('Authentication Error');
    await shows('The user said no');
    await expectNoAxeViolations(page, '/callback with an error');
    await page.goto('/callback?error=access_denied');
    await shows('Authentication Error');
    await shows(MESSAGES.authError);
    await page.getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL('**/help-support');
  });

  it('needs the code and the stored verifier, and clears session storage on error', async () => {
    await pendingSignIn(null, null);
    await page.goto('/callback?code=abc');
    await shows(MESSAGES.authMissingParams);
    await expect(sessionStorageLength()).resolves.toBe(0);
  });

  it('maps a refused exchange to the catalogue and starts over from /login', async () => {
    await pendingSignIn('v'.repeat(43), 'state-1');
    const [request] = await Promise.all([
      page.waitForRequest(`**${API_BASE}/auth/login`),
      page.goto('/callback?code=abc&state=state-1'),
    ]);
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      code: 'abc',
      code_verifier: 'v'.repeat(43),
    });
    // Without a Google client the server refuses; the page says the catalogue's default sentence.
    await shows(MESSAGES.authFailed);
    await expect(sessionStorageLength()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Please Try Again!' }).click();
    await page.waitForURL('**/login');
    expect(await storedSession(page).then((s) => s?.token ?? null)).toBeNull();
  });

  it('refuses a state this browser did not send', async () => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`${API_BASE}/auth/login`)) sent.push(r.url());
    });
    await pendingSignIn('v'.repeat(43), 'state-1');
    await page.goto('/callback?code=abc&state=forged');
    await shows(MESSAGES.authFailed);
    expect(sent).toEqual([]);
  });

  it('shows the server’s invalid_grant and already-exists refusals in the catalogue’s words', async () => {
    for (const [message, shown] of [
      [`${MESSAGES.authInvalidGrant} (invalid_grant)`, MESSAGES.authInvalidGrant],
      ['An account with this email already exists.', MESSAGES.authAlreadyExists],
    ] as const) {
      await page.route(`**${API_BASE}/auth/login`, (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message }) }),
      );
      await pendingSignIn('v'.repeat(43), 'state-1');
      await page.goto('/callback?code=abc&state=state-1');
      await shows(shown);
      await page.unroute(`**${API_BASE}/auth/login`);
    }
  });
});
