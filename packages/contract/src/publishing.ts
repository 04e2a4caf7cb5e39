import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import { MESSAGES } from './messages';
import { PLATFORM_KEYS, type PlatformKey } from './options';
import { safeString } from './safe-text';

/** Spec 000 §5 "RSS form": the five required fields and their maximum lengths. */
export const RSS_LIMITS = {
  titleMax: 200,
  descriptionMax: 4000,
  websiteMax: 500,
  authorMax: 100,
  emailMax: 100,
  // Not in the spec; generous bounds so a feed stays a reasonable size.
  copyrightMax: 200,
  summaryMax: 4000,
  ownerNameMax: 100,
  imageUrlMax: 1000,
} as const;

/** Spec 000 §9 "RSS defaults". */
export const RSS_DEFAULTS = {
  language: 'en-us',
  explicit: 'no',
  websitePlaceholder: 'https://example.com',
  itunesSeason: 1,
  /** What the publish form shows when the duration is missing. */
  itunesDuration: '00:00:30',
} as const;

/** Spec 000 §5 "Publish": strictly under these lengths. */
export const EPISODE_LIMITS = { titleUnder: 200, descriptionUnder: 4000 } as const;

/** How each RSS form field is named in 'Please fill in the {label}.' */
export const RSS_FIELD_LABELS = {
  podcastTitle: 'podcast title',
  podcastDescription: 'podcast description',
  podcastWebsite: 'podcast website',
  podcastAuthor: 'podcast author',
  ownerEmail: 'owner email',
} as const;

/** Display names of the platform keys of spec 000 §7. */
export const PLATFORM_NAMES: Record<PlatformKey, string> = {
  spotify: 'Spotify',
  apple: 'Apple Podcasts',
  google: 'Google Podcasts',
  amazon_music: 'Amazon Music',
  overcast: 'Overcast',
  stitcher: 'Stitcher',
  castbox: 'Castbox',
  podcastindex: 'Podcast Index',
};

/** Sentences the spec does not word; the ones it does are in MESSAGES. */
export const PUBLISHING_MESSAGES = {
  rssFieldTooLong: (label: string, max: number) => `The ${label} must be at most ${max} characters.`,
  invalidLanguage: 'Please enter a language code such as en-us.',
  invalidExplicit: 'Please choose yes or no for explicit content.',
  invalidImageUrl: 'Please enter an image URL that starts with http:// or https://.',
  invalidPlatform: 'Please choose a platform from the list.',
  invalidCategory: 'Please choose an Apple Podcasts category from the list.',
  invalidSeason: 'The season must be a whole number of 1 or more.',
  invalidEpisodeNumber: 'The episode number must be a whole number of 1 or more.',
  /** The browser opens the RSS modal when an error contains 'no RSS feed found' (spec 000 §4). */
  noRssFeed: (platform: string) => `There is no RSS feed found for ${platform} yet. Please create one first.`,
  audioRequired: 'Please choose a podcast with audio to publish.',
  /** Listing URLs of the show in a directory: https, on the directory's own host. */
  invalidDirectoryLink: (directory: string, hosts: string) =>
    `Please paste the show's ${directory} address: it starts with https:// and is on ${hosts}.`,
} as const;

/** The directories whose listing of the show the public pages link to. */
export const DIRECTORY_LINKS = {
  appleUrl: { name: 'Apple Podcasts', hosts: 'podcasts.apple.com' },
  spotifyUrl: { name: 'Spotify', hosts: 'open.spotify.com' },
  amazonUrl: { name: 'Amazon Music', hosts: 'music.amazon.com (or music.amazon.<country>)' },
} as const;
export type DirectoryLinkField = keyof typeof DIRECTORY_LINKS;
export const DIRECTORY_LINK_FIELDS = Object.keys(DIRECTORY_LINKS) as DirectoryLinkField[];
const DIRECTORY_LINK_MAX = 500;

/**
 * Amazon Music's own storefront hosts. A pattern such as music.amazon.<any two letters> would also take hosts
 * anyone can register (music.amazon.zz, .co.zz, .com.zz), so the list is explicit.
 */
const AMAZON_MUSIC_HOSTS: ReadonlySet<string> = new Set(
  ['com', 'co.uk', 'de', 'fr', 'it', 'es', 'co.jp', 'ca', 'com.au', 'com.br', 'com.mx', 'in'].map(
    (tld) => `music.amazon.${tld}`,
  ),
);

/** True when `host` belongs to the directory: exact hosts only, no look-alike subdomains or suffixes. */
export function isDirectoryHost(field: DirectoryLinkField, host: string): boolean {
  const h = host.toLowerCase();
  if (field === 'appleUrl') return h === 'podcasts.apple.com';
  if (field === 'spotifyUrl') return h === 'open.spotify.com';
  return AMAZON_MUSIC_HOSTS.has(h);
}

