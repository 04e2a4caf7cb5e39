import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestClock, type TestClock } from '../../test/clock';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { clientSubscriptions, paymentOrders } from './billing.schema';
import {
  buyPlan,
  createOrder,
  deliverWebhook,
  planByName,
  postJson,
  sandboxSecret,
  signedWebhook,
} from './testing/billing-test-kit';

let database: TestDatabase;
let t: TestApp;
let clock: TestClock;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createTestClock();
  t = await startTestApp(database, {}, { now: clock.now });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function party() {
  const user = await createUser(database.db);
  return { id: user.id, email: user.email, token: (await createSession(t.services, user)).accessToken };
}

async function mySubscription(token: string) {
  const answer = await postJson(
    t,
    '/api/podloom/v1/graphql',
    {
      query:
        '{ mySubscription { planName status autoRenew currentPeriodStart currentPeriodEnd nextRenewalDate graceUntil } }',
    },
    token,
  );
  return (answer.body.data as { mySubscription: Record<string, unknown> }).mySubscription;
}

const sweep = () => t.app.modules.billing.service.renewals.runPeriodEnds();

/** The renewal mails written to the outbox (the embedded mail provider) to this address (receipts aside). */
async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return mails.filter((m) => m.includes(address) && m.includes('Renew your'));
}

const subscriptionsOf = (userId: number) =>
  t.services.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, userId));

describe('period ends (injected clock)', () => {
  it('with auto-renew: opens a renewal order, mails its pay link, keeps the plan in grace; paying renews', async () => {
    const user = await party();
    await buyPlan(t, user, 'Lite Plan', 'monthly');
    const bought = await mySubscription(user.token);
    expect(bought).toMatchObject({ planName: 'Lite Plan', status: 'active', autoRenew: true });
    const periodEnd = bought.currentPeriodEnd as string;
    expect(bought.nextRenewalDate).toBe(periodEnd);

    clock.advance(31 * DAY + 60_000);
    expect(await sweep()).toMatchObject({ renewalsOpened: 1 });
    expect(await sweep()).toMatchObject({ renewalsOpened: 0 });
    const inGrace = await mySubscription(user.token);
    expect(inGrace).toMatchObject({ planName: 'Lite Plan', status: 'grace' });
    expect(new Date(inGrace.graceUntil as string).getTime() - new Date(periodEnd).getTime()).toBe(7 * DAY);

    const [mail] = await mailsTo(user.email);
    expect(mail).toContain('Renew your Podloom Lite Plan');
    const link = /(http:\/\/\S+\/payments\/sandbox\/checkout\/\S+)/.exec(mail?.replace(/=\r?\n/g, '') ?? '')?.[1];
    expect(link).toBeDefined();
    const renewal = await t.services.db.select().from(paymentOrders).where(eq(paymentOrders.purpose, 'renewal'));
    expect(renewal.filter((o) => o.userId === user.id)).toHaveLength(1);

    const paid = await fetch(link as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'outcome=paid',
    });
    expect(await paid.json()).toMatchObject({ outcome: 'paid' });
    const renewed = await mySubscription(user.token);
    expect(renewed).toMatchObject({ planName: 'Lite Plan', status: 'active', graceUntil: null });
    expect(renewed.currentPeriodStart).toBe(periodEnd);
    const start = new Date(periodEnd);
    const end = new Date(renewed.currentPeriodEnd as string);
    expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(1);
    const rows = await subscriptionsOf(user.id);
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
  });

  it('with auto-renew but no payment: back to Free after the 7 grace days', async () => {
    const user = await party();
    await buyPlan(t, user, 'Pro Plan', 'monthly');
    const periodEnd = new Date((await mySubscription(user.token)).currentPeriodEnd as string).getTime();
    clock.advance(periodEnd - clock.now() + 60_000);
    await sweep();
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Pro Plan', status: 'grace' });
    clock.advance(6 * DAY);
    await sweep();
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Pro Plan', status: 'grace' });
    clock.advance(1 * DAY);
    expect(await sweep()).toMatchObject({ lapsed: 1 });
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Free', status: 'free', graceUntil: null });
    const orders = await t.services.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(orders.find((o) => o.purpose === 'renewal')?.status).toBe('EXPIRED');
  });

  it('without auto-renew (cancelled): the plan lasts to the period end, then simply ends', async () => {
    const user = await party();
    await buyPlan(t, user, 'Lite Plan', 'yearly');
    const cancelled = await postJson(
      t,
      '/api/podloom/v1/graphql',
      { query: 'mutation { cancelSubscription { planName status autoRenew nextRenewalDate currentPeriodEnd } }' },
      user.token,
    );
    const answer = (cancelled.body.data as { cancelSubscription: Record<string, unknown> }).cancelSubscription;
    expect(answer).toMatchObject({
      planName: 'Lite Plan',
      status: 'cancelled',
      autoRenew: false,
      nextRenewalDate: null,
    });
    const periodEnd = new Date(answer.currentPeriodEnd as string).getTime();
    clock.advance(periodEnd - clock.now() - DAY);
    await sweep();
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Lite Plan', status: 'cancelled' });
    clock.advance(DAY + 60_000);
    expect(await sweep()).toMatchObject({ ended: 1 });
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Free', status: 'free' });
    expect(await mailsTo(user.email)).toEqual([]);
    const orders = await t.services.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(orders.filter((o) => o.purpose === 'renewal')).toEqual([]);
  });
});

