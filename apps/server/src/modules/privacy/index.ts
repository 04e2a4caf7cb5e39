import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { BillingServices } from '../billing';
import { cloneSamplesFolderOf, musicFolderOf } from '../music';
import { podcastStoragePrefix } from '../podcasts';
import { feedKeys, type PublishingServices } from '../publishing';
import { privacyGraphQL } from './privacy.graphql';
import { dataExportJob } from './privacy.jobs';
import { DataExportService } from './privacy.service';

export * from './privacy.schema';
export { EXPORT_LINK_SECONDS, EXPORT_TEXT } from './privacy.service';
export type { DataExportService };

/** How often processes that run jobs delete the files of expired exports. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** The user's own data: "Download my data" (one zip of everything the account keeps, mailed as a 7-day link). */
export function createPrivacyModule(deps: {
  platform: AppServices;
  publishing: Pick<PublishingServices, 'runtime'>;
  invoices: Pick<BillingServices['invoices'], 'generateInvoice'>;
}): AppModule<DataExportService> {
  const { platform } = deps;
  const service = new DataExportService(platform, {
    db: platform.db,
    storage: platform.storage,
    feedXml: async (feedId) => (await deps.publishing.runtime.feeds.get(feedId))?.body ?? null,
    invoiceKey: async (userId, transactionId) => {
      const invoice = await deps.invoices.generateInvoice(userId, transactionId);
      return invoice.success ? invoice.s3Key : null;
    },
    podcastFolder: podcastStoragePrefix,
    feedFolder: feedKeys.prefix,
    musicFolder: musicFolderOf,
    cloneSamplesFolder: cloneSamplesFolderOf,
  });
  return {
    name: 'privacy',
    service,
    graphQL: privacyGraphQL(service),
    jobs: (queue) =>
      queue.register(dataExportJob, (payload, ctx) => service.run(payload.exportId, ctx), {
        abandoned: (payload) => service.fail(payload.exportId),
      }),
    background: () => {
      let running: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        running = service
          .sweepExpired()
          .catch((error) => platform.log.error({ err: error }, 'expired data exports were not deleted'));
      }, EXPIRY_SWEEP_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
