/** The one Drizzle schema (DESIGN §6): each module owns its tables, platform owns the outbox; this file gathers them. */

export * from '../platform/events/outbox.schema';
export * from '../platform/jobs/jobs.schema';
export * from './analytics/analytics.schema';
export * from './api-tokens/api-tokens.schema';
export * from './auth/auth.schema';
export * from './billing/billing.schema';
export * from './clips/clips.schema';
export * from './editor/editor.schema';
export * from './generation/library/sources.schema';
export * from './music/music.schema';
export * from './options/options.schema';
export * from './personalise/personalise.schema';
export * from './podcasts/podcasts.schema';
export * from './privacy/privacy.schema';
export * from './publishing/private/private-feeds.schema';
export * from './publishing/publishing.schema';
export * from './runs/runs.schema';
export * from './series/series.schema';
export * from './support/support.schema';
export * from './voices/voices.schema';
export * from './webhooks/webhooks.schema';
