import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { analyticsGraphQL } from './analytics.graphql';
import { AnalyticsService } from './analytics.service';
import { DownloadCounter } from './download-counter';
import { lazyCountryLookup } from './geoip';
import { PlayBeacons } from './play-beacons';

export type { AnalyticsService } from './analytics.service';
export type { Delivery, DownloadCounter, RecordOutcome } from './download-counter';
export { isRangeProbe } from './download-rules';
export { listenerAddress } from './listener';
export { type BeaconOutcome, type PlayBeacon, PlayBeacons, playBeacon } from './play-beacons';

/** What analytics offers: the /analytics figures, and the counter publishing hands each enclosure delivery to. */
export interface AnalyticsServices {
  reports: AnalyticsService;
  downloads: DownloadCounter;
  /** The public pages' players report plays here. */
  plays: PlayBeacons;
}

/** Listening analytics: downloads by the IAB Podcast Measurement v2.2 rules, and our own players' plays. */
export function createAnalyticsModule(deps: {
  platform: Pick<AppServices, 'db' | 'secrets' | 'log' | 'config' | 'now'>;
}): AppModule<AnalyticsServices> {
  const { platform } = deps;
  // The app's clock, so a test that moves time moves the periods and the per-day series with it.
  const reports = new AnalyticsService(platform, () => new Date(platform.now()));
  const downloads = new DownloadCounter({
    db: platform.db,
    salt: platform.secrets.hashingSalt,
    country: lazyCountryLookup(platform.config.geoip.databasePath, platform.log),
    log: platform.log,
  });
  const plays = new PlayBeacons({
    db: platform.db,
    salt: platform.secrets.hashingSalt,
    now: () => new Date(platform.now()),
  });
  return { name: 'analytics', service: { reports, downloads, plays }, graphQL: analyticsGraphQL(reports) };
}
