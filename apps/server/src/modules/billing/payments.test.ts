import { createdOrder, orderVerificationReply, transactionStatusReply } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { clientSubscriptions, invoices, paymentOrders, paymentTransactions } from './billing.schema';
import {
  buyPlan,
  createOrder,
  deliverWebhook,
  getJson,
  planByName,
  postJson,
  sandboxSecret,
  signedWebhook,
} from './testing/billing-test-kit';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function party() {
  const user = await createUser(database.db);
  const session = await createSession(t.services, user);
  return { id: user.id, email: user.email, token: session.accessToken, refreshToken: session.refreshToken };
}

/** Everything a webhook may change for a user, to compare before and after. */
async function stateOf(userId: number) {
  const { db } = t.services;
  return {
    orders: await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)),
    transactions: await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId)),
    subscriptions: await db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, userId)),
    invoices: await db.select().from(invoices).where(eq(invoices.userId, userId)),
  };
}

describe('create-order', () => {
  it('computes amount, tax, currency and period on the server and ignores the browser amount', async () => {
    const buyer = await party();
    const { plan, pricing } = await planByName(t.services.db, 'Pro Plan', 'yearly');
    const answer = await postJson(
      t,
      '/payments/create-order',
      {
        plan_id: plan.id,
        pricing_id: pricing.id,
        order_amount: 1,
        start_date: '2000-01-01',
        end_date: '2000-01-02',
        customer_id: 'someone-else',
        notify_url: 'https://evil.example.com/hook',
      },
      buyer.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ order_amount: 490, tax_amount: 49, order_currency: 'USD', credit_amount: 0 });
    const start = new Date(answer.body.start_date as string);
    const end = new Date(answer.body.end_date as string);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(answer.body.checkout_url).toMatch(/\/payments\/sandbox\/checkout\/session_sandbox_/);
    const [order] = (await stateOf(buyer.id)).orders;
    expect(order).toMatchObject({ amount: 490, userId: buyer.id, status: 'ACTIVE' });
  });

  it('refuses a free plan, an unknown price and a signed-out caller with sentences', async () => {
    const buyer = await party();
    const free = await planByName(t.services.db, 'Free');
    const refusedFree = await postJson(
      t,
      '/payments/create-order',
      { plan_id: free.plan.id, pricing_id: free.pricing.id },
      buyer.token,
    );
    expect(refusedFree).toEqual({ status: 400, body: { message: 'This plan is free, so there is nothing to pay.' } });
    const unknown = await postJson(
      t,
      '/payments/create-order',
      { plan_id: free.plan.id, pricing_id: 999999 },
      buyer.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/choose a plan on the pricing page/);
    // Ids past the database's integer (the fuzz pass found them answering 500 on PostgreSQL) are unknown plans too.
    for (const body of [
      { plan_id: 2_147_483_648, pricing_id: free.pricing.id },
      { plan_id: free.plan.id, pricing_id: 2_147_483_648 },
    ]) {
      const huge = await postJson(t, '/payments/create-order', body, buyer.token);
      expect(huge).toEqual({
        status: 400,
        body: { message: 'We could not find that plan or price. Please choose a plan on the pricing page.' },
      });
    }
    const nobody = await postJson(t, '/payments/create-order', { plan_id: free.plan.id, pricing_id: free.pricing.id });
    expect(nobody.status).toBe(401);
    expect((await stateOf(buyer.id)).orders).toEqual([]);
  });
});

describe('webhook: signatures and repeats', () => {
  it('answers 401 to a bad or missing signature and changes nothing', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const before = await stateOf(buyer.id);
    const good = signedWebhook(sandboxSecret(t), {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: buyer.id,
    });
    const forged = signedWebhook('not-the-secret', {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: buyer.id,
    });
    const tampered = {
      rawBody: good.rawBody.replace('"payment_amount":10', '"payment_amount":10.5'),
      headers: good.headers,
    };
    const { 'x-webhook-signature': _, ...unsigned } = good.headers;
    for (const delivery of [forged, tampered, { rawBody: good.rawBody, headers: unsigned }]) {
      const answer = await deliverWebhook(t, delivery);
      expect(answer).toEqual({ status: 401, body: { message: 'The webhook signature is not valid.' } });
    }
    expect(await stateOf(buyer.id)).toEqual(before);
  });

  it('applies the same webhook ten times as once: one subscription, one transaction, one invoice', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const delivery = signedWebhook(sandboxSecret(t), {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: buyer.id,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t, delivery)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'applied')).toHaveLength(1);
    const after = await stateOf(buyer.id);
    expect(after.subscriptions).toHaveLength(1);
    expect(after.transactions).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({ transactionStatus: 'SUCCESS', amountCharged: 10 });
    expect(after.orders[0]?.status).toBe('PAID');
    const status = await getJson(t, `/api/podloom/v1/paymenttransaction/${order.order_id}`, buyer.token);
    expect(status).toEqual({
      status: 200,
      body: { data: { order_id: order.order_id, transaction_status: 'SUCCESS' } },
    });
    const verify = await getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect(verify.body).toEqual({ data: { order_id: order.order_id, order_status: 'SUCCESS' } });
  });
});

