import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WELCOME_ROUTE } from '@podloom/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { downloads, page, server, useBrowserHarness } from './support/harness';

/*
 * Buying a plan end to end on the offline sandbox gateway (PAYMENT_PROVIDER's default): pricing → billing form →
 * checkout in our modal (the sandbox's page in an iframe) → payment status → manage subscription → invoice PDF;
 * and a failed payment with its texts and the way to support.
 */
useBrowserHarness({ downloads: true });

const checkoutFrame = (p: Page) => p.frameLocator('iframe[title="Payment checkout"]');

async function openBillingForm(p: Page, planName: string) {
  await p.goto('/pricing');
  await p.getByRole('heading', { name: 'PLANS AND PRICING' }).waitFor();
  const buy = p.getByRole('article', { name: planName }).getByRole('button', { name: `Buy Now: ${planName}` });
  await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
  // A new account is on Free: its card says so, and Free cannot be bought.
  const free = p.getByRole('article', { name: 'Free', exact: true });
  await free.getByText('Current Plan').waitFor();
  await expect(free.getByRole('button', { name: 'Buy Now: Free' }).isDisabled()).resolves.toBe(true);
  await expectNoAxeViolations(p, '/pricing signed in');
  await buy.click();
  await p.waitForURL('**/billingform?plan=*');
  await p.getByText(`With ${planName} you get`).waitFor();
}

async function payAndWaitForStatus(p: Page, button: RegExp) {
  await p.getByRole('button', { name: 'Confirm and Pay' }).click();
  await p.getByRole('dialog', { name: 'Secure checkout' }).waitFor();
  await expectNoAxeViolations(p, 'checkout modal');
  await checkoutFrame(p).getByRole('button', { name: button }).click();
  await p.waitForURL('**/payment-status?order_id=*', { timeout: 30_000 });
}

/** Spec 001 §2: Annual by default, Monthly on the toggle; 10% tax shown; the plan survives a reload. */
async function chooseMonthlyBilling() {
  await page.getByText('Plan Info').waitFor();
  await page.getByText('Billed Annually').waitFor();
  await expect(page.locator('.pl-billing__lines').textContent()).resolves.toContain('$490.00');
  await page.getByText('Monthly', { exact: true }).click();
  await page.getByText('Billed Monthly').waitFor();
  const lines = await page.locator('.pl-billing__lines').textContent();
  expect(lines).toMatch(/Billed Monthly\s*\$49\.00/);
  expect(lines).toMatch(/Charged today\s*\$49\.00/);
  expect(lines).toMatch(/Taxes Included\s*\$4\.90/);
  await expectNoAxeViolations(page, '/billingform');
  await page.reload();
  await page.getByText('With Pro Plan you get').waitFor();
  await page.getByText('Monthly', { exact: true }).click();
  await page.getByText('Billed Monthly').waitFor();
}

/** Manage Subscription shows the plan, its renewal and minutes, and downloads the invoice as a PDF. */
async function expectProSubscriptionWithInvoice() {
  await page.goto('/managesubscription');
  await page.getByRole('heading', { name: 'Manage Subscription' }).waitFor();
  const current = page.getByRole('region', { name: 'Current plan' });
  await current.getByText('Pro Plan', { exact: true }).waitFor();
  await current.getByText(/^Next Renews on /).waitFor();
  await current.getByText('$49/Month', { exact: false }).first().waitFor();
  await page
    .getByRole('region', { name: 'Minutes Availability' })
    .getByText('out of 200 minutes used this period')
    .waitFor();
  await expect(
    page.getByRole('progressbar', { name: 'Minutes used this period' }).getAttribute('aria-valuenow'),
  ).resolves.toBe('0');
  const download = page.getByRole('button', { name: /^Download the invoice for order / });
  await download.waitFor();
  await expectNoAxeViolations(page, '/managesubscription');
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), download.click()]);
  const saved = join(downloads, file.suggestedFilename() || 'invoice.pdf');
  await file.saveAs(saved);
  expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByText('Download started').waitFor();
}

