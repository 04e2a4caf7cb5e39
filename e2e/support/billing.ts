import { GRAPHQL_PATH } from '@podloom/contract';
import type { RunningServer } from './server';

const PLANS = '{ getAllSubscriptions { subscriptions { id name pricing { id billingCycle } } } }';

/**
 * Buys a plan through the API as the browser would, on the offline sandbox gateway: the order, then Pay on the
 * hosted checkout, which delivers the signed webhook. For tests whose subject is not billing but which need more
 * than the Free plan's minutes or voices.
 */
export async function buyPlanWithApi(
  server: Pick<RunningServer, 'baseUrl'>,
  token: string,
  planName = 'Pro Plan',
  cycle: 'monthly' | 'yearly' = 'monthly',
): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const plans = await fetch(`${server.baseUrl}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: PLANS }),
  }).then((r) => r.json());
  const subscriptions = plans.data?.getAllSubscriptions.subscriptions as Array<{
    id: number;
    name: string;
    pricing: Array<{ id: number; billingCycle: string }>;
  }>;
  const plan = subscriptions.find((p) => p.name === planName);
  const pricing = plan?.pricing.find((p) => p.billingCycle === cycle) ?? plan?.pricing[0];
  if (!plan || !pricing) throw new Error(`No plan ${planName} with a price`);
  const ordered = await fetch(`${server.baseUrl}/payments/create-order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ plan_id: plan.id, pricing_id: pricing.id }),
  });
  const order = await ordered.json();
  if (!ordered.ok) throw new Error(`create-order answered ${ordered.status}: ${JSON.stringify(order)}`);
  const paid = await fetch(new URL(order.checkout_url, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ outcome: 'paid', method: 'card' }),
  });
  const answer = await paid.json();
  if (answer.outcome !== 'paid') throw new Error(`The sandbox checkout answered ${JSON.stringify(answer)}`);
}
