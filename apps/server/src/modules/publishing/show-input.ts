import { z } from 'zod';

export const SHOW_MESSAGES = {
  notFound: 'We could not find that show.',
  invalidSlug: 'Please use lowercase letters, digits and single hyphens for the slug (at most 60 characters).',
  slugTaken: 'You already have a show with that slug. Please choose another.',
  deleteHasEpisodes: (n: number) =>
    `This show has ${n} published episode${n === 1 ? '' : 's'}. Confirm to delete it: its feed will answer 410 Gone and podcast apps will drop it.`,
} as const;

const SLUG_MAX = 60;

export const slugInput = z
  .string()
  .trim()
  .max(SLUG_MAX, SHOW_MESSAGES.invalidSlug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SHOW_MESSAGES.invalidSlug);

/** `createShow` / `updateShow`: the RSS form's fields (same messages and limits) and an optional slug. */
export interface ShowInput extends Record<string, unknown> {
  /** The podcast the show starts with: its category gives the default Apple category. */
  podcastId?: number | null;
  /** An Apple Podcasts category (`Science` or `Science > Physics`); kept when omitted on an update. */
  category?: string | null;
  slug?: string | null;
  /** The tags apps read and the AI disclosure (`showTagsInput`); each left out keeps the show's. */
  locked?: boolean | null;
  fundingUrl?: string | null;
  fundingText?: string | null;
  txt?: ReadonlyArray<{ purpose?: string | null; value: string }> | null;
  aiDisclosure?: string | null;
  /** A private show's feed and pages are absent; its listeners get personal feeds. Kept when omitted. */
  visibility?: 'PUBLIC' | 'PRIVATE' | null;
}

/** A slug from a title: lowercase ASCII letters and digits joined by hyphens; accents dropped; `show` when none. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'show';
}
