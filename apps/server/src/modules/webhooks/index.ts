import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { clipReady } from '../clips';
import { episodePublished } from '../publishing';
import { runFinished } from '../runs';
import { PrivateAllowance } from './webhook-address';
import { webhooksGraphQL } from './webhooks.graphql';
import { WebhooksService } from './webhooks.service';

export { PrivateAllowance } from './webhook-address';
export { RETRY_DELAYS_MS, type WebhooksService } from './webhooks.service';

/** How often a process that runs jobs looks for deliveries that are due (retries, and any a crash left). */
const SWEEP_EVERY_MS = 1000;

/**
 * Signed webhooks (Standard Webhooks): endpoints a user registers, told of their events. The outbox's handlers turn
 * finished runs and published episodes into deliveries; a process that runs jobs sends them and retries.
 */
export function createWebhooksModule(deps: {
  platform: Pick<AppServices, 'db' | 'log' | 'now' | 'config'>;
}): AppModule<WebhooksService> {
  const service = new WebhooksService(deps.platform, new PrivateAllowance(deps.platform.config.fetchAllowPrivate));
  return {
    name: 'webhooks',
    service,
    graphQL: webhooksGraphQL(service),
    events: (events) => {
      events.on(runFinished, async ({ kind, outcome, userId, podcastId, refId, reason }) => {
        const data = { podcastId, refId, kind };
        if (kind === 'script' && outcome === 'succeeded') {
          await service.raise(userId, 'script.ready', `script.ready:${refId}`, data);
        } else if (kind === 'clip' && outcome === 'succeeded') {
          // clip.ready is told by the clip's own event, once its file is stored.
        } else if (kind !== 'script' && outcome === 'succeeded') {
          await service.raise(userId, 'audio.ready', `audio.ready:${refId}`, data);
        } else if (kind !== 'script') {
          await service.raise(userId, 'render.failed', `render.failed:${refId}`, { ...data, reason });
        }
      });
      events.on(clipReady, ({ userId, clipId, podcastId, refId, soundbite }) =>
        service.raise(userId, 'clip.ready', `clip.ready:${clipId}`, { clipId, podcastId, refId, soundbite }),
      );
      events.on(episodePublished, ({ userId, ...episode }) =>
        service.raise(userId, 'episode.published', `episode.published:${episode.episodeId}:${episode.guid}`, episode),
      );
    },
    background: () => {
      const timer = setInterval(() => void service.sweep(), SWEEP_EVERY_MS);
      return async () => {
        clearInterval(timer);
        await service.sweep();
      };
    },
  };
}
