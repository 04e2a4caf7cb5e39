import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHFREE_API_VERSION, CashfreePaymentProvider } from './cashfree';
import { cashfreeWebhookPayload } from './cashfree-webhook';
import { PaymentGatewayError } from './payments';
import { type CashfreeTestGateway, startCashfreeTestGateway } from './testing/cashfree-test-gateway';
import { signedWebhookHeaders } from './webhook-signature';

let gateway: CashfreeTestGateway;
let provider: CashfreePaymentProvider;

beforeAll(async () => {
  gateway = await startCashfreeTestGateway();
  provider = new CashfreePaymentProvider({
    appId: gateway.appId,
    secretKey: gateway.secretKey,
    env: 'sandbox',
    baseUrl: gateway.url,
  });
});
afterAll(() => gateway?.close());

const input = {
  orderId: 'order_unit_1',
  amount: 10,
  currency: 'USD',
  customer: { id: '7', name: 'Asha Rao', email: 'asha@example.com', phone: '9999999999' },
  returnUrl: 'http://127.0.0.1/payment-status?order_id={order_id}',
  notifyUrl: 'http://127.0.0.1/payments/webhook',
};

describe('the Cashfree adapter against a gateway speaking its REST shapes', () => {
  it('creates an order with the client id, secret and API version headers and answers its payment session', async () => {
    const order = await provider.createOrder(input);
    expect(order.paymentSessionId).toMatch(/^session_/);
    expect(order.checkoutUrl).toBeNull();
    const request = gateway.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/pg/orders' });
    expect(request?.headers).toMatchObject({
      'x-client-id': gateway.appId,
      'x-client-secret': gateway.secretKey,
      'x-api-version': CASHFREE_API_VERSION,
    });
    expect(request?.body).toMatchObject({
      order_id: 'order_unit_1',
      order_amount: 10,
      order_currency: 'USD',
      customer_details: { customer_id: '7', customer_phone: '9999999999' },
      order_meta: { notify_url: input.notifyUrl, return_url: input.returnUrl },
    });
    expect(await provider.orderStatus('order_unit_1')).toBe('ACTIVE');
    const stored = gateway.orders.get('order_unit_1');
    if (stored) stored.order_status = 'PAID';
    expect(await provider.orderStatus('order_unit_1')).toBe('PAID');
  });

  it("turns the gateway's refusals into PaymentGatewayError with its message", async () => {
    const wrong = new CashfreePaymentProvider({
      appId: 'nope',
      secretKey: 'nope',
      env: 'sandbox',
      baseUrl: gateway.url,
    });
    await expect(wrong.createOrder({ ...input, orderId: 'order_unit_2' })).rejects.toThrow(
      new PaymentGatewayError('Cashfree refused the request: authentication Failed'),
    );
    await expect(provider.createOrder(input)).rejects.toThrow(/order with same id is already present/);
    const down = new CashfreePaymentProvider({
      appId: 'a',
      secretKey: 'b',
      env: 'sandbox',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(down.orderStatus('x')).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('verifies webhooks signed with the secret key over timestamp + raw body, and reads them', () => {
    const rawBody = JSON.stringify(
      cashfreeWebhookPayload({
        outcome: 'SUCCESS',
        orderId: 'o1',
        amount: 10.5,
        currency: 'INR',
        paymentId: '99',
        customer: { id: '7' },
      }),
    );
    const headers = signedWebhookHeaders(gateway.secretKey, rawBody);
    expect(provider.verifyWebhook({ rawBody, headers })).toBe(true);
    expect(provider.verifyWebhook({ rawBody: `${rawBody} `, headers })).toBe(false);
    expect(provider.verifyWebhook({ rawBody, headers: { ...headers, 'x-webhook-timestamp': '1' } })).toBe(false);
    expect(provider.verifyWebhook({ rawBody, headers: signedWebhookHeaders('other', rawBody) })).toBe(false);
    expect(provider.parseWebhook(rawBody)).toMatchObject({
      eventId: 'PAYMENT_SUCCESS_WEBHOOK:99',
      orderId: 'o1',
      outcome: 'SUCCESS',
      customerId: '7',
      amount: 10.5,
      currency: 'INR',
    });
    expect(provider.parseWebhook('{"type":"REFUND_STATUS_WEBHOOK","data":{}}')).toBeNull();
    expect(provider.parseWebhook('not json')).toBeNull();
  });
});
