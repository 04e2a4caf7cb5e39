import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { createPaymentProvider } from '../../providers/payments';
import { renderFinished } from '../audio';
import { paymentReceived } from './billing.events';
import { billingGraphQL } from './billing.graphql';
import { registerBillingRoutes } from './billing.routes';
import { BillingService, type InstallFacts } from './billing.service';
import { InvoicesService } from './invoices.service';
import { PaymentsService } from './payments.service';
import { ReceiptsService } from './receipts.service';
import { PERIOD_END_SWEEP_MS, RenewalsService } from './renewals.service';

export { paymentReceived } from './billing.events';
export { seedPlans } from './billing.seed';
export type { BillingService, CurrentSubscription, InstallFacts, MySubscription } from './billing.service';
export type { PaymentsService } from './payments.service';
export type { PeriodEndReport, RenewalsService } from './renewals.service';

type BillingPlatform = Pick<
  AppServices,
  'db' | 'now' | 'config' | 'log' | 'storage' | 'secrets' | 'mailer' | 'domainEvents'
>;

/** What the billing module offers: plans and the caller's subscription, payments, and invoices. */
export interface BillingServices {
  billing: BillingService;
  payments: PaymentsService;
  invoices: InvoicesService;
  renewals: RenewalsService;
}

/** The service that answers "which subscription does this user have now" (access tokens carry it). */
export function subscriptionReader(
  platform: Pick<AppServices, 'db' | 'now'>,
): Pick<BillingService, 'currentSubscription'> {
  return new BillingService(platform);
}

/** Said at start-up and in GET /config whenever the sandbox takes payments in production. */
export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENTS ARE NOT REAL: the sandbox payment provider runs in production (PAYMENT_SANDBOX_IN_PRODUCTION=true), so ' +
  'any paid plan can be had without paying. Set PAYMENT_PROVIDER=cashfree to take real payments.';

/** Plans, prices, subscriptions, payments, invoices and usage (spec 001 §2–4). */
export function createBillingModule(deps: {
  platform: BillingPlatform;
  /** What this install offers and the clones a user keeps: the plan cards and the limits card read them. */
  install?: InstallFacts;
}): AppModule<BillingServices> {
  const { platform } = deps;
  const billing = new BillingService(platform, deps.install ?? null);
  const provider = createPaymentProvider({
    config: platform.config,
    signingSecret: platform.secrets.fileSigningSecret,
    now: platform.now,
  });
  const payments = new PaymentsService(platform, provider);
  if (platform.config.payments.sandboxInProduction) platform.log.warn(SANDBOX_IN_PRODUCTION_WARNING);
  const invoices = new InvoicesService(platform);
  const renewals = new RenewalsService(platform, payments);
  const receipts = new ReceiptsService(platform, invoices);
  return {
    name: 'billing',
    service: { billing, payments, invoices, renewals },
    graphQL: billingGraphQL(billing, invoices),
    routes: (app) => registerBillingRoutes(app, payments),
    publicConfig: () => ({
      payments: {
        provider: provider.name,
        mode: provider.mode,
        ...(platform.config.payments.sandboxInProduction ? { warning: SANDBOX_IN_PRODUCTION_WARNING } : {}),
      },
    }),
    // Processes that run jobs sweep period ends every minute (renewal orders, grace, lapse); tests call it directly.
    background: () => {
      let running: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        running = renewals
          .runPeriodEnds()
          .catch((error) => platform.log.error({ err: error }, 'period-end sweep failed'));
      }, PERIOD_END_SWEEP_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
    // Usage minutes come from finished renders, counted once per render (the event may arrive more than once).
    // The buyer's receipt follows the payment (mailed at least once; a crash between mail and mark may send two).
    events: (events) => {
      events.on(renderFinished, async (render) => {
        await billing.recordRender(render);
      });
      events.on(paymentReceived, async (payment) => {
        await receipts.send(payment);
      });
    },
  };
}
