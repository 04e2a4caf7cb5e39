import {
  API_BASE,
  createOrderInput,
  type orderReply,
  type orderVerificationReply,
  type paymentWebhookAck,
  safeString,
  type transactionStatusReply,
} from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/http/authenticate';
import { parseInput } from '../../platform/http/validation';
import { SANDBOX_CHECKOUT_PATH } from '../../providers/payments';
import type { PaymentsService } from './payments.service';
import {
  CHECKOUT_CSP,
  CHECKOUT_SCRIPT,
  CHECKOUT_SCRIPT_PATH,
  type CheckoutOutcome,
  checkoutPage,
  OUTCOME_CODES,
  outcomeMessage,
  outcomePage,
  unknownSessionPage,
} from './sandbox-checkout';

/** A route's answer, as the contract's schema (the OpenAPI document's) says it. */
type Reply<S extends z.ZodType> = z.infer<S>;

const WEBHOOK_BODY_LIMIT = 256 * 1024;
const orderIdParams = z.object({ orderId: safeString().min(1).max(100) });
const sessionParams = z.object({ paymentSessionId: safeString().min(1).max(200) });
const checkoutForm = z.object({
  outcome: z.enum(['paid', 'failed', 'aborted']),
  method: z.enum(['card', 'upi']).default('card'),
});

/** Payments (spec 001 §4, §7): orders, the gateway's webhook, status reads and the sandbox's hosted checkout. */
export async function registerBillingRoutes(app: FastifyInstance, payments: PaymentsService): Promise<void> {
  app.post('/payments/create-order', async (request) => {
    const user = requireUser(request);
    return payments.createOrder(user, parseInput(createOrderInput, request.body ?? {}));
  });

  app.get('/payments/orders/:orderId', async (request): Promise<Reply<typeof orderReply>> => {
    const user = requireUser(request);
    const { orderId } = parseInput(orderIdParams, request.params);
    const order = await payments.ownedOrder(user.userId, orderId);
    return { order_id: order.id, status: order.status };
  });

  app.get(
    `${API_BASE}/payments/orders/:orderId/verify`,
    async (request): Promise<Reply<typeof orderVerificationReply>> => {
      const user = requireUser(request);
      const { orderId } = parseInput(orderIdParams, request.params);
      return { data: { order_id: orderId, order_status: await payments.verifyOrder(user.userId, orderId) } };
    },
  );

  app.get(`${API_BASE}/paymenttransaction/:orderId`, async (request): Promise<Reply<typeof transactionStatusReply>> => {
    const user = requireUser(request);
    const { orderId } = parseInput(orderIdParams, request.params);
    return { data: { order_id: orderId, transaction_status: await payments.transactionStatus(user.userId, orderId) } };
  });

  // The signature covers the raw bytes, so this route alone keeps the body as text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, text, done) =>
      done(null, text),
    );
    scope.post('/payments/webhook', async (request): Promise<Reply<typeof paymentWebhookAck>> => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const outcome = await payments.handleWebhook({ rawBody, headers: request.headers });
      request.log.info({ outcome }, 'payment webhook');
      return { status: outcome };
    });
  });

  if (payments.provider.name === 'sandbox') await registerSandboxCheckout(app, payments);
}

async function registerSandboxCheckout(app: FastifyInstance, payments: PaymentsService): Promise<void> {
  const summaryOf = (paymentSessionId: string) => payments.sandboxCheckout(paymentSessionId);

  app.get(CHECKOUT_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT),
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', CHECKOUT_CSP);
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cache-control', 'no-store');
    });

    scope.get(`${SANDBOX_CHECKOUT_PATH}/:paymentSessionId`, async (request, reply) => {
      const { paymentSessionId } = parseInput(sessionParams, request.params);
      const found = await summaryOf(paymentSessionId);
      reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(404).send(unknownSessionPage());
      if (found.order.status !== 'ACTIVE') {
        return reply.send(outcomePage(found.order.id, found.order.status === 'PAID' ? 'paid' : 'failed'));
      }
      return reply.send(checkoutPage(found.summary, `${SANDBOX_CHECKOUT_PATH}/${paymentSessionId}`));
    });

    // Pay or Fail: the sandbox gateway sends our webhook, signed as Cashfree signs it, through the real route.
    scope.post(`${SANDBOX_CHECKOUT_PATH}/:paymentSessionId`, async (request, reply) => {
      const { paymentSessionId } = parseInput(sessionParams, request.params);
      const form = parseInput(checkoutForm, request.body ?? {});
      const found = await summaryOf(paymentSessionId);
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      if (!found) {
        if (wantsJson) return reply.status(404).send({ message: 'This checkout has expired or does not exist.' });
        return reply.status(404).type('text/html; charset=utf-8').send(unknownSessionPage());
      }
      let outcome: CheckoutOutcome = form.outcome;
      if (outcome !== 'aborted') {
        const delivery = payments.sandboxWebhook(found.order, outcome === 'paid' ? 'SUCCESS' : 'FAILED', form.method);
        const delivered = await app.inject({
          method: 'POST',
          url: '/payments/webhook',
          headers: delivery.headers,
          payload: delivery.rawBody,
        });
        if (delivered.statusCode !== 200) {
          request.log.error({ status: delivered.statusCode }, 'sandbox webhook was refused');
          outcome = 'failed';
        } else {
          const settled = await payments.sandboxOrder(paymentSessionId);
          outcome = settled?.status === 'PAID' ? 'paid' : 'failed';
        }
      }
      const answer = {
        order_id: found.order.id,
        outcome,
        code: OUTCOME_CODES[outcome],
        message: outcomeMessage(outcome),
      };
      if (wantsJson) return answer;
      return reply.type('text/html; charset=utf-8').send(outcomePage(found.order.id, outcome));
    });
  });
}
