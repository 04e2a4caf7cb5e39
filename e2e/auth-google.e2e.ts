import { randomUUID } from 'node:crypto';
import { API_BASE, MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '@podloom/test-openid-provider';
import { describe, expect, it } from 'vitest';
import { storedSession } from './support/accounts';
import { context, page, server, useBrowserHarness } from './support/harness';

let provider: TestOpenIdProvider;

useBrowserHarness({
  before: async () => {
    provider = await startTestOpenIdProvider();
    return { env: provider.serverEnv };
  },
  afterStart: (running) => provider.configure(`${running.baseUrl}/callback`),
  after: async () => provider?.close(),
});

describe('Google sign-in against a local OpenID provider (spec 001 §4 Google sign-in, §7)', () => {
  it('goes to the provider with PKCE and comes back signed in', async () => {
    const email = `google-${randomUUID().slice(0, 8)}@example.com`;
    provider.signInAs({ sub: randomUUID(), email, email_verified: true, given_name: 'Meera', family_name: 'Iyer' });
    await page.goto('/login');
    const [authorize] = await Promise.all([
      page.waitForRequest((r) => r.url().startsWith(`${provider.issuer}/auth?`)),
      page.getByRole('button', { name: 'Log in with Google' }).click(),
    ]);
    const params = new URL(authorize.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${server.baseUrl}/callback`,
      response_type: 'code',
      scope: 'email openid profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const [exchange] = await Promise.all([
      page.waitForRequest(`**${API_BASE}/auth/login`),
      page.waitForURL('**/callback?**'),
    ]);
    expect(new URLSearchParams(exchange.postData() ?? '').get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.waitForURL(`**${WELCOME_ROUTE}`);
    const session = await storedSession(page);
    expect(session?.user).toMatchObject({ given_name: 'Meera', family_name: 'Iyer', email });
    expect(session?.refreshToken).toBeTruthy();
    await expect(page.evaluate(() => sessionStorage.getItem('podloom.oauth.code_verifier'))).resolves.toBeNull();
    await expect(page.getByRole('button', { name: 'Profile menu' }).textContent()).resolves.toBe('MI');
  });

  it('says the session expired when a code comes back a second time', async () => {
    provider.signInAs({
      sub: randomUUID(),
      email: `google-${randomUUID().slice(0, 8)}@example.com`,
      email_verified: true,
      given_name: 'Meera',
      family_name: 'Iyer',
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await page.waitForURL('**/callback?**');
    const callbackUrl = page.url();
    await page.waitForURL(`**${WELCOME_ROUTE}`);

    // Replayed in a fresh tab that still holds a verifier and state: the provider refuses the used code.
    const state = new URL(callbackUrl).searchParams.get('state') ?? '';
    const replay = await context.newPage();
    await replay.goto('/favicon.svg');
    await replay.evaluate((s) => {
      sessionStorage.setItem('podloom.oauth.code_verifier', 'x'.repeat(43));
      sessionStorage.setItem('podloom.oauth.state', s);
    }, state);
    await replay.goto(callbackUrl);
    await replay.getByText(MESSAGES.authInvalidGrant, { exact: true }).waitFor();
    await replay.getByRole('button', { name: 'Please Try Again!' }).click();
    await replay.waitForURL('**/login');
  });
});