describe('webhook: other buyers, wrong amounts and failures', () => {
  it("lets no webhook naming another buyer touch your order, and another user's order is not yours to read", async () => {
    const mine = await party();
    const theirs = await party();
    const order = await createOrder(t, mine.token);
    const before = await stateOf(mine.id);
    const answer = await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), { orderId: order.order_id, amount: order.order_amount, customerId: theirs.id }),
    );
    expect(answer).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(await stateOf(mine.id)).toEqual(before);
    expect(await stateOf(theirs.id)).toMatchObject({ subscriptions: [], transactions: [] });
    const peek = await getJson(t, `/api/podloom/v1/paymenttransaction/${order.order_id}`, theirs.token);
    expect(peek).toEqual({ status: 404, body: { message: 'We could not find that order.' } });
  });

  it('ignores a success webhook whose amount is not the order amount', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const before = await stateOf(buyer.id);
    const answer = await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), { orderId: order.order_id, amount: 1, customerId: buyer.id }),
    );
    expect(answer.body).toEqual({ status: 'ignored' });
    expect(await stateOf(buyer.id)).toEqual(before);
  });

  it('records a failed payment: order and transaction FAILED, no subscription', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), {
        outcome: 'FAILED',
        orderId: order.order_id,
        amount: order.order_amount,
        customerId: buyer.id,
      }),
    );
    const after = await stateOf(buyer.id);
    expect(after.orders[0]?.status).toBe('FAILED');
    expect(after.transactions[0]).toMatchObject({ transactionStatus: 'FAILED', errorCode: 'TRANSACTION_DECLINED' });
    expect(after.subscriptions).toEqual([]);
    const verify = await getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect(verify.body).toEqual({ data: { order_id: order.order_id, order_status: 'FAILED' } });
  });
});

describe('webhook: a retry after a failed attempt', () => {
  it('settles an order paid on a retry after a failed attempt: one subscription, one invoice, SUCCESS', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const failed = await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), {
        outcome: 'FAILED',
        orderId: order.order_id,
        amount: order.order_amount,
        customerId: buyer.id,
        paymentId: `card_${order.order_id}`,
      }),
    );
    expect(failed).toEqual({ status: 200, body: { status: 'applied' } });
    expect((await stateOf(buyer.id)).orders[0]?.status).toBe('FAILED');
    const retried = signedWebhook(sandboxSecret(t), {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: buyer.id,
      paymentId: `upi_${order.order_id}`,
    });
    expect(await deliverWebhook(t, retried)).toEqual({ status: 200, body: { status: 'applied' } });
    expect(await deliverWebhook(t, retried)).toEqual({ status: 200, body: { status: 'duplicate' } });
    const after = await stateOf(buyer.id);
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]?.status).toBe('PAID');
    expect(after.subscriptions).toHaveLength(1);
    expect(after.transactions).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({
      transactionStatus: 'SUCCESS',
      amountCharged: 10,
      errorCode: null,
      gatewayTransactionId: `upi_${order.order_id}`,
      clientSubscriptionId: after.subscriptions[0]?.id,
      invoiceId: after.invoices[0]?.id,
    });
    // A late failure of the first attempt does not undo the payment.
    const lateFailure = await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), {
        outcome: 'USER_DROPPED',
        orderId: order.order_id,
        amount: order.order_amount,
        customerId: buyer.id,
        paymentId: `dropped_${order.order_id}`,
      }),
    );
    expect(lateFailure).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(await stateOf(buyer.id)).toEqual(after);
    const status = await getJson(t, `/api/podloom/v1/paymenttransaction/${order.order_id}`, buyer.token);
    expect(status).toEqual({
      status: 200,
      body: { data: { order_id: order.order_id, transaction_status: 'SUCCESS' } },
    });
    const verify = await getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect(verify).toEqual({ status: 200, body: { data: { order_id: order.order_id, order_status: 'SUCCESS' } } });
  });
});

