import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { invoices } from './billing.schema';
import { createOrder, deliverWebhook, postJson, sandboxSecret, signedWebhook } from './testing/billing-test-kit';

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
  const user = await createUser(database.db, { givenName: 'Meera', familyName: 'Iyer' });
  return { id: user.id, email: user.email, token: (await createSession(t.services, user)).accessToken };
}

async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await postJson(t, '/api/podloom/v1/graphql', { query, variables }, token);
  return answer.body as { data?: T; errors?: Array<{ message: string }> };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ');
}

describe('invoices: numbering', () => {
  it('numbers invoices uniquely and in sequence under 20 concurrent payments', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => party()));
    const orders = await Promise.all(buyers.map((b) => createOrder(t, b.token, 'Lite Plan', 'monthly')));
    const secret = sandboxSecret(t);
    const answers = await Promise.all(
      orders.map((order, i) =>
        deliverWebhook(
          t,
          signedWebhook(secret, {
            orderId: order.order_id,
            amount: order.order_amount,
            customerId: buyers[i]?.id as number,
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.body.status)).toEqual(Array(20).fill('applied'));
    const numbers = (await t.services.db.select({ number: invoices.number }).from(invoices)).map((r) => r.number);
    expect(numbers).toHaveLength(20);
    expect(new Set(numbers).size).toBe(20);
    const year = new Date().getUTCFullYear();
    const sequence = numbers.map((n) => Number(n.replace(`PL-${year}-`, ''))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => (sequence[0] as number) + i));
  });
});

describe('invoices: listing and PDFs', () => {
  it('lists the payments and renders a PDF holding the amount and the number, for the owner only', async () => {
    const buyer = await party();
    const stranger = await party();
    const order = await createOrder(t, buyer.token, 'Pro Plan', 'yearly');
    await deliverWebhook(
      t,
      signedWebhook(sandboxSecret(t), { orderId: order.order_id, amount: order.order_amount, customerId: buyer.id }),
    );
    type Page = { userPaymentTransactions: { total: number; items: Array<Record<string, unknown>> } };
    const list = await graphql<Page>(
      buyer.token,
      '{ userPaymentTransactions { total items { transactionId orderId amountIntended amountCharged taxAmount currencyCode transactionStatus invoiceId paymentGatewayUsed } } }',
    );
    expect(list.data?.userPaymentTransactions.total).toBe(1);
    const [transaction] = list.data?.userPaymentTransactions.items ?? [];
    expect(transaction).toMatchObject({
      orderId: order.order_id,
      amountIntended: 490,
      amountCharged: 490,
      taxAmount: 49,
      currencyCode: 'USD',
      transactionStatus: 'SUCCESS',
      paymentGatewayUsed: 'sandbox',
    });
    const strangerList = await graphql<Page>(stranger.token, '{ userPaymentTransactions { total items { orderId } } }');
    expect(strangerList.data?.userPaymentTransactions).toEqual({ total: 0, items: [] });

    const mutation =
      'mutation($id:String!){ generateInvoice(transactionId:$id){ success message s3Bucket s3Key presignedUrl } }';
    const refused = await graphql(stranger.token, mutation, { id: String(transaction?.transactionId) });
    expect(refused.errors?.[0]?.message).toBe('We could not find that payment.');

    type Result = { generateInvoice: { success: boolean; s3Key: string; presignedUrl: string } };
    const result = await graphql<Result>(buyer.token, mutation, { id: String(transaction?.transactionId) });
    expect(result.data?.generateInvoice).toMatchObject({ success: true, s3Bucket: null });
    const mine = (await t.services.db.select().from(invoices)).find((i) => i.userId === buyer.id);
    expect(mine?.number).toMatch(/^PL-\d{4}-\d{6}$/);
    const response = await fetch(result.data?.generateInvoice.presignedUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(mine?.number as string);
    expect(text).toContain('USD 490.00');
    expect(text).toContain('USD 49.00');
    expect(text).toContain('Pro Plan');
    expect(text).toContain(buyer.email);
  });

  it('answers success false for a payment that never completed', async () => {
    const buyer = await party();
    await createOrder(t, buyer.token);
    type Page = { userPaymentTransactions: { items: Array<{ transactionId: number }> } };
    const list = await graphql<Page>(buyer.token, '{ userPaymentTransactions { items { transactionId } } }');
    const id = String(list.data?.userPaymentTransactions.items[0]?.transactionId);
    const result = await graphql<{ generateInvoice: Record<string, unknown> }>(
      buyer.token,
      'mutation($id:String!){ generateInvoice(transactionId:$id){ success message presignedUrl } }',
      { id },
    );
    expect(result.data?.generateInvoice).toEqual({
      success: false,
      message: 'There is no invoice for this payment because it was not completed.',
      presignedUrl: null,
    });
  });
});
