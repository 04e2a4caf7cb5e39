import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { buyPlan, createOrder, deliverWebhook, sandboxSecret, signedWebhook } from './testing/billing-test-kit';

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

async function buyer() {
  const user = await createUser(database.db);
  return { id: user.id, email: user.email, token: (await createSession(t.services, user)).accessToken };
}

/** The receipts in the outbox (the embedded mail provider) addressed to this buyer, parsed as a mail client would. */
async function receiptsTo(address: string): Promise<ParsedMail[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  return mails.filter((m) => m.subject?.includes('receipt') && sentTo(m, address));
}

function sentTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) => group.value.some((entry) => entry.address === address));
}

describe('the receipt after paying', () => {
  it('mails the buyer the plan, the amount, the tax and the invoice (PDF attached, link to every invoice)', async () => {
    const user = await buyer();
    const order = await buyPlan(t, user, 'Lite Plan', 'monthly');
    const [receipt, ...more] = await receiptsTo(user.email);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(`Your Podloom receipt: Lite Plan, USD ${order.order_amount.toFixed(2)}`);
    expect(receipt?.text).toContain('Lite Plan (billed every month)');
    expect(receipt?.text).toContain(`Amount paid:   USD ${order.order_amount.toFixed(2)}`);
    expect(receipt?.text).toContain(`Tax included:  USD ${order.tax_amount.toFixed(2)}`);
    expect(receipt?.text).toContain(`${t.services.config.publicUrl}/managesubscription`);
    const invoiceNumber = /Invoice:\s+(\S+)/.exec(receipt?.text ?? '')?.[1];
    expect(invoiceNumber).toMatch(/^PL-\d{4}-/);
    const [pdf] = receipt?.attachments ?? [];
    expect(pdf?.filename).toBe(`${invoiceNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is mailed once for a redelivered webhook, and never for a failed payment', async () => {
    const user = await buyer();
    const failedOrder = await createOrder(t, user.token, 'Lite Plan');
    const failed = signedWebhook(sandboxSecret(t), {
      outcome: 'FAILED',
      orderId: failedOrder.order_id,
      amount: failedOrder.order_amount,
      customerId: user.id,
    });
    expect((await deliverWebhook(t, failed)).body).toEqual({ status: 'applied' });
    expect(await receiptsTo(user.email)).toEqual([]);

    const order = await createOrder(t, user.token, 'Pro Plan');
    const paid = signedWebhook(sandboxSecret(t), {
      orderId: order.order_id,
      amount: order.order_amount,
      customerId: user.id,
    });
    expect((await deliverWebhook(t, paid)).body).toEqual({ status: 'applied' });
    expect((await deliverWebhook(t, paid)).body).toEqual({ status: 'duplicate' });
    const receipts = await receiptsTo(user.email);
    expect(receipts.map((m) => m.subject)).toEqual([
      `Your Podloom receipt: Pro Plan, USD ${order.order_amount.toFixed(2)}`,
    ]);
  });
});
