import { API_BASE, GRAPHQL_PATH, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { refreshStatus, signUpAndLogin, storedSession } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signIn, unsignedToken } from './support/browser';
import { page, server, useBrowserHarness } from './support/harness';

useBrowserHarness();

const path = () => new URL(page.url()).pathname;
const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const secondsFromNow = (s: number) => Math.floor(Date.now() / 1000) + s;
const expOf = (token: string | null | undefined) =>
  JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8') || '{}').exp as number;

describe('session (spec 001 §2 Protected routes, §4 Session)', () => {
  it('sends a visitor on a protected route to /login', async () => {
    await page.goto('/create-podcast');
    await page.waitForURL('**/login');
  });

  it('logs out with the spec sentence when a token without a refresh token expires', async () => {
    const user = { given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com' };
    await signIn(page, server.baseUrl, { token: unsignedToken({ user_id: 1, exp: secondsFromNow(3), ...user }), user });
    await page.clock.install();
    // A protected screen that asks the server nothing, so the expiry timer (not a 401) ends the session.
    await page.goto('/personlize');
    expect(path()).toBe('/personlize');
    // Past the expiry on the page's clock, without waiting for it.
    await page.clock.fastForward(4_000);
    await page.getByText(MESSAGES.sessionExpired).waitFor({ timeout: 10_000 });
    await page.waitForURL('**/login');
    expect(await storedSession(page).then((s) => s?.token ?? null)).toBeNull();
  });

  it('renews a session with a refresh token before its token expires, and stays signed in', async () => {
    const { session } = await signUpAndLogin(page, server);
    // The same user, but an access token that dies in 4 seconds.
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const shortLived = unsignedToken({ ...claims, exp: secondsFromNow(4) });
    await signIn(page, server.baseUrl, { token: shortLived, refreshToken: session.refreshToken });
    // The page's clock is Playwright's, so the test moves it past the old token's expiry instead of waiting.
    await page.clock.install();
    const [renewal] = await Promise.all([page.waitForResponse(`**${API_BASE}/auth/refresh`), page.goto('/analytics')]);
    expect(renewal.status()).toBe(200);
    await page.clock.fastForward(6_000);
    // Whatever the timers that came due did has been drawn by the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(path()).toBe('/analytics');
    await expect(page.getByText(MESSAGES.sessionExpired).count()).resolves.toBe(0);
    const stored = await storedSession(page);
    expect(stored?.token).not.toBe(shortLived);
    expect(expOf(stored?.token)).toBeGreaterThan(secondsFromNow(3000));
    // Rotated: the browser holds a new refresh token, and the old one is spent.
    expect(stored?.refreshToken).not.toBe(session.refreshToken);
    await expect(refreshStatus(server, session.refreshToken)).resolves.toBe(401);
  });

  it('logs out when the renewal is refused', async () => {
    const user = { given_name: 'Ada', family_name: 'Lovelace', email: 'ada@example.com' };
    const token = unsignedToken({ user_id: 1, exp: secondsFromNow(3), ...user });
    await signIn(page, server.baseUrl, { token, refreshToken: 'not-a-real-refresh-token', user });
    await page.goto('/analytics');
    await page.getByText(MESSAGES.sessionExpired).waitFor({ timeout: 10_000 });
    await page.waitForURL('**/login');
  });

  it('renews once on a 401 and repeats the request', async () => {
    const { session, account } = await signUpAndLogin(page, server);
    // A token the server does not accept (unsigned) but the browser thinks is good for an hour.
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    await signIn(page, server.baseUrl, {
      token: unsignedToken({ ...claims, exp: secondsFromNow(3600) }),
      refreshToken: session.refreshToken,
    });
    const isProfileQuery = (r: Response) =>
      r.url().endsWith(GRAPHQL_PATH) && r.request().postDataJSON()?.operationName === 'Me';
    const answers: Response[] = [];
    page.on('response', (r) => {
      if (isProfileQuery(r)) answers.push(r);
    });
    const [renewal] = await Promise.all([page.waitForResponse(`**${API_BASE}/auth/refresh`), page.goto('/MyProfile')]);
    expect(renewal.status()).toBe(200);
    await expect.poll(() => answers.length).toBe(2);
    // The token is refused (a 401, or an UNAUTHENTICATED error inside a GraphQL answer); the session renews once
    // and the query is repeated.
    const [refused, repeated] = answers as [Response, Response];
    const refusal = await refused.json();
    expect(refused.status() === 401 || refusal.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED').toBe(true);
    expect((await repeated.json()).data.me.email).toBe(account.email);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(account.email);
    const stored = await storedSession(page);
    expect(stored?.refreshToken).not.toBe(session.refreshToken);
    expect(path()).toBe('/MyProfile');
  });
});

describe('profile (spec 001 §2 Profile, §4 Profile Save, §5)', () => {
  it('saves the name on the server, updates the initials, and keeps it across a reload', async () => {
    const { account } = await signUpAndLogin(page, server, { phone: '+919876543210' });
    await page.goto('/MyProfile');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name.inputValue()).resolves.toBe(`${account.givenName} ${account.familyName}`);
    const email = page.getByLabel('Email', { exact: true });
    await expect(email.inputValue()).resolves.toBe(account.email);
    await expect(email.isEditable()).resolves.toBe(false);
    await expect(page.getByLabel('Phone', { exact: true }).inputValue()).resolves.toBe('+91 98765 43210');
    await expectNoAxeViolations(page, '/MyProfile');
    await expect(page.getByRole('button', { name: 'Profile menu' }).textContent()).resolves.toBe('AL');

    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await shows(MESSAGES.nameEmpty);

    await name.fill('Grace Brewster Hopper');
    const startedAt = Date.now();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Saving' }).waitFor();
    await shows('Name updated successfully!');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(700);
    await expect(page.getByRole('button', { name: 'Profile menu' }).textContent()).resolves.toBe('GB');

    await page.reload();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Grace Brewster Hopper');
    const stored = await storedSession(page);
    expect(stored?.user).toMatchObject({ given_name: 'Grace', family_name: 'Brewster Hopper' });
  });

  it('shows the phone placeholder when there is no phone', async () => {
    await signUpAndLogin(page, server);
    await page.goto('/MyProfile');
    const phone = page.getByLabel('Phone', { exact: true });
    await expect(phone.getAttribute('placeholder')).resolves.toBe('Phone not available');
    await expect(phone.inputValue()).resolves.toBe('');
    await page.goto(WELCOME_ROUTE);
    expect(path()).toBe(WELCOME_ROUTE);
  });
});