describe('webhook: expired orders and the refreshed token', () => {
  it('grants nothing for a payment on an expired order and logs it as an error to refund', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    await t.services.db.update(paymentOrders).set({ status: 'EXPIRED' }).where(eq(paymentOrders.id, order.order_id));
    const before = await stateOf(buyer.id);
    const errors = vi.spyOn(t.services.log, 'error');
    try {
      const answer = await deliverWebhook(
        t,
        signedWebhook(sandboxSecret(t), {
          orderId: order.order_id,
          amount: order.order_amount,
          customerId: buyer.id,
          paymentId: `late_${order.order_id}`,
        }),
      );
      expect(answer).toEqual({ status: 200, body: { status: 'ignored' } });
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({
          orderId: order.order_id,
          eventId: `PAYMENT_SUCCESS_WEBHOOK:late_${order.order_id}`,
        }),
        expect.stringMatching(/expired order/),
      );
    } finally {
      errors.mockRestore();
    }
    expect(await stateOf(buyer.id)).toEqual(before);
  });

  it('puts the subscription in the next refreshed token', async () => {
    const buyer = await party();
    const order = await buyPlan(t, buyer, 'Lite Plan', 'yearly');
    const refreshed = await postJson(t, '/api/podloom/v1/auth/refresh', { refresh_token: buyer.refreshToken });
    expect(refreshed.status).toBe(200);
    const token = (refreshed.body as { detail: { data: { AuthenticationResult: { AccessToken: string } } } }).detail
      .data.AuthenticationResult.AccessToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    const [subscription] = (await stateOf(buyer.id)).subscriptions;
    expect(claims).toMatchObject({
      client_subscription_id: subscription?.id,
      subscription_start_date: subscription?.startDate.toISOString(),
      subscription_expiry: subscription?.endDate.toISOString(),
    });
    expect(subscription?.endDate.toISOString().slice(0, 4)).toBe(String(Number(order.end_date.slice(0, 4))));
  });
});

describe('sandbox checkout', () => {
  it('serves a frameable page without inline script, and Pay settles the order through the signed webhook', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const page = await fetch(order.checkout_url as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await page.text();
    expect(html).toContain('Pay $10.00');
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    const paid = await fetch(order.checkout_url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'outcome=paid&method=upi',
    });
    expect(await paid.json()).toMatchObject({ order_id: order.order_id, outcome: 'paid', code: null });
    const after = await stateOf(buyer.id);
    expect(after.subscriptions).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({ transactionStatus: 'SUCCESS', paymentMethodId: 'upi' });
  });

  it('Fail answers failed with its code and leaves no subscription', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const failed = await fetch(order.checkout_url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
    });
    const html = await failed.text();
    expect(html).toContain('data-outcome="failed"');
    expect(html).toContain('data-code="payment_failed"');
    expect((await stateOf(buyer.id)).subscriptions).toEqual([]);
  });
});

describe('replies the browser reads', () => {
  it('match the contract key for key: the order, the transaction status and the order verification', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token);
    const parsed = createdOrder.strict().safeParse(order);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const status = await getJson(t, `/api/podloom/v1/paymenttransaction/${order.order_id}`, buyer.token);
    expect(transactionStatusReply.safeParse(status.body).data).toEqual(status.body);
    expect(status.body).toEqual({ data: { order_id: order.order_id, transaction_status: 'PENDING' } });
    const verify = await getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect(orderVerificationReply.safeParse(verify.body).data).toEqual(verify.body);
    const config = await getJson(t, '/api/podloom/v1/config');
    expect(config.body.payments).toEqual({ provider: 'sandbox', mode: 'sandbox' });
  });

  it('answers an order id or payment session with a NUL character 400 with a sentence, not 500', async () => {
    const buyer = await party();
    for (const route of [
      '/payments/orders/%00',
      '/payments/orders/order%00x',
      '/api/podloom/v1/payments/orders/%00/verify',
      '/api/podloom/v1/paymenttransaction/%00',
      '/payments/sandbox/checkout/%00',
    ]) {
      const answer = await getJson(t, route, buyer.token);
      expect(answer, route).toEqual({
        status: 400,
        body: { message: 'Text cannot contain a NUL character. Please remove it and try again.' },
      });
    }
  });
});