/** The normalised listing URL, or null when it is not an https URL on the directory's own host. */
export function parseDirectoryLink(field: DirectoryLinkField, value: string): string | null {
  if (value.length > DIRECTORY_LINK_MAX || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!isDirectoryHost(field, url.hostname)) return null;
  return url.toString();
}

/**
 * One listing URL: omitted (undefined) keeps what is stored, empty or null clears it, anything else must be
 * the directory's https address.
 */
const directoryLink = (field: DirectoryLinkField) =>
  safeString()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const url = parseDirectoryLink(field, value);
      if (url) return url;
      const { name, hosts } = DIRECTORY_LINKS[field];
      ctx.addIssue({ code: 'custom', message: PUBLISHING_MESSAGES.invalidDirectoryLink(name, hosts) });
      return z.NEVER;
    });

/** The show's listing in Apple Podcasts, Spotify and Amazon Music, pasted once each approves it. */
export const directoryLinksInput = z.object({
  appleUrl: directoryLink('appleUrl'),
  spotifyUrl: directoryLink('spotifyUrl'),
  amazonUrl: directoryLink('amazonUrl'),
});
export type DirectoryLinksInput = z.input<typeof directoryLinksInput>;

/** True for the error that means "create the feed first" (spec 000 §4 publish flow). */
export function isNoRssFeedError(message: string): boolean {
  return /no rss feed found/i.test(message);
}

/** `Amazon Music`, `amazon-music` and `amazon_music` all name the same platform key. */
export function platformKeyOf(value: string): PlatformKey | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((PLATFORM_KEYS as readonly string[]).includes(key)) return key as PlatformKey;
  const byName = (Object.entries(PLATFORM_NAMES) as Array<[PlatformKey, string]>).find(
    ([, name]) => name.toLowerCase() === value.trim().toLowerCase(),
  );
  return byName ? byName[0] : null;
}

const WEB_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** BCP 47 as feeds use it: `en`, `en-us`, `pt-br`, `zh-hans-cn`. */
const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const requiredText = (field: keyof typeof RSS_FIELD_LABELS, max: number) => {
  const label = RSS_FIELD_LABELS[field];
  return safeString({ error: MESSAGES.rssFieldRequired(label) })
    .trim()
    .min(1, MESSAGES.rssFieldRequired(label))
    .max(max, PUBLISHING_MESSAGES.rssFieldTooLong(label, max));
};

const optionalText = (label: string, max: number) =>
  safeString()
    .trim()
    .max(max, PUBLISHING_MESSAGES.rssFieldTooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');

/** `yes`/`no`/`true`/`false` or a boolean; missing means no (spec 000 §9). */
const explicitFlag = z
  .union([z.boolean(), safeString().trim().toLowerCase()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return false;
    if (typeof value === 'boolean') return value;
    if (['yes', 'true', 'explicit'].includes(value)) return true;
    if (['no', 'false', 'clean'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: PUBLISHING_MESSAGES.invalidExplicit });
    return z.NEVER;
  });

/** The Create RSS Feed form (spec 000 §3 "RSS input", §5 "RSS form"), for the browser and the server alike. */
export const rssFormInput = z.object({
  podcastTitle: requiredText('podcastTitle', RSS_LIMITS.titleMax),
  podcastDescription: requiredText('podcastDescription', RSS_LIMITS.descriptionMax),
  podcastWebsite: requiredText('podcastWebsite', RSS_LIMITS.websiteMax).regex(
    WEB_URL_PATTERN,
    MESSAGES.invalidWebsite(RSS_DEFAULTS.websitePlaceholder),
  ),
  podcastAuthor: requiredText('podcastAuthor', RSS_LIMITS.authorMax),
  ownerEmail: requiredText('ownerEmail', RSS_LIMITS.emailMax).regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  copyrightHolder: optionalText('copyright holder', RSS_LIMITS.copyrightMax),
  podcastSummary: optionalText('podcast summary', RSS_LIMITS.summaryMax),
  ownerName: optionalText('owner name', RSS_LIMITS.ownerNameMax),
  language: safeString()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : RSS_DEFAULTS.language))
    .pipe(safeString().regex(LANGUAGE_PATTERN, PUBLISHING_MESSAGES.invalidLanguage)),
  explicit: explicitFlag,
  podcastImageUrl: safeString()
    .trim()
    .max(RSS_LIMITS.imageUrlMax, PUBLISHING_MESSAGES.invalidImageUrl)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || WEB_URL_PATTERN.test(v), PUBLISHING_MESSAGES.invalidImageUrl),
  ...directoryLinksInput.shape,
});
export type RssFormInput = z.input<typeof rssFormInput>;
export type RssForm = z.output<typeof rssFormInput>;

