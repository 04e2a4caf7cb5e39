import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { musicGraphQL } from './music.graphql';
import { registerMusicRoutes } from './music.routes';
import { MusicService } from './music.service';
import type { StorageQuota } from './storage-quota';

export * from './music.schema';

const BEDS_START_DELAY_MS = 5_000;

export type { MusicService } from './music.service';
export {
  cloneSamplesFolderOf,
  musicFolderOf,
  SLOT_BUSY_MESSAGE,
  type StorageCheck,
  type StorageGate,
  StorageQuota,
  type StorageRecheck,
  type StoredWork,
  storageFullMessage,
} from './storage-quota';
export { type SlotPurpose, takeUserSlot } from './upload-slots';

/** The music library (spec 001 §2 'Choose Audio'): uploads judged by content, and the beds we make ourselves. */
export function createMusicModule(deps: {
  platform: AppServices;
  /** The plan's storage (billing) over the user's music, clone samples and podcast folders. */
  quota: StorageQuota;
}): AppModule<MusicService> {
  const { platform, quota } = deps;
  const service = new MusicService(platform, quota);
  return {
    name: 'music',
    service,
    graphQL: musicGraphQL(service),
    routes: (app) => registerMusicRoutes(app, service),
    background: () => {
      // Made once and kept in storage; the first visit of My Music waits for them if they are not ready yet.
      // A little after start, so start-up itself is not slowed; My Music asks for them at once if sooner.
      const stopping = new AbortController();
      let making: Promise<void> = Promise.resolve();
      const timer = setTimeout(() => {
        making = service
          .prepareBeds(stopping.signal)
          .catch((error) => platform.log.warn({ err: error }, 'music beds not made'));
      }, BEDS_START_DELAY_MS);
      timer.unref();
      // On close: no new bed is started, and the one being written is finished before storage goes away.
      return async () => {
        clearTimeout(timer);
        stopping.abort();
        await making;
      };
    },
  };
}
