import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { AuthServices } from '../auth';
import type { BillingServices } from '../billing';
import { cloneSamplesFolderOf, musicFolderOf } from '../music';
import { type PodcastsService, podcastStoragePrefix } from '../podcasts';
import { feedKeys, type PublishingServices } from '../publishing';
import type { VoicesService } from '../voices';
import { AccountDeletionService } from './deletion.service';
import { privacyGraphQL } from './privacy.graphql';
import { accountDeletionJob, dataExportJob } from './privacy.jobs';
import { DataExportService } from './privacy.service';

export { DELETION_TEXT } from './deletion.service';
export * from './privacy.schema';
export { EXPORT_LINK_SECONDS, EXPORT_TEXT } from './privacy.service';
export type { AccountDeletionService, DataExportService };

/** How often processes that run jobs delete the files of expired exports. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** The modules whose things an export reads and a deletion removes. */
export interface PrivacyDeps {
  platform: AppServices;
  modules: {
    publishing: { service: PublishingServices };
    billing: { service: BillingServices };
    voices: { service: VoicesService };
    podcasts: { service: PodcastsService };
    auth: { service: AuthServices };
  };
}

export interface PrivacyServices {
  exports: DataExportService;
  deletion: AccountDeletionService;
}

/** The user's own data: Download my data (one zip, mailed as a 7-day link) and Delete my account. */
export function createPrivacyModule({ platform, modules }: PrivacyDeps): AppModule<PrivacyServices> {
  const exports = createExports(platform, modules);
  const deletion = createDeletion(platform, modules);
  return {
    name: 'privacy',
    service: { exports, deletion },
    graphQL: privacyGraphQL(exports, deletion),
    jobs: (queue) => {
      queue.register(dataExportJob, (payload, ctx) => exports.run(payload.exportId, ctx), {
        abandoned: (payload) => exports.fail(payload.exportId),
      });
      queue.register(accountDeletionJob, (payload, ctx) => deletion.run(payload.deletionId, ctx.signal));
    },
    background: () => {
      // A deletion cut short by a process that died resumes here.
      void deletion.resumeAll().catch((error) => platform.log.error({ err: error }, 'deletions were not resumed'));
      let running: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        running = exports
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

function createExports(platform: AppServices, modules: PrivacyDeps['modules']): DataExportService {
  const { publishing, billing } = modules;
  return new DataExportService(platform, {
    db: platform.db,
    storage: platform.storage,
    feedXml: async (feedId) => (await publishing.service.runtime.feeds.get(feedId))?.body ?? null,
    invoiceKey: async (userId, transactionId) => {
      const invoice = await billing.service.invoices.generateInvoice(userId, transactionId);
      return invoice.success ? invoice.s3Key : null;
    },
    podcastFolder: podcastStoragePrefix,
    feedFolder: feedKeys.prefix,
    musicFolder: musicFolderOf,
    cloneSamplesFolder: cloneSamplesFolderOf,
  });
}

function createDeletion(platform: AppServices, modules: PrivacyDeps['modules']): AccountDeletionService {
  const { publishing, billing, voices, podcasts, auth } = modules;
  return new AccountDeletionService(platform, {
    deletePodcast: (userId, podcastId) => podcasts.service.deletePodcast(userId, podcastId),
    cancelRenewal: async (userId) => {
      if (await billing.service.billing.currentSubscription(userId)) {
        await billing.service.billing.cancelSubscription(userId);
      }
    },
    deleteClonedVoice: (userId, key) => voices.service.cloning.delete(userId, key),
    retireShow: (userId, showId) => publishing.service.shows.deleteShow(userId, showId, true),
    endSessions: (userId) => auth.service.sessions.revokeAll(userId),
    sendCode: (userId) => auth.service.auth.sendDeletionCode(userId),
    useCode: (userId, code) => auth.service.auth.useDeletionCode(userId, code),
    userFolders: (userId) => [musicFolderOf(userId), cloneSamplesFolderOf(userId), `exports/${userId}/`],
    feedFolder: feedKeys.prefix,
  });
}
