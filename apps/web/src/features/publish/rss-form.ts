import { RSS_DEFAULTS, RSS_LIMITS, type RssFormInput, rssFormInput } from '@podloom/contract';
import { firstErrorByField } from './form-errors';
import type { PublishPlatform } from './publish-platforms';

/** What the Create RSS Feed form holds (spec 000 §3 "RSS input"), as the inputs hold it. */
export interface RssFormValues {
  podcastTitle: string;
  podcastDescription: string;
  podcastWebsite: string;
  copyrightHolder: string;
  language: string;
  podcastAuthor: string;
  podcastSummary: string;
  ownerName: string;
  ownerEmail: string;
  explicit: 'yes' | 'no';
  podcastImageUrl: string;
  /** An Apple Podcasts category, 'Parent' or 'Parent > Subcategory'; empty lets the server choose. */
  category: string;
}
export type RssField = keyof RssFormValues;
export type RssFieldErrors = Partial<Record<RssField, string>>;

/** `createRss(input)`'s variables. */
export interface RssInputPayload extends Omit<RssFormValues, 'category' | 'podcastImageUrl'> {
  userId: number;
  platform: PublishPlatform;
  podcastId: number | null;
  podcastImageUrl: string | null;
  category: string | null;
}

/** Maximum lengths the inputs enforce as they are typed into (spec 000 §5 and the contract's own bounds). */
export const RSS_MAX_LENGTHS: Partial<Record<RssField, number>> = {
  podcastTitle: RSS_LIMITS.titleMax,
  podcastDescription: RSS_LIMITS.descriptionMax,
  podcastWebsite: RSS_LIMITS.websiteMax,
  podcastAuthor: RSS_LIMITS.authorMax,
  ownerEmail: RSS_LIMITS.emailMax,
  copyrightHolder: RSS_LIMITS.copyrightMax,
  podcastSummary: RSS_LIMITS.summaryMax,
  ownerName: RSS_LIMITS.ownerNameMax,
  podcastImageUrl: RSS_LIMITS.imageUrlMax,
};

/** A blank form with the spec's defaults (language en-us, explicit no) and the signed-in user as owner. */
export function newRssForm(owner: { name?: string; email?: string } = {}): RssFormValues {
  const name = owner.name?.trim() ?? '';
  return {
    podcastTitle: '',
    podcastDescription: '',
    podcastWebsite: '',
    copyrightHolder: name,
    language: RSS_DEFAULTS.language,
    podcastAuthor: name,
    podcastSummary: '',
    ownerName: name,
    ownerEmail: owner.email?.trim() ?? '',
    explicit: RSS_DEFAULTS.explicit,
    podcastImageUrl: '',
    category: '',
  };
}

/** The details of a feed the user already has (another platform's), to start the next one from. */
export function rssFormFromFeed(feed: Omit<RssFormValues, 'explicit'> & { explicit: string }, generatedCover: boolean) {
  return {
    podcastTitle: feed.podcastTitle,
    podcastDescription: feed.podcastDescription,
    podcastWebsite: feed.podcastWebsite,
    copyrightHolder: feed.copyrightHolder,
    language: feed.language || RSS_DEFAULTS.language,
    podcastAuthor: feed.podcastAuthor,
    podcastSummary: feed.podcastSummary,
    ownerName: feed.ownerName,
    ownerEmail: feed.ownerEmail,
    explicit: feed.explicit === 'yes' ? 'yes' : 'no',
    // A generated cover belongs to its own feed: the new feed gets its own.
    podcastImageUrl: generatedCover ? '' : feed.podcastImageUrl,
    category: feed.category,
  } satisfies RssFormValues;
}

export type RssValidation = { ok: true } | { ok: false; errors: RssFieldErrors };

/** Spec 000 §5 "RSS form", with the contract's schema: the same rules and sentences as the server. */
export function validateRssForm(values: RssFormValues): RssValidation {
  const parsed = rssFormInput.safeParse(values satisfies RssFormInput);
  return parsed.success ? { ok: true } : { ok: false, errors: firstErrorByField<RssField>(parsed.error) };
}

export function rssInputOf(
  values: RssFormValues,
  context: { userId: number; platform: PublishPlatform; podcastId: number | null },
): RssInputPayload {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as RssFormValues;
  return {
    ...trimmed,
    ...context,
    language: trimmed.language.toLowerCase() || RSS_DEFAULTS.language,
    podcastImageUrl: trimmed.podcastImageUrl || null,
    category: trimmed.category || null,
  };
}