/** The pricing page marks the plan and cancels it: auto-renew off, access to the period's end. */
async function cancelProFromPricing() {
  await page.goto('/pricing');
  const pro = page.getByRole('article', { name: 'Pro Plan' });
  await pro.getByText('Current Plan').waitFor();
  await pro.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Pro Plan?' });
  await confirm.waitFor();
  await expectNoAxeViolations(page, 'cancel subscription dialog');
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByText(/^Your subscription is cancelled\. You keep Pro Plan until /)
    .first()
    .waitFor();
  await page.goto('/managesubscription');
  await page.getByText('Renewal date not available').waitFor();
  await page.getByText(/^Auto-renew is off\. Your plan stays active until /).waitFor();
}

describe('buying a plan (spec 001 §2 and §4)', () => {
  it('buys Pro monthly on the sandbox checkout, then shows the plan, its renewal, minutes and the invoice PDF', async () => {
    await signUpAndLogin(page, server, { phone: '+919876543210' });
    await openBillingForm(page, 'Pro Plan');

    await chooseMonthlyBilling();

    await payAndWaitForStatus(page, /^Pay /);
    await page.getByRole('heading', { name: 'Payment Successful! Welcome to Podloom' }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).resolves.toMatch(
      /^\/welcome/,
    );
    await expect(page.getByRole('link', { name: 'Manage Plans' }).getAttribute('href')).resolves.toBe('/pricing');
    await expectNoAxeViolations(page, '/payment-status success');

    await expectProSubscriptionWithInvoice();
    await cancelProFromPricing();
  });

  it('shows a failed payment with its texts and takes the order to support', async () => {
    await signUpAndLogin(page, server);
    await openBillingForm(page, 'Lite Plan');
    await payAndWaitForStatus(page, /^Fail$/);
    expect(new URL(page.url()).searchParams.get('reason')).toBeTruthy();
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await page.getByRole('heading', { name: 'Payment Failed! Please try again.' }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Retry Payment' }).getAttribute('href')).resolves.toBe('/pricing');
    await expectNoAxeViolations(page, '/payment-status failure');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL('**/help-support?order_id=*');
    await expect(page.getByLabel('Subject').inputValue()).resolves.toContain(orderId);

    await page.goto('/managesubscription');
    await page.getByText('No active subscription found').waitFor();
    await page.getByRole('button', { name: /^Download the invoice for order / }).waitFor();

    await page.goto(`/payment-failure?order_id=${orderId}`);
    await page.getByRole('heading', { name: 'Payment Failed! Please try again.' }).waitFor();
    await expectNoAxeViolations(page, '/payment-failure');
  });
});

describe('checkout and plan limits (spec 001 §2 and §4)', () => {
  it('keeps checkout open on a cancelled payment, stops when the modal closes, and sends a bare status page to /pricing', async () => {
    await signUpAndLogin(page, server);
    await openBillingForm(page, 'Lite Plan');
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secure checkout' });
    await dialog.waitFor();
    await checkoutFrame(page).getByRole('button', { name: 'Cancel' }).click();
    await checkoutFrame(page).getByText('Payment cancelled.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/billingform');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened checkout.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Confirm and Pay');
    expect(new URL(page.url()).pathname).toBe('/billingform');

    await page.goto('/payment-status');
    await page.waitForURL('**/pricing');
  });

  it('locks the Voices modal’s tabs above a Free plan with a way to upgrade', async () => {
    await signUpAndLogin(page, server);
    await page.goto(WELCOME_ROUTE);
    await page.getByLabel('Podcast topic').fill('Tea across the world');
    await page.getByLabel('Name of Host').fill('Asha');
    await page.getByLabel('Name of Guest').fill('Ravi');
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.waitForURL('**/create-podcast', { timeout: 60_000 });
    // The page has settled once the script can be edited (the accessibility check reads the whole page).
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit script' }).isEnabled(), { timeout: 20_000 })
      .toBe(true);
    const audio = page.getByRole('region', { name: 'Audio & Voice Settings' });
    await audio.getByRole('button', { name: 'Change host voice' }).click();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: 'Browse all voices' })
      .click();
    const modal = page.getByRole('dialog', { name: "Choose the host's voice" });
    await modal.getByRole('tab', { name: 'Free' }).waitFor();
    expect(await modal.getByText(/voices are not included in your plan/).count()).toBe(0);
    await modal.getByRole('tab', { name: /Locked Pro Plan/ }).click();
    await modal.getByText('Pro Plan voices are not included in your plan.').waitFor();
    await expect(modal.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).resolves.toBe('/pricing');
    await expectNoAxeViolations(page, 'Voices modal, locked tab');
  });
});
