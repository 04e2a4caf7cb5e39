import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cashfreeWebhookPayload } from '../cashfree-webhook';
import { signedWebhookHeaders } from '../webhook-signature';

/**
 * A local HTTP server speaking Cashfree PG's REST shapes (POST /orders, GET /orders/{order_id}; x-client-id,
 * x-client-secret and x-api-version headers; error bodies with message/code/type), which pays an order by posting
 * the order's notify_url a webhook signed as Cashfree signs it.
 */
export interface CashfreeTestGateway {
  url: string;
  appId: string;
  secretKey: string;
  /** Every request as received, newest last. */
  requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }>;
  orders: Map<string, CashfreeOrder>;
  /** Settles an order as the buyer's bank would, and delivers the signed webhook to its notify_url. */
  pay(orderId: string, outcome?: 'SUCCESS' | 'FAILED'): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

interface CashfreeOrder {
  cf_order_id: string;
  order_id: string;
  order_amount: number;
  order_currency: string;
  order_status: 'ACTIVE' | 'PAID' | 'EXPIRED';
  payment_session_id: string;
  customer_details: { customer_id: string; customer_email?: string; customer_phone: string; customer_name?: string };
  order_meta: { return_url?: string; notify_url?: string };
  created_at: string;
}

function refuse(res: http.ServerResponse, status: number, message: string, code: string, type: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message, code, type }));
}

interface GatewayState {
  credentials: { appId: string; secretKey: string };
  requests: CashfreeTestGateway['requests'];
  orders: Map<string, CashfreeOrder>;
}

/** POST /pg/orders: checks the fields Cashfree requires and keeps the new order, ACTIVE. */
function createOrder(res: http.ServerResponse, body: unknown, orders: Map<string, CashfreeOrder>) {
  const input = body as Partial<CashfreeOrder> & { order_id?: string };
  if (!input?.order_amount || !input.order_currency || !input.customer_details?.customer_id) {
    return refuse(
      res,
      400,
      'order_amount : is missing in the request',
      'order_amount_missing',
      'invalid_request_error',
    );
  }
  if (!input.customer_details.customer_phone) {
    return refuse(
      res,
      400,
      'customer_details.customer_phone : is missing in the request',
      'customer_phone_missing',
      'invalid_request_error',
    );
  }
  const orderId = input.order_id ?? `order_${randomBytes(6).toString('hex')}`;
  if (orders.has(orderId))
    return refuse(res, 409, 'order with same id is already present', 'order_already_exists', 'invalid_request_error');
  const order: CashfreeOrder = {
    cf_order_id: String(2_000_000_000 + orders.size),
    order_id: orderId,
    order_amount: Number(input.order_amount),
    order_currency: input.order_currency,
    order_status: 'ACTIVE',
    payment_session_id: `session_${randomBytes(24).toString('base64url')}`,
    customer_details: input.customer_details,
    order_meta: input.order_meta ?? {},
    created_at: new Date().toISOString(),
  };
  orders.set(orderId, order);
  res.writeHead(200, { 'content-type': 'application/json' });
  return res.end(JSON.stringify({ ...order, entity: 'order', order_expiry_time: null, order_note: null }));
}

/** One whole request: parsed, recorded, its headers checked, then routed. */
function handleRequest(req: http.IncomingMessage, res: http.ServerResponse, text: string, state: GatewayState) {
  const { credentials, requests, orders } = state;
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return refuse(res, 400, 'invalid json', 'request_invalid', 'invalid_request_error');
  }
  const path = (req.url ?? '/').split('?')[0] as string;
  requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
  if (!req.headers['x-api-version']) {
    return refuse(res, 400, 'x-api-version missing in the request', 'request_invalid', 'invalid_request_error');
  }
  if (req.headers['x-client-id'] !== credentials.appId || req.headers['x-client-secret'] !== credentials.secretKey) {
    return refuse(res, 401, 'authentication Failed', 'request_failed', 'authentication_error');
  }
  if (req.method === 'POST' && path === '/pg/orders') return createOrder(res, body, orders);
  const match = /^\/pg\/orders\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && match) {
    const order = orders.get(decodeURIComponent(match[1] as string));
    if (!order) return refuse(res, 404, 'order not found', 'order_not_found', 'invalid_request_error');
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ ...order, entity: 'order' }));
  }
  refuse(res, 404, 'not found', 'not_found', 'invalid_request_error');
}

/** Settles an order and posts its notify_url the webhook, signed as Cashfree signs it. */
async function payOrder(state: GatewayState, orderId: string, outcome: 'SUCCESS' | 'FAILED') {
  const order = state.orders.get(orderId);
  if (!order?.order_meta.notify_url) throw new Error(`pay: no order ${orderId} with a notify_url`);
  if (outcome === 'SUCCESS') order.order_status = 'PAID';
  const rawBody = JSON.stringify(
    cashfreeWebhookPayload({
      outcome,
      orderId,
      amount: order.order_amount,
      currency: order.order_currency,
      paymentId: String(5_000_000_000 + state.requests.length),
      customer: {
        id: order.customer_details.customer_id,
        email: order.customer_details.customer_email,
        phone: order.customer_details.customer_phone,
      },
    }),
  );
  const response = await fetch(order.order_meta.notify_url, {
    method: 'POST',
    headers: { ...signedWebhookHeaders(state.credentials.secretKey, rawBody), 'x-webhook-attempt': '1' },
    body: rawBody,
  });
  return { status: response.status, body: await response.text() };
}

export async function startCashfreeTestGateway(
  credentials = { appId: 'TEST_APP_ID', secretKey: 'cfsk_test_secret' },
): Promise<CashfreeTestGateway> {
  const state: GatewayState = { credentials, requests: [], orders: new Map<string, CashfreeOrder>() };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handleRequest(req, res, Buffer.concat(chunks).toString('utf8'), state));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pg`,
    ...credentials,
    requests: state.requests,
    orders: state.orders,
    pay: (orderId, outcome = 'SUCCESS') => payOrder(state, orderId, outcome),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
