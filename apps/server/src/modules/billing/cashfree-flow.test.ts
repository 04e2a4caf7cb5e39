import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashfreeTestGateway,
  startCashfreeTestGateway,
} from '../../providers/payments/testing/cashfree-test-gateway';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { clientSubscriptions } from './billing.schema';
import { createOrder, getJson, planByName, postJson } from './testing/billing-test-kit';

let database: TestDatabase;
let gateway: CashfreeTestGateway;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = await startCashfreeTestGateway();
  t = await startTestApp(database, {
    PAYMENT_PROVIDER: 'cashfree',
    CASHFREE_APP_ID: gateway.appId,
    CASHFREE_SECRET_KEY: gateway.secretKey,
    CASHFREE_BASE_URL: gateway.url,
  });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
  await database?.destroy();
});

async function party() {
  const user = await createUser(database.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

describe('PAYMENT_PROVIDER=cashfree', () => {
  it('tells the browser which gateway takes payments', async () => {
    const config = await getJson(t, '/api/podloom/v1/config');
    expect(config.body.payments).toEqual({ provider: 'cashfree', mode: 'sandbox' });
    const checkout = await fetch(`${t.url}/payments/sandbox/checkout/anything`);
    expect(checkout.status).toBe(404);
  });

  it('opens the order at Cashfree, and its signed webhook makes the subscription', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token, 'Lite Plan', 'yearly');
    expect(order).toMatchObject({ order_amount: 100, checkout_url: null });
    const atGateway = gateway.orders.get(order.order_id);
    expect(atGateway).toMatchObject({
      order_amount: 100,
      order_currency: 'USD',
      payment_session_id: order.payment_session_id,
      customer_details: { customer_id: String(buyer.id), customer_phone: '+919876543210' },
      order_meta: { notify_url: `${t.url}/payments/webhook` },
    });
    const pending = await getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect(pending.body).toEqual({ data: { order_id: order.order_id, order_status: 'PENDING' } });

    const delivered = await gateway.pay(order.order_id);
    expect(delivered).toEqual({ status: 200, body: JSON.stringify({ status: 'applied' }) });
    // Cashfree retries a webhook it thinks was lost: the redelivery is recognised and changes nothing.
    expect((await gateway.pay(order.order_id)).body).toBe(JSON.stringify({ status: 'duplicate' }));
    const verified = await getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect(verified.body).toEqual({ data: { order_id: order.order_id, order_status: 'SUCCESS' } });
    const subscriptions = await t.services.db
      .select()
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.userId, buyer.id));
    expect(subscriptions).toHaveLength(1);
  });

  it('closes an order the gateway let expire, with no webhook, when the status page asks', async () => {
    const buyer = await party();
    const order = await createOrder(t, buyer.token, 'Pro Plan', 'monthly');
    const ask = () => getJson(t, `/api/podloom/v1/payments/orders/${order.order_id}/verify`, buyer.token);
    expect((await ask()).body).toEqual({ data: { order_id: order.order_id, order_status: 'PENDING' } });
    const atGateway = gateway.orders.get(order.order_id);
    if (atGateway) atGateway.order_status = 'EXPIRED';
    expect((await ask()).body).toEqual({ data: { order_id: order.order_id, order_status: 'FAILED' } });
    const status = await getJson(t, `/api/podloom/v1/paymenttransaction/${order.order_id}`, buyer.token);
    expect(status.body).toEqual({ data: { order_id: order.order_id, transaction_status: 'FAILED' } });
    // A late success webhook for an order already closed changes nothing.
    expect((await gateway.pay(order.order_id)).body).toBe(JSON.stringify({ status: 'ignored' }));
  });

  it('answers a sentence, and stores nothing, when Cashfree refuses the order', async () => {
    const buyer = await party();
    await gateway.close();
    const { plan, pricing } = await planByName(t.services.db, 'Pro Plan');
    const refused = await postJson(
      t,
      '/payments/create-order',
      { plan_id: plan.id, pricing_id: pricing.id },
      buyer.token,
    );
    expect(refused).toEqual({
      status: 502,
      body: { message: 'The payment gateway is not answering. Please try again in a moment.' },
    });
    const history = await postJson(
      t,
      '/api/podloom/v1/graphql',
      { query: '{ userPaymentTransactions { total } }' },
      buyer.token,
    );
    expect(history.body).toEqual({ data: { userPaymentTransactions: { total: 0 } } });
  });
});
