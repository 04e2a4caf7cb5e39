import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { billingGraphQL } from './billing.graphql';
import { BillingService } from './billing.service';

export { seedPlans } from './billing.seed';
export type { BillingService, CurrentSubscription } from './billing.service';

/** Plans, prices and subscriptions (spec 001 §3). */
export function createBillingModule(deps: { platform: Pick<AppServices, 'db'> }): AppModule<BillingService> {
  const service = new BillingService(deps.platform);
  return { name: 'billing', service, graphQL: billingGraphQL(service) };
}
