// Billing figures: the payment webhook's latency under 50 concurrent deliveries (goal p99 ≤ 50 ms, and
// 0 duplicates: redeliveries among them must not make a second subscription, transaction or invoice), and the
// invoice PDF's generation time (goal ≤ 150 ms). The real app on a free port; PGlite in memory by default, or a
// fresh PostgreSQL database with DATABASE_URL=postgres://… (as the tests do).
// Run: npx tsx bench/billing.bench.ts
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import { createSession, createUser } from '../apps/server/src/modules/auth/testing/factories';
import { clientSubscriptions, invoices, paymentTransactions } from '../apps/server/src/modules/billing/billing.schema';
import { renderInvoicePdf } from '../apps/server/src/modules/billing/invoice-pdf';
import {
  createOrder,
  deliverWebhook,
  sandboxSecret,
  signedWebhook,
} from '../apps/server/src/modules/billing/testing/billing-test-kit';
import { startTestApp } from '../apps/server/src/test/app';
import { createTestDatabase } from '../apps/server/src/test/database';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const CONCURRENT = 50;
/** Of each round's 50 deliveries, this many are redeliveries of the others (a gateway retrying). */
const REDELIVERIES = 10;

const database = await createTestDatabase();
const t = await startTestApp(database);
const secret = sandboxSecret(t);
// A new storage gets its music beds synthesised a few seconds after start (once, ~10 s of CPU): make them first, so
// the figures are the webhook's and not a first start's.
await t.app.modules.music.service.prepareBeds();
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const latencies: number[] = [];
const userIds: number[] = [];
let orders = 0;
for (let round = 0; round < ROUNDS + 1; round += 1) {
  const distinct = CONCURRENT - REDELIVERIES;
  const buyers = await Promise.all(
    Array.from({ length: distinct }, async () => {
      const user = await createUser(database.db);
      return { id: user.id, token: (await createSession(t.services, user)).accessToken };
    }),
  );
  const deliveries = [];
  for (const buyer of buyers) {
    const order = await createOrder(t, buyer.token);
    deliveries.push(
      signedWebhook(secret, { orderId: order.order_id, amount: order.order_amount, customerId: buyer.id }),
    );
  }
  const batch = [...deliveries, ...deliveries.slice(0, REDELIVERIES)];
  const timings = await Promise.all(
    batch.map(async (delivery) => {
      const started = performance.now();
      const answer = await deliverWebhook(t, delivery);
      if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
      return performance.now() - started;
    }),
  );
  // Round 0 warms the JIT and the connection pool; it is not counted.
  if (round > 0) {
    latencies.push(...timings);
    userIds.push(...buyers.map((b) => b.id));
    orders += buyers.length;
  }
}
// One delivery at a time: the cost of a webhook's transaction itself, without queueing behind the others.
const sequential: number[] = [];
for (let i = 0; i < 30; i += 1) {
  const user = await createUser(database.db);
  const token = (await createSession(t.services, user)).accessToken;
  const order = await createOrder(t, token);
  const delivery = signedWebhook(secret, { orderId: order.order_id, amount: order.order_amount, customerId: user.id });
  const started = performance.now();
  await deliverWebhook(t, delivery);
  sequential.push(performance.now() - started);
}
sequential.sort((a, b) => a - b);
const { db } = t.services;
const count = async (table: typeof clientSubscriptions | typeof paymentTransactions | typeof invoices) =>
  (await db.select({ userId: table.userId }).from(table).where(inArray(table.userId, userIds))).length;
const [subscriptions, transactions, invoiceRows] = [
  await count(clientSubscriptions),
  (await db.select().from(paymentTransactions).where(inArray(paymentTransactions.userId, userIds))).filter(
    (row) => row.transactionStatus === 'SUCCESS',
  ).length,
  await count(invoices),
];
latencies.sort((a, b) => a - b);
const duplicates = subscriptions - orders + (transactions - orders) + (invoiceRows - orders);

// Invoice PDF: the renderer alone, then GenerateInvoice end to end (query, render, store, sign a link).
const content = {
  number: 'PL-2026-000123',
  issuedAt: new Date(),
  seller: { name: 'Podloom', address: 'podloom.example.com', email: 'support@podloom.example.com' },
  buyer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' },
  planName: 'Pro Plan',
  cycle: 'yearly' as const,
  periodStart: new Date(),
  periodEnd: new Date(Date.now() + 365 * 86_400_000),
  total: 490,
  tax: 49,
  credit: 0,
  currency: 'USD',
  orderId: 'order_20260101_bench',
  paymentReference: '5000000001',
};
await renderInvoicePdf(content);
const pdfTimes: number[] = [];
let pdfBytes = 0;
for (let i = 0; i < 40; i += 1) {
  const started = performance.now();
  pdfBytes = (await renderInvoicePdf({ ...content, number: `PL-2026-${String(i).padStart(6, '0')}` })).length;
  pdfTimes.push(performance.now() - started);
}
pdfTimes.sort((a, b) => a - b);
const generateTimes: number[] = [];
const paid = await db
  .select({ id: paymentTransactions.id, userId: paymentTransactions.userId })
  .from(paymentTransactions)
  .where(eq(paymentTransactions.transactionStatus, 'SUCCESS'))
  .limit(20);
for (const row of paid) {
  const started = performance.now();
  const result = await t.app.modules.billing.service.invoices.generateInvoice(row.userId, row.id);
  if (!result.success) throw new Error(result.message);
  generateTimes.push(performance.now() - started);
}
generateTimes.sort((a, b) => a - b);

console.log(
  `database: ${t.services.database.kind}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`,
);
console.log(
  `webhook, ${ROUNDS} rounds of ${CONCURRENT} concurrent deliveries (${REDELIVERIES} redeliveries each): ` +
    `p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}, p99 ${ms(pct(latencies, 99))} (goal p99 ≤ 50 ms)`,
);
console.log(`webhook, one at a time (30): p50 ${ms(pct(sequential, 50))}, p99 ${ms(pct(sequential, 99))}`);
console.log(
  `paid orders ${orders}: subscriptions ${subscriptions}, successful transactions ${transactions}, invoices ${invoiceRows}; ` +
    `duplicates ${duplicates} (goal 0)`,
);
console.log(
  `invoice PDF (pdfkit, ${(pdfBytes / 1024).toFixed(1)} KiB): median ${ms(pct(pdfTimes, 50))}, p95 ${ms(pct(pdfTimes, 95))} (goal ≤ 150 ms); ` +
    `GenerateInvoice end to end: median ${ms(pct(generateTimes, 50))}, p95 ${ms(pct(generateTimes, 95))}`,
);
await t.close();
await database.destroy();
