import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { cashfreeWebhookPayload, signedWebhookHeaders } from '../../../providers/payments';
import type { TestApp } from '../../../test/app';
import { planPricing, subscriptionPlans } from '../billing.schema';

/** Test kit of the billing module: plans by name, orders, and webhooks signed as the gateway signs them. */

export async function planByName(db: Db, name: string, cycle: 'monthly' | 'yearly' = 'monthly') {
  const [row] = await db
    .select({ plan: subscriptionPlans, pricing: planPricing })
    .from(subscriptionPlans)
    .innerJoin(planPricing, eq(planPricing.planId, subscriptionPlans.id))
    .where(and(eq(subscriptionPlans.name, name), eq(planPricing.billingCycle, cycle)))
    .limit(1);
  if (!row) throw new Error(`planByName: no ${cycle} price for ${name}`);
  return row;
}

export async function postJson(t: TestApp, route: string, body: unknown, token?: string) {
  const response = await fetch(`${t.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function getJson(t: TestApp, route: string, token?: string) {
  const response = await fetch(`${t.url}${route}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface CreatedTestOrder {
  order_id: string;
  payment_session_id: string;
  checkout_url: string | null;
  order_amount: number;
  tax_amount: number;
  credit_amount: number;
  order_currency: string;
  start_date: string;
  end_date: string;
}

/** POST /payments/create-order as the browser sends it, for a plan by name. */
export async function createOrder(
  t: TestApp,
  token: string,
  planName = 'Lite Plan',
  cycle: 'monthly' | 'yearly' = 'monthly',
  extra: Record<string, unknown> = {},
): Promise<CreatedTestOrder> {
  const { plan, pricing } = await planByName(t.services.db, planName, cycle);
  const answer = await postJson(
    t,
    '/payments/create-order',
    { plan_id: plan.id, pricing_id: pricing.id, customer_name: 'Asha Rao', customer_phone: '+919876543210', ...extra },
    token,
  );
  if (answer.status !== 200) throw new Error(`createOrder: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as CreatedTestOrder;
}

/** The sandbox gateway's webhook secret, as the app derives it (the app's provider signs with the same key). */
export function sandboxSecret(t: TestApp): string {
  const provider = t.app.modules.billing.service.payments.provider as unknown as { options: { secret: string } };
  return provider.options.secret;
}

/** A payment webhook body as Cashfree writes it, and its headers signed with `secret`. */
export function signedWebhook(
  secret: string,
  input: {
    outcome?: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
    orderId: string;
    amount: number;
    currency?: string;
    customerId: number | string;
    paymentId?: string;
  },
) {
  const rawBody = JSON.stringify(
    cashfreeWebhookPayload({
      outcome: input.outcome ?? 'SUCCESS',
      orderId: input.orderId,
      amount: input.amount,
      currency: input.currency ?? 'USD',
      paymentId: input.paymentId ?? `pay_${input.orderId}`,
      customer: { id: String(input.customerId) },
    }),
  );
  return { rawBody, headers: signedWebhookHeaders(secret, rawBody) };
}

export async function deliverWebhook(t: TestApp, delivery: { rawBody: string; headers: Record<string, string> }) {
  const response = await fetch(`${t.url}/payments/webhook`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.rawBody,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Creates and pays an order through the sandbox's signed webhook; answers the order. */
export async function buyPlan(
  t: TestApp,
  user: { id: number; token: string },
  planName = 'Lite Plan',
  cycle: 'monthly' | 'yearly' = 'monthly',
) {
  const order = await createOrder(t, user.token, planName, cycle);
  const delivered = await deliverWebhook(
    t,
    signedWebhook(sandboxSecret(t), { orderId: order.order_id, amount: order.order_amount, customerId: user.id }),
  );
  if (delivered.status !== 200) throw new Error(`buyPlan: webhook answered ${delivered.status}`);
  return order;
}
