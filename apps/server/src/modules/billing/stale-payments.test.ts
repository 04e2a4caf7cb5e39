import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhookHeaders } from '../../providers/payments';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { captureLog, type LogCapture } from '../../test/log-capture';
import { createSession, createUser } from '../auth/testing/factories';
import { clientSubscriptions, paymentOrders, paymentTransactions } from './billing.schema';
import { createOrder, deliverWebhook, sandboxSecret, signedWebhook } from './testing/billing-test-kit';

let database: TestDatabase;
let t: TestApp;
let log: LogCapture;

beforeAll(async () => {
  database = await createTestDatabase();
  log = captureLog();
  t = await startTestApp(database, { LOG_LEVEL: 'info' }, { logStream: log.stream });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function buyer() {
  const user = await createUser(database.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('a webhook signed long ago', () => {
  it('is refused like a forged one, and the same body signed now is applied', async () => {
    const me = await buyer();
    const order = await createOrder(t, me.token, 'Pro Plan', 'yearly');
    const fresh = signedWebhook(sandboxSecret(t), {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: me.id,
    });
    const yearOld = { ...fresh, headers: signedWebhookHeaders(sandboxSecret(t), fresh.rawBody, Date.now() - YEAR_MS) };
    expect(await deliverWebhook(t, yearOld)).toEqual({
      status: 401,
      body: { message: 'The webhook signature is not valid.' },
    });
    const sixMinutesAhead = signedWebhookHeaders(sandboxSecret(t), fresh.rawBody, Date.now() + 6 * 60 * 1000);
    expect((await deliverWebhook(t, { ...fresh, headers: sixMinutesAhead })).status).toBe(401);
    const subscriptions = () =>
      database.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, me.id));
    expect(await subscriptions()).toEqual([]);
    expect(await deliverWebhook(t, fresh)).toEqual({ status: 200, body: { status: 'applied' } });
    expect(await subscriptions()).toHaveLength(1);
  });
});

describe('two open orders of one user', () => {
  it('expires the older order once the newer is paid, and a payment landing on it anyway grants nothing and asks for a refund', async () => {
    const me = await buyer();
    const older = await createOrder(t, me.token, 'Pro Plan', 'yearly');
    const newer = await createOrder(t, me.token, 'Pro Plan', 'yearly');
    const pay = (order: typeof older) =>
      deliverWebhook(
        t,
        signedWebhook(sandboxSecret(t), { orderId: order.order_id, amount: order.order_amount, customerId: me.id }),
      );
    expect(await pay(newer)).toEqual({ status: 200, body: { status: 'applied' } });
    const [olderRow] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, older.order_id));
    expect(olderRow?.status).toBe('EXPIRED');
    const [olderTransaction] = await database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, older.order_id));
    expect(olderTransaction).toMatchObject({ transactionStatus: 'FAILED', errorCode: 'order_superseded' });

    expect(await pay(older)).toEqual({ status: 200, body: { status: 'ignored' } });
    const subscriptions = await database.db
      .select()
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.userId, me.id));
    expect(subscriptions).toHaveLength(1);
    const refund = log
      .text()
      .split('\n')
      .find((line) => line.includes('refund') && line.includes(older.order_id));
    expect(refund).toBeDefined();
    expect(JSON.parse(refund as string)).toMatchObject({ level: 50, orderId: older.order_id });
  });
});
