import { API_BASE } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { page, server, useBrowserHarness } from './support/harness';

useBrowserHarness();

const storage = async (token: string) =>
  (await fetch(`${server.baseUrl}${API_BASE}/storage`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('API tokens screen', () => {
  it('makes a token shown once, which works until it is revoked', async () => {
    await signUpAndLogin(page, server);
    await page.goto('/create-podcast');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'API tokens' }).click();
    await page.waitForURL('**/api-tokens');
    await page.getByText('No API tokens yet.').waitFor();

    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please give the token a name.' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Nightly pipeline');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('textbox', { name: 'New API token' });
    await shown.waitFor();
    const token = await shown.inputValue();
    expect(token).toMatch(/^plm_/);
    const list = page.getByRole('list', { name: 'Your API tokens' });
    await list.getByText('Nightly pipeline').waitFor();
    await expectNoAxeViolations(page, '/api-tokens with a new token');
    expect(await storage(token)).toBe(200);

    await page.getByRole('button', { name: 'Done' }).click();
    expect(await shown.count()).toBe(0);
    await page.getByRole('button', { name: 'Revoke Nightly pipeline' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('No API tokens yet.').waitFor();
    expect(await storage(token)).toBe(401);
  });
});
