/** The one Drizzle schema (DESIGN §6): each module owns its tables; this file gathers them. */

export * from '../../modules/analytics/analytics.schema';
export * from '../../modules/auth/auth.schema';
export * from '../../modules/billing/billing.schema';
export * from '../../modules/editor/editor.schema';
export * from '../../modules/generation/generation.schema';
export * from '../../modules/music/music.schema';
export * from '../../modules/options/options.schema';
export * from '../../modules/personalise/personalise.schema';
export * from '../../modules/podcasts/podcasts.schema';
export * from '../../modules/publishing/publishing.schema';
export * from '../../modules/support/support.schema';
export * from '../../modules/voices/voices.schema';
