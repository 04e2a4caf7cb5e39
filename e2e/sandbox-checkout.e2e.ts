import { API_BASE, type CheckoutMessage, type CreatedOrder, GRAPHQL_PATH } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { createConfirmedUser, logInWithApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { page, server, useBrowserHarness } from './support/harness';

/*
 * The sandbox gateway's hosted checkout in real Chromium, framed by a page of our own origin as the
 * checkout modal frames it: the page runs under its CSP without inline script, Pay and Fail settle the order through
 * the signed webhook, and every outcome reaches the parent window as a `podloom-checkout` message.
 */
useBrowserHarness();

declare global {
  interface Window {
    received: CheckoutMessage[];
  }
}

async function openOrder(): Promise<{ order: CreatedOrder; token: string }> {
  const session = await logInWithApi(server, await createConfirmedUser(server));
  const plans = await fetch(`${server.baseUrl}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ getAllSubscriptions { subscriptions { id name pricing { id billingCycle } } } }',
    }),
  });
  type Plans = {
    data: {
      getAllSubscriptions: {
        subscriptions: Array<{ id: number; name: string; pricing: Array<{ id: number; billingCycle: string }> }>;
      };
    };
  };
  const lite = ((await plans.json()) as Plans).data.getAllSubscriptions.subscriptions.find(
    (p) => p.name === 'Lite Plan',
  );
  const pricing = lite?.pricing.find((p) => p.billingCycle === 'monthly');
  const answer = await fetch(`${server.baseUrl}/payments/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ plan_id: lite?.id, pricing_id: pricing?.id, customer_name: 'Ada Lovelace' }),
  });
  expect(answer.status).toBe(200);
  return { order: (await answer.json()) as CreatedOrder, token: session.accessToken };
}

/** A page of our origin that frames the checkout, as the web app's modal does, and keeps what it is told. */
async function frameCheckout(checkoutUrl: string) {
  const parentUrl = `${server.baseUrl}/payments/e2e-parent`;
  await page.route(parentUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Checkout parent</title></head><body>
<iframe title="Checkout" src="${checkoutUrl}" width="480" height="720"></iframe>
<script>window.received = []; addEventListener('message', (e) => { if (e.origin === location.origin) window.received.push(e.data); });</script>
</body></html>`,
    }),
  );
  await page.goto(parentUrl);
  return page.frameLocator('iframe[title="Checkout"]');
}

async function verify(orderId: string, token: string) {
  const response = await fetch(`${server.baseUrl}${API_BASE}/payments/orders/${orderId}/verify`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { order_status: string } }).data.order_status;
}

describe('sandbox checkout in a frame of our own origin', () => {
  it('Pay settles the order and tells the parent window it was paid', async () => {
    const { order, token } = await openOrder();
    const checkout = await frameCheckout(order.checkout_url as string);
    await checkout.getByText('Taxes included').waitFor();
    await checkout.getByRole('radio', { name: 'UPI' }).check();
    await checkout.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.waitForFunction(() => window.received.length > 0);
    expect(await page.evaluate(() => window.received)).toEqual([
      { source: 'podloom-checkout', order_id: order.order_id, outcome: 'paid', code: null },
    ]);
    await checkout.getByText('Payment successful. You can close this window.').waitFor();
    expect(await verify(order.order_id, token)).toBe('SUCCESS');
  });

  it('Fail tells failed with its code; Cancel tells aborted and changes nothing', async () => {
    const failing = await openOrder();
    let checkout = await frameCheckout(failing.order.checkout_url as string);
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await page.waitForFunction(() => window.received.length > 0);
    expect(await page.evaluate(() => window.received)).toEqual([
      { source: 'podloom-checkout', order_id: failing.order.order_id, outcome: 'failed', code: 'payment_failed' },
    ]);
    expect(await verify(failing.order.order_id, failing.token)).toBe('FAILED');

    const leaving = await openOrder();
    checkout = await frameCheckout(leaving.order.checkout_url as string);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => window.received.length > 0);
    expect(await page.evaluate(() => window.received)).toEqual([
      { source: 'podloom-checkout', order_id: leaving.order.order_id, outcome: 'aborted', code: 'payment_aborted' },
    ]);
    expect(await verify(leaving.order.order_id, leaving.token)).toBe('PENDING');
  });

  it('is accessible', async () => {
    const { order } = await openOrder();
    await page.goto(order.checkout_url as string);
    await page.getByRole('button', { name: 'Pay $10.00' }).waitFor();
    await expectNoAxeViolations(page, 'sandbox checkout');
  });
});
