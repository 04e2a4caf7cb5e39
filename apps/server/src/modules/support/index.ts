import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { supportGraphQL } from './support.graphql';
import { SupportService } from './support.service';
import type { SupportAccounts } from './ticket-guard';

export type { SupportService } from './support.service';

/** Help requests: stored, mailed to the support team, answered by ticket id. */
export function createSupportModule(deps: {
  platform: Pick<AppServices, 'db' | 'storage' | 'mailer' | 'config' | 'log'>;
  accounts: SupportAccounts;
}): AppModule<SupportService> {
  const service = new SupportService(deps.platform, deps.accounts);
  return { name: 'support', service, graphQL: supportGraphQL(service) };
}