/** The Publish modal's episode (spec 000 §3 "Episode input", §5 "Publish"). */
export const episodeFormInput = z.object({
  title: safeString({ error: MESSAGES.episodeTitleRequired })
    .trim()
    .min(1, MESSAGES.episodeTitleRequired)
    .max(EPISODE_LIMITS.titleUnder - 1, MESSAGES.episodeTitleTooLong),
  description: safeString({ error: MESSAGES.episodeDescriptionRequired })
    .trim()
    .min(1, MESSAGES.episodeDescriptionRequired)
    .max(EPISODE_LIMITS.descriptionUnder - 1, MESSAGES.episodeDescriptionTooLong),
  itunesSeason: z
    .number({ error: PUBLISHING_MESSAGES.invalidSeason })
    .int(PUBLISHING_MESSAGES.invalidSeason)
    .min(1, PUBLISHING_MESSAGES.invalidSeason)
    .nullish()
    .transform((v) => v ?? RSS_DEFAULTS.itunesSeason),
  itunesEpisode: z
    .number({ error: PUBLISHING_MESSAGES.invalidEpisodeNumber })
    .int(PUBLISHING_MESSAGES.invalidEpisodeNumber)
    .min(1, PUBLISHING_MESSAGES.invalidEpisodeNumber)
    .nullish()
    .transform((v) => v ?? null),
});
export type EpisodeFormInput = z.input<typeof episodeFormInput>;
export type EpisodeForm = z.output<typeof episodeFormInput>;

/** Spec 000 §5 "User id must be an integer". */
export const publishUserId = z.coerce.number({ error: MESSAGES.invalidUserId }).int(MESSAGES.invalidUserId);

/** Periods of the analytics page's visitor selector (spec 001 §2 Analytics). */
export const ANALYTICS_PERIODS = ['This Week', 'This Month', 'All Time'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/**
 * Where a creator submits a show's feed once, per directory; absent where the directory has closed (Google
 * Podcasts, Stitcher) or takes feeds only from another directory.
 */
export const DIRECTORY_SUBMIT_PAGES: Partial<Record<PlatformKey, string>> = {
  spotify: 'https://creators.spotify.com/',
  apple: 'https://podcastsconnect.apple.com/',
  amazon_music: 'https://podcasters.amazon.com/',
  overcast: 'https://overcast.fm/podcasterinfo',
  podcastindex: 'https://podcastindex.org/add',
};

/** The show field holding a directory's listing link, for the directories that have one. */
export const LISTING_LINK_FIELDS: Partial<Record<PlatformKey, DirectoryLinkField>> = {
  apple: 'appleUrl',
  spotify: 'spotifyUrl',
  amazon_music: 'amazonUrl',
};

/**
 * The hosts of the directories whose listing link is kept with the show's destination (not on the show itself):
 * a saved link takes the destination to Listed on the Shows screen.
 */
export const OTHER_LISTING_HOSTS: Partial<Record<PlatformKey, readonly string[]>> = {
  google: ['podcasts.google.com'],
  overcast: ['overcast.fm'],
  stitcher: ['www.stitcher.com', 'stitcher.com'],
  castbox: ['castbox.fm'],
  podcastindex: ['podcastindex.org'],
};

/**
 * A listing link for any directory, as the Shows screen saves it: the normalised https URL on the directory's own
 * host, or the sentence saying what is expected.
 */
export function parseListingLink(platform: PlatformKey, value: string): { url: string } | { message: string } {
  const field = LISTING_LINK_FIELDS[platform];
  if (field) {
    const url = parseDirectoryLink(field, value.trim());
    const { name, hosts } = DIRECTORY_LINKS[field];
    return url ? { url } : { message: PUBLISHING_MESSAGES.invalidDirectoryLink(name, hosts) };
  }
  const hosts = OTHER_LISTING_HOSTS[platform] ?? [];
  const refusal = { message: PUBLISHING_MESSAGES.invalidDirectoryLink(PLATFORM_NAMES[platform], hosts.join(' or ')) };
  const text = value.trim();
  if (text.length > DIRECTORY_LINK_MAX || /\s/.test(text)) return refusal;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' || url.username || url.password || url.port) return refusal;
    return hosts.includes(url.hostname.toLowerCase()) ? { url: url.toString() } : refusal;
  } catch {
    return refusal;
  }
}

export const FEED_ADDRESS_UNREACHABLE =
  'Directories cannot reach your feed from this address: PUBLIC_URL must be a public https address for Spotify, Apple Podcasts and others to read it.';

/** True when directories on the internet cannot fetch a feed under `publicUrl`: plain http, localhost or a private address. */
export function feedAddressUnreachable(publicUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return true;
  }
  if (url.protocol !== 'https:') return true;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return true;
  }
  if (/^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host)) return true;
  return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host);
}

/** GET /oembed (oEmbed 1.0 §2.3): a `rich` answer whose html is the episode's player in an iframe. */
export const oembedReply = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: safeString(),
  provider_url: safeString(),
  title: safeString(),
  author_name: safeString(),
  author_url: safeString(),
  html: safeString(),
  width: z.number(),
  height: z.number(),
  thumbnail_url: safeString(),
  cache_age: z.number(),
});
export type OEmbedReply = z.infer<typeof oembedReply>;