describe('upgrading mid-period (injected clock)', () => {
  it('buying another plan during grace ends the old one and expires its renewal link', async () => {
    const user = await party();
    await buyPlan(t, user, 'Lite Plan', 'monthly');
    const periodEnd = new Date((await mySubscription(user.token)).currentPeriodEnd as string).getTime();
    clock.advance(periodEnd - clock.now() + 60_000);
    await sweep();
    const pro = await createOrder(t, user.token, 'Pro Plan', 'monthly');
    expect(pro).toMatchObject({ order_amount: 49, credit_amount: 0 });
    await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), { orderId: pro.order_id, amount: pro.order_amount, customerId: user.id }),
    );
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Pro Plan', status: 'active' });
    const orders = await t.services.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(orders.find((o) => o.purpose === 'renewal')?.status).toBe('EXPIRED');
  });

  it("takes the unused part of the current period off the new plan's price, and the new plan replaces the old", async () => {
    const user = await party();
    await buyPlan(t, user, 'Lite Plan', 'monthly');
    const lite = await mySubscription(user.token);
    const start = new Date(lite.currentPeriodStart as string).getTime();
    const end = new Date(lite.currentPeriodEnd as string).getTime();
    clock.advance(10 * DAY);
    const expectedCredit = Math.round(((10 * (end - clock.now())) / (end - start)) * 100) / 100;
    const upgrade = await createOrder(t, user.token, 'Pro Plan', 'monthly');
    expect(upgrade.credit_amount).toBeCloseTo(expectedCredit, 1);
    expect(upgrade.credit_amount).toBeGreaterThan(6);
    expect(upgrade.order_amount).toBeCloseTo(49 - upgrade.credit_amount, 2);
    await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), { orderId: upgrade.order_id, amount: upgrade.order_amount, customerId: user.id }),
    );
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Pro Plan', status: 'active' });
    const rows = await subscriptionsOf(user.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'expired']);
  });

  it('refuses to sell the plan and price the user already has', async () => {
    const user = await party();
    await buyPlan(t, user, 'Lite Plan', 'monthly');
    const { plan, pricing } = await planByName(t.services.db, 'Lite Plan', 'monthly');
    const again = await postJson(t, '/payments/create-order', { plan_id: plan.id, pricing_id: pricing.id }, user.token);
    expect(again).toEqual({
      status: 409,
      body: { message: 'You already have this plan. You can manage it on the Manage Subscription page.' },
    });
  });
});
