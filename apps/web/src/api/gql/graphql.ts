/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A clip's frame: SQUARE 1:1 (1080×1080), VERTICAL 9:16 (1080×1920), WIDE 16:9 (1920×1080). */
export type ClipAspect =
  | 'SQUARE'
  | 'VERTICAL'
  | 'WIDE';

export type ClipStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'READY'
  | 'RENDERING';

/** Company sign-up's details (spec 001 §2); each is trimmed, empty clears it. */
export type CompanyDetailsInput = {
  /** company or individual */
  accountType?: string | null | undefined;
  companyName?: string | null | undefined;
  /** ISO 3166-1 alpha-2, e.g. IN. */
  country?: string | null | undefined;
  designation?: string | null | undefined;
  state?: string | null | undefined;
};

export type ConvertAudioInput = {
  /** Bits, for wav and flac: 16 or 24 */
  bitDepth?: number | null | undefined;
  /** mp3, wav, ogg, m4a or flac */
  format?: string | null | undefined;
  podcastId?: number | null | undefined;
  /** kbps: mp3 64, 128, 192 or 320; ogg (Opus) 32, 64, 96 or 128; m4a (AAC) 96, 128, 192 or 256 */
  quality?: number | null | undefined;
  /** Hz, for wav and flac: 22050, 44100 or 48000 (left out, the source's rate) */
  sampleRate?: number | null | undefined;
};

export type CreateApiTokenInput = {
  /** Days until it stops working; null or left out: never. */
  expiresInDays?: number | null | undefined;
  name: string;
  /** Some of read, write and publish. */
  scopes: Array<string>;
};

export type CreateClipInput = {
  aspect: ClipAspect;
  /** The first and last line of the span (indices of the script's lines from 0, both included). */
  fromLine: number;
  podcastId: number;
  /** Offer it in the episode's feed item as podcast:soundbite (default false). */
  soundbite?: boolean | null | undefined;
  toLine: number;
};

export type CreateWebhookEndpointInput = {
  events: Array<string>;
  /** https (plain http or a private address only where FETCH_ALLOW_PRIVATE allows it). */
  url: string;
};

/** SUBMIT: submit the feed to the directory once (and save the listing link); LISTED: the listing link is saved. */
export type DestinationStatus =
  | 'LISTED'
  | 'SUBMIT';

/** A clip's move, trims (cut from either end of its audio), fades (30 s at most) and loop; seconds. */
export type EditorClipInput = {
  fadeIn: number;
  fadeOut: number;
  loop?: boolean | null | undefined;
  start?: number | null | undefined;
  trimEnd: number;
  trimStart: number;
};

export type EditorTrackInput = {
  /** Left out: the clip as it sits in the running order, untrimmed. */
  clip?: EditorClipInput | null | undefined;
  id: string;
  musicId?: number | null | undefined;
  muted: boolean;
  solo: boolean;
  speaker?: string | null | undefined;
  volume: number;
};

/**
 * Spec 000 §3 "Episode input". Give audioUrl (from podcastPresignedUrlByPlatform or podcastPresignedUrl) or
 * podcastId. Title and description are required (spec 000 §5); itunesSeason defaults to 1, itunesEpisode to the
 * next number in the feed; itunesDuration is accepted and ignored (the duration is read from the audio).
 */
export type EpisodeInput = {
  audioUrl?: string | null | undefined;
  description?: string | null | undefined;
  itunesDuration?: string | null | undefined;
  itunesEpisode?: number | null | undefined;
  itunesSeason?: number | null | undefined;
  podcastId?: number | null | undefined;
  title?: string | null | undefined;
};

/** PUBLISHED: on the feed and the public pages; SCHEDULED: waiting for its release time. */
export type EpisodeStatus =
  | 'PUBLISHED'
  | 'SCHEDULED';

/** Your Recent Podcasts' filter (spec 000 §2); every part is optional. */
export type PodcastFilter = {
  /** Language option key, e.g. en-IN. */
  language?: string | null | undefined;
  /** Words in the title, any case. */
  search?: string | null | undefined;
  /** SCRIPT (a script without audio), AUDIO (with audio, not on a feed) or PUBLISHED (on a feed). */
  status?: string | null | undefined;
};

/** The music of a podcast's renders: items of your music library (null: none) and the bed's volume. */
export type PodcastMusicInput = {
  /** Loops under the speech, ducked under the voices. */
  bed?: number | null | undefined;
  /** 0 to 1 (0.5 when left out). */
  bedVolume?: number | null | undefined;
  /** Plays first; the speech starts as it fades. */
  intro?: number | null | undefined;
  /** Follows the last line, faded. */
  outro?: number | null | undefined;
  podcastId: number;
};

export type PronunciationInput = {
  /** A language prefix (en, en-IN); left out, every language. */
  language?: string | null | undefined;
  sayAs: string;
  text: string;
};

/** A podcast to publish to one of the caller's shows for a directory (spec 000 §3 episode fields). */
export type PublishEpisodeInput = {
  description?: string | null | undefined;
  itunesEpisode?: number | null | undefined;
  itunesSeason?: number | null | undefined;
  /** A platform key of spec 000 §7 or its name; recorded as a destination of the show. */
  platform: string;
  podcastId: number;
  /**
   * Publish at a later time: ISO 8601 with the creator's offset (2026-12-01T09:00:00+05:30), stored in UTC. The
   * episode is SCHEDULED (off the feed, pages and sitemap) until then; publishing again re-times it, null publishes
   * it now, unpublishEpisode cancels it. Absent or null publishes now.
   */
  publishAt?: string | null | undefined;
  showId: string;
  title?: string | null | undefined;
};

/**
 * Spec 000 §3 "RSS input". Validated on the server with the messages of spec 000 §5; the five required fields
 * are nullable here so that a missing one answers 'Please fill in the {label}.' Defaults (§9): language en-us,
 * explicit no, and a generated cover (1400 px square JPEG) when podcastImageUrl is empty.
 */
export type RssInput = {
  /** The show's Amazon Music listing (https://music.amazon.com/… or music.amazon.<tld>). Omitted keeps it; empty clears it. */
  amazonUrl?: string | null | undefined;
  /** The show's Apple Podcasts listing (https://podcasts.apple.com/…), once approved. Omitted keeps it; empty clears it. */
  appleUrl?: string | null | undefined;
  /** An Apple Podcasts category from appleCategories: 'Science' or 'Science > Physics'. Kept when omitted on an update. */
  category?: string | null | undefined;
  copyrightHolder?: string | null | undefined;
  /** yes/no (or true/false). */
  explicit?: string | null | undefined;
  language?: string | null | undefined;
  ownerEmail?: string | null | undefined;
  ownerName?: string | null | undefined;
  /** A platform key of spec 000 §7 (spotify, apple, google, amazon_music, overcast, stitcher, castbox, podcastindex) or its name. */
  platform: string;
  podcastAuthor?: string | null | undefined;
  podcastDescription?: string | null | undefined;
  /** The podcast being published: its category gives the default Apple category of a new feed. */
  podcastId?: number | null | undefined;
  podcastImageUrl?: string | null | undefined;
  podcastSummary?: string | null | undefined;
  podcastTitle?: string | null | undefined;
  podcastWebsite?: string | null | undefined;
  /** The show's Spotify listing (https://open.spotify.com/…). Omitted keeps it; empty clears it. */
  spotifyUrl?: string | null | undefined;
  /** Optional; when given it must be the signed-in user's id. */
  userId?: number | null | undefined;
};

export type SaveEditorProjectInput = {
  projectId: number;
  tracks: Array<EditorTrackInput>;
};

export type SeriesInput = {
  autoPublish?: boolean | null | undefined;
  cadence: string;
  duration?: number | null | undefined;
  format?: string | null | undefined;
  guest?: string | null | undefined;
  guestVoice?: string | null | undefined;
  host: string;
  hostVoice: string;
  language?: string | null | undefined;
  name: string;
  showId: string;
  sources: Array<string>;
  time: string;
  timeZone: string;
  tone?: string | null | undefined;
  weekday?: number | null | undefined;
};

/** QUEUED until its job reads the sources; then skipped, writing, rendering, waiting for approval, published or failed. */
export type SeriesRunStatus =
  | 'AWAITING_APPROVAL'
  | 'FAILED'
  | 'PUBLISHED'
  | 'QUEUED'
  | 'RENDERING'
  | 'SCRIPTING'
  | 'SKIPPED';

/**
 * A show's details: the fields of RssInput (spec 000 §3 "RSS input", same messages and limits) and a slug.
 * updateShow takes the whole form, as the Create RSS Feed modal sends it.
 */
export type ShowInput = {
  /** Shown on the show's pages and at the end of each episode's description; empty turns it off. Kept when omitted. */
  aiDisclosure?: string | null | undefined;
  amazonUrl?: string | null | undefined;
  appleUrl?: string | null | undefined;
  /** An Apple Podcasts category from appleCategories; kept when omitted on an update. */
  category?: string | null | undefined;
  copyrightHolder?: string | null | undefined;
  /** yes/no (or true/false). */
  explicit?: string | null | undefined;
  /** The support link's words (at most 128 characters); the show's title when empty. */
  fundingText?: string | null | undefined;
  /** podcast:funding: a support link (http or https); empty removes it. Kept when omitted. */
  fundingUrl?: string | null | undefined;
  language?: string | null | undefined;
  /** podcast:locked: true (the default) forbids other hosts to import the feed without the owner's e-mail. Kept when omitted. */
  locked?: boolean | null | undefined;
  ownerEmail?: string | null | undefined;
  ownerName?: string | null | undefined;
  podcastAuthor?: string | null | undefined;
  podcastDescription?: string | null | undefined;
  /** The podcast the show starts with: its category gives the default Apple category. */
  podcastId?: number | null | undefined;
  podcastImageUrl?: string | null | undefined;
  podcastSummary?: string | null | undefined;
  podcastTitle?: string | null | undefined;
  podcastWebsite?: string | null | undefined;
  /** Lowercase letters, digits and hyphens; made from the title when omitted on create, kept on update. */
  slug?: string | null | undefined;
  spotifyUrl?: string | null | undefined;
  /** podcast:txt entries (at most 10), e.g. a directory's ownership check; an empty list removes them. Kept when omitted. */
  txt?: Array<ShowTxtInput> | null | undefined;
  /** PRIVATE: the feed, pages and sitemap entries are absent (404); listeners read personal feeds. Kept when omitted. */
  visibility?: ShowVisibility | null | undefined;
};

/** A podcast:txt entry: its purpose (one word such as verify; optional) and its text (at most 4000 characters). */
export type ShowTxtInput = {
  purpose?: string | null | undefined;
  value: string;
};

/** PUBLIC: anyone may read the feed and pages; PRIVATE: only the listeners the creator adds, each on a personal feed. */
export type ShowVisibility =
  | 'PRIVATE'
  | 'PUBLIC';

export type SupportTicketInput = {
  description: string;
  email: string;
  firstName: string;
  /** technical, feature, general or payment */
  issueType: string;
  lastName: string;
  /** low, medium, high or urgent */
  priorityLevel: string;
  /** An image under 5 MB (multipart upload). */
  screenshot?: File | Blob | null | undefined;
  subject: string;
};

export type UpdatePodcastTranscriptInput = {
  podcastId: number;
  transcript: string;
};

export type UpdateProfileInput = {
  /** Left out, the company details stay as they are. */
  company?: CompanyDetailsInput | null | undefined;
  /** Split at the first space into given and family name. */
  name: string;
};

export type PublishedEpisodesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishedEpisodesQuery = { episodes: Array<{ episodeId: number, podcastId: number | null, title: string, platform: string, pubDate: string }> };

export type EpisodeAnalyticsQueryVariables = Exact<{
  episodeId?: number | null | undefined;
  period?: string | null | undefined;
}>;


export type EpisodeAnalyticsQuery = { episodeAnalytics: { episodeId: number | null, period: string, totalPlays: number, uniqueListeners: number, downloads: number, completionRate: number, listeningTimeSeconds: number, countries: Array<{ name: string, count: number }>, visitors: { total: number, new: number, averageTimeSeconds: number, days: Array<{ date: string, visitors: number, new: number }> }, devices: Array<{ name: string, count: number }>, platforms: Array<{ name: string, count: number }>, player: { plays: number, listeningTimeSeconds: number, completionRate: number }, ageGroups: Array<{ name: string, count: number }> | null, gender: Array<{ name: string, count: number }> | null, unavailable: Array<{ figure: string, reason: string }> } };

export type ShowAnalyticsQueryVariables = Exact<{
  showId: string;
  period?: string | null | undefined;
}>;


export type ShowAnalyticsQuery = { showAnalytics: { showId: string, title: string, period: string, totals: { totalPlays: number, downloads: number, uniqueListeners: number, player: { plays: number } }, episodes: Array<{ episodeId: number, title: string, published: boolean, totalPlays: number, downloads: number, playerPlays: number }> } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: number, name: string, scopes: Array<string>, hint: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { id: number, token: string } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type EditorProjectQueryVariables = Exact<{
  podcastId?: number | null | undefined;
}>;


export type EditorProjectQuery = { editorProject: { id: number, podcastId: number | null, name: string, updatedAt: string, speakers: Array<string>, tracks: Array<{ id: string, name: string, volume: number, muted: boolean, solo: boolean, speaker: string | null, musicId: number | null, label: string | null, url: string | null, clip: { start: number | null, trimStart: number, trimEnd: number, fadeIn: number, fadeOut: number, loop: boolean | null } }> } };

export type SaveEditorProjectMutationVariables = Exact<{
  input: SaveEditorProjectInput;
}>;


export type SaveEditorProjectMutation = { saveEditorProject: { id: number, podcastId: number | null, name: string, updatedAt: string, speakers: Array<string>, tracks: Array<{ id: string, name: string, volume: number, muted: boolean, solo: boolean, speaker: string | null, musicId: number | null, label: string | null, url: string | null, clip: { start: number | null, trimStart: number, trimEnd: number, fadeIn: number, fadeOut: number, loop: boolean | null } }> } };

export type ExportMixdownMutationVariables = Exact<{
  projectId: number;
}>;


export type ExportMixdownMutation = { exportMixdown: { ref_id: string, podcast_id: number, batch_job_id: string, eta: number } };

export type AllMusicQueryVariables = Exact<{ [key: string]: never; }>;


export type AllMusicQuery = { allMusic: { items: Array<{ id: number, musicName: string }> } };

export type MusicPresignedUrlQueryVariables = Exact<{
  musicId: number;
}>;


export type MusicPresignedUrlQuery = { musicPresignedUrl: { musicPath: string, presignedUrl: string } };

export type PodcastPresignedUrlQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastPresignedUrlQuery = { podcastPresignedUrl: { podcastId: number, presignedUrl: string | null, error: string | null } };

export type PodcastPresignedUrlByBatchJobIdQueryVariables = Exact<{
  batchJobId: string;
}>;


export type PodcastPresignedUrlByBatchJobIdQuery = { podcastPresignedUrlByBatchJobId: { podcastId: number, presignedUrl: string | null, error: string | null } };

export type RenderMusicLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type RenderMusicLibraryQuery = { allMusic: { items: Array<{ id: number, musicName: string }> } };

export type PodcastMusicChoiceQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastMusicChoiceQuery = { podcast: { podcastId: number, settings: { music: { intro: number | null, bed: number | null, outro: number | null, bedVolume: number } | null } } };

export type SetPodcastMusicMutationVariables = Exact<{
  input: PodcastMusicInput;
}>;


export type SetPodcastMusicMutation = { setPodcastMusic: { podcastId: number, settings: { music: { intro: number | null, bed: number | null, outro: number | null, bedVolume: number } | null } } };

export type RenderMusicUrlQueryVariables = Exact<{
  musicId: number;
}>;


export type RenderMusicUrlQuery = { musicPresignedUrl: { presignedUrl: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, email: string, given_name: string, family_name: string, phone_number: string | null, country_code: string | null, accountType: string | null, companyName: string | null, designation: string | null, country: string | null, state: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: number, email: string, given_name: string, family_name: string, phone_number: string | null, country_code: string | null, accountType: string | null, companyName: string | null, designation: string | null, country: string | null, state: string | null } };

export type MySubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type MySubscriptionQuery = { mySubscription: { planId: number | null, planName: string, priceText: string, status: string, autoRenew: boolean, currentPeriodStart: string | null, currentPeriodEnd: string | null, nextRenewalDate: string | null, graceUntil: string | null, minutesUsed: number, minutesLimit: number, voiceTiers: Array<string>, longestEpisodeMinutes: number, clonesLimit: number, clonesUsed: number } };

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelSubscriptionMutation = { cancelSubscription: { planId: number | null, planName: string, status: string, autoRenew: boolean, currentPeriodEnd: string | null, nextRenewalDate: string | null } };

export type UserPaymentTransactionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UserPaymentTransactionsQuery = { userPaymentTransactions: { total: number, items: Array<{ transactionId: number, orderId: string, amountCharged: number | null, amountIntended: number, currencyCode: string, taxAmount: number | null, transactionStatus: string, initiatedAt: string, completedAt: string | null, createdAt: string, invoiceId: number | null }> } };

export type GenerateInvoiceMutationVariables = Exact<{
  transactionId: string;
}>;


export type GenerateInvoiceMutation = { generateInvoice: { success: boolean, message: string, s3Bucket: string | null, s3Key: string | null, presignedUrl: string | null } };

export type PodcastClipsQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastClipsQuery = { clips: Array<{ id: number, status: ClipStatus, url: string | null, aspect: ClipAspect, startTime: number, duration: number, fromLine: number, toLine: number, soundbite: boolean, title: string, error: string | null, refId: string }> };

export type ClipSuggestionsQueryVariables = Exact<{
  podcastId: number;
}>;


export type ClipSuggestionsQuery = { clipSuggestions: Array<{ fromLine: number, toLine: number, startTime: number, duration: number, reason: string }> };

export type CreateClipMutationVariables = Exact<{
  input: CreateClipInput;
}>;


export type CreateClipMutation = { createClip: { clipId: number, refId: string } };

export type DeleteClipMutationVariables = Exact<{
  clipId: number;
}>;


export type DeleteClipMutation = { deleteClip: boolean };

export type ConvertAudioMutationVariables = Exact<{
  input: ConvertAudioInput;
}>;


export type ConvertAudioMutation = { convertAudio: { status: string, message: string, newFileUrl: string, loudness: { integrated: number, truePeak: number, range: number } } };

export type ExportOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportOptionsQuery = { formats: Array<{ name: string, optionKey: string, displayOrder: number }>, qualities: Array<{ name: string, optionKey: string, displayOrder: number }> };

export type PodcastLoudnessQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastLoudnessQuery = { podcast: { podcastId: number, loudness: { integrated: number, truePeak: number, range: number } | null } };

export type PodcastByBatchJobIdQueryVariables = Exact<{
  batchJobId: string;
}>;


export type PodcastByBatchJobIdQuery = { podcastByBatchJobId: { podcastId: number, title: string, transcript: string, language: string } | null };

export type DataExportsQueryVariables = Exact<{ [key: string]: never; }>;


export type DataExportsQuery = { dataExports: Array<{ id: string, status: string, url: string | null, expiresAt: string | null, bytes: number | null, error: string | null }> };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { exportId: string } };

export type DeleteAccountMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type DeleteAccountMutation = { deleteAccount: { success: boolean, message: string } };

export type RequestAccountDeletionCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestAccountDeletionCodeMutation = { requestAccountDeletionCode: { success: boolean, message: string } };

export type PodcastOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PodcastOptionsQuery = { languages: Array<{ name: string, optionKey: string, displayOrder: number }>, speakers: Array<{ name: string, optionKey: string, displayOrder: number }>, categories: Array<{ name: string, optionKey: string, displayOrder: number }>, durations: Array<{ name: string, optionKey: string, displayOrder: number }>, tones: Array<{ name: string, optionKey: string, displayOrder: number }> };

export type GetPopularTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPopularTopicsQuery = { getPopularTopics: { items: Array<{ id: number, name: string, ranking: number }> } };

export type GetAllSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAllSubscriptionsQuery = { getAllSubscriptions: { subscriptions: Array<{ id: number, name: string, planDescription: string, popularity: string | null, displayOrder: number, isCurrentPlan: boolean, autoRenew: boolean | null, nextRenewalDate: string | null, pricing: Array<{ id: number, amount: number, billingCycle: string, currencyCode: string, priceDisplayTextOverride: string | null, status: string }>, featureLimits: Array<{ featureId: number, isEnabled: boolean, textValue: string | null, selectedOptionId: number | null, numericLimit: number | null }> }> } };

export type PodcastPresignedUrlByPlatformQueryVariables = Exact<{
  podcastId: number;
  platform: string;
}>;


export type PodcastPresignedUrlByPlatformQuery = { podcastPresignedUrlByPlatform: { presignedUrl: string, expiry: string } };

export type AddEpisodeMutationVariables = Exact<{
  userId: number;
  platform: string;
  episode: EpisodeInput;
}>;


export type AddEpisodeMutation = { addEpisode: { episodeId: number, title: string, link: string, pubDate: string, feedUrl: string } };

export type CreateRssMutationVariables = Exact<{
  input: RssInput;
}>;


export type CreateRssMutation = { createRss: { feedUrl: string, feedId: string, platform: string } };

export type RssFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type RssFeedsQuery = { rssFeeds: Array<{ feedId: string, feedUrl: string, platform: string, podcastTitle: string, podcastDescription: string, podcastWebsite: string, copyrightHolder: string, language: string, podcastAuthor: string, podcastSummary: string, ownerName: string, ownerEmail: string, explicit: string, podcastImageUrl: string, category: string, lastBuildDate: string, appleUrl: string | null, spotifyUrl: string | null, amazonUrl: string | null }> };

export type AppleCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AppleCategoriesQuery = { appleCategories: Array<{ name: string, subcategories: Array<string> }> };

export type PodcastForPublishQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastForPublishQuery = { podcast: { podcastId: number, title: string, description: string, duration: number | null } };

export type EpisodesForUnpublishQueryVariables = Exact<{ [key: string]: never; }>;


export type EpisodesForUnpublishQuery = { episodes: Array<{ episodeId: number, podcastId: number | null, platform: string, title: string, pubDate: string, pageUrl: string | null, embedCode: string | null, status: EpisodeStatus, publishAt: string }> };

export type UnpublishEpisodeMutationVariables = Exact<{
  episodeId: number;
}>;


export type UnpublishEpisodeMutation = { unpublishEpisode: { episodeId: number, published: boolean } };

export type ShowsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowsQuery = { shows: Array<{ id: string, slug: string, title: string, feedUrl: string, pageUrl: string | null, episodeCount: number, createdAt: string, podcastTitle: string, podcastDescription: string, podcastWebsite: string, copyrightHolder: string, language: string, podcastAuthor: string, podcastSummary: string, ownerName: string, ownerEmail: string, explicit: string, podcastImageUrl: string, category: string, appleUrl: string | null, spotifyUrl: string | null, amazonUrl: string | null, locked: boolean, fundingUrl: string | null, fundingText: string, aiDisclosure: string, visibility: ShowVisibility, scheduled: Array<{ episodeId: number, title: string, publishAt: string }>, destinations: Array<{ platform: string, platformName: string, listingUrl: string | null, submitUrl: string | null, status: DestinationStatus }>, podcasts: Array<{ podcastId: number, lastPublishedAt: string | null }>, txt: Array<{ purpose: string | null, value: string }> }> };

export type FeedAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedAddressQuery = { feedAddress: { publicUrl: string, reachable: boolean, problem: string | null } };

export type UpdateShowMutationVariables = Exact<{
  showId: string;
  input: ShowInput;
}>;


export type UpdateShowMutation = { updateShow: { id: string, title: string } };

export type DeleteShowMutationVariables = Exact<{
  showId: string;
  confirm?: boolean | null | undefined;
}>;


export type DeleteShowMutation = { deleteShow: boolean };

export type PublishEpisodeMutationVariables = Exact<{
  input: PublishEpisodeInput;
}>;


export type PublishEpisodeMutation = { publishEpisode: { episodeId: number, showId: string, platform: string, feedUrl: string, link: string, title: string, pubDate: string, status: EpisodeStatus, publishAt: string } };

export type SetListingLinkMutationVariables = Exact<{
  showId: string;
  platform: string;
  listingUrl?: string | null | undefined;
}>;


export type SetListingLinkMutation = { setListingLink: { id: string } };

export type UserPodcastsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  filter?: PodcastFilter | null | undefined;
}>;


export type UserPodcastsQuery = { userPodcasts: { items: Array<{ podcastId: number, title: string, transcript: string, createdAt: string, language: string, status: string, error: string | null, presignedUrl: string | null, duration: number | null, format: string, focus: string | null, settings: { hostVoice: string | null, guestVoice: string | null, backchannels: boolean, voices: Array<{ speaker: string, voice: string | null, speed: number, pitch: number }> }, sources: Array<{ id: number, title: string, words: number }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, totalPages: number, totalItems: number, currentPage: number } } };

export type DeletePodcastMutationVariables = Exact<{
  podcastId: number;
}>;


export type DeletePodcastMutation = { deletePodcast: { podcastId: number, success: boolean, message: string } };

export type UpdatePodcastTranscriptMutationVariables = Exact<{
  input: UpdatePodcastTranscriptInput;
}>;


export type UpdatePodcastTranscriptMutation = { updatePodcastTranscript: { podcastId: number, transcript: string } };

export type PodcastLineTimingsQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastLineTimingsQuery = { podcast: { settings: { lineTimings: Array<{ index: number, start: number, end: number }> } } };

export type PodcastLineCitationsQueryVariables = Exact<{
  podcastId: number;
}>;


export type PodcastLineCitationsQuery = { podcast: { sources: Array<{ id: number, title: string, url: string | null }>, lines: Array<{ index: number, text: string, unsupported: boolean, citations: Array<{ sourceId: number, quote: string }> }> } };

export type SeriesListQueryVariables = Exact<{ [key: string]: never; }>;


export type SeriesListQuery = { series: Array<{ id: number, name: string, showId: string, sources: Array<string>, cadence: string, weekday: number | null, time: string, timeZone: string, format: string, duration: number, tone: string, language: string, host: string, guest: string | null, hostVoice: string, guestVoice: string | null, autoPublish: boolean, nextRunAt: string, createdAt: string }> };

export type SeriesRunsQueryVariables = Exact<{
  id: number;
}>;


export type SeriesRunsQuery = { seriesRuns: Array<{ id: number, status: SeriesRunStatus, message: string | null, startedAt: string, finishedAt: string | null, podcastId: number | null, items: Array<{ title: string, link: string | null }> }> };

export type CreateSeriesMutationVariables = Exact<{
  input: SeriesInput;
}>;


export type CreateSeriesMutation = { createSeries: { id: number } };

export type UpdateSeriesMutationVariables = Exact<{
  id: number;
  input: SeriesInput;
}>;


export type UpdateSeriesMutation = { updateSeries: { id: number } };

export type DeleteSeriesMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSeriesMutation = { deleteSeries: boolean };

export type RunSeriesMutationVariables = Exact<{
  id: number;
}>;


export type RunSeriesMutation = { runSeries: { id: number, status: SeriesRunStatus } };

export type ApproveSeriesRunMutationVariables = Exact<{
  runId: number;
}>;


export type ApproveSeriesRunMutation = { approveSeriesRun: { id: number, status: SeriesRunStatus } };

export type ListenersQueryVariables = Exact<{
  showId: string;
}>;


export type ListenersQuery = { listeners: Array<{ id: string, name: string, email: string, createdAt: string, lastFetchAt: string | null, downloads: number, revoked: boolean, feedUrl: string | null }> };

export type AddListenerMutationVariables = Exact<{
  showId: string;
  name: string;
  email: string;
}>;


export type AddListenerMutation = { addListener: { listenerId: string, feedUrl: string, mailed: boolean, mailNote: string | null } };

export type RevokeListenerMutationVariables = Exact<{
  listenerId: string;
}>;


export type RevokeListenerMutation = { revokeListener: { id: string, revoked: boolean } };

export type RotateListenerMutationVariables = Exact<{
  listenerId: string;
}>;


export type RotateListenerMutation = { rotateListener: { listenerId: string, feedUrl: string, mailed: boolean, mailNote: string | null } };

export type LibrarySourcesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type LibrarySourcesQuery = { sources: { items: Array<{ id: number, title: string, kind: string, url: string | null, fileName: string | null, words: number, createdAt: string }>, pageInfo: { currentPage: number, totalPages: number, totalItems: number, hasNextPage: boolean, hasPreviousPage: boolean } } };

export type LibrarySourceTextQueryVariables = Exact<{
  id: number;
}>;


export type LibrarySourceTextQuery = { source: { id: number, title: string, text: string, words: number } };

export type RenameLibrarySourceMutationVariables = Exact<{
  id: number;
  title: string;
}>;


export type RenameLibrarySourceMutation = { renameSource: { id: number, title: string } };

export type DeleteLibrarySourceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLibrarySourceMutation = { deleteSource: { id: number, success: boolean } };

export type CreateSupportTicketMutationVariables = Exact<{
  input: SupportTicketInput;
}>;


export type CreateSupportTicketMutation = { createSupportTicket: { ticketId: string, status: string, submissionDate: string } };

export type NameClonedVoiceMutationVariables = Exact<{
  optionKey: string;
  name: string;
  gender: string;
}>;


export type NameClonedVoiceMutation = { nameClonedVoice: { voice: { optionKey: string, name: string, gender: string, named: boolean } } };

export type DeleteClonedVoiceMutationVariables = Exact<{
  optionKey: string;
}>;


export type DeleteClonedVoiceMutation = { deleteClonedVoice: { success: boolean } };

export type PronunciationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PronunciationsQuery = { pronunciations: Array<{ id: number, text: string, sayAs: string, language: string | null }> };

export type SetPronunciationMutationVariables = Exact<{
  input: PronunciationInput;
}>;


export type SetPronunciationMutation = { setPronunciation: { id: number, text: string, sayAs: string, language: string | null } };

export type DeletePronunciationMutationVariables = Exact<{
  id: number;
}>;


export type DeletePronunciationMutation = { deletePronunciation: { success: boolean } };

export type VoicesQueryVariables = Exact<{
  languageCode?: string | null | undefined;
}>;


export type VoicesQuery = { featureOptions: Array<{ name: string, optionKey: string, displayOrder: number, voice: { name: string, gender: string, voice_type: string } | null }> };

export type VoicePreviewQueryVariables = Exact<{
  optionKey: string;
}>;


export type VoicePreviewQuery = { voicePreview: { url: string } };

export type PronunciationPreviewQueryVariables = Exact<{
  id: number;
  optionKey: string;
}>;


export type PronunciationPreviewQuery = { pronunciationPreview: { url: string } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: number, url: string, events: Array<string>, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: number;
  page?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: number, event: string, status: string, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, lastStatus: number | null, lastResponse: string | null }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { id: number, secret: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PublishedEpisodesDocument = new TypedDocumentString(`
    query PublishedEpisodes {
  episodes {
    episodeId
    podcastId
    title
    platform
    pubDate
  }
}
    `) as unknown as TypedDocumentString<PublishedEpisodesQuery, PublishedEpisodesQueryVariables>;
export const EpisodeAnalyticsDocument = new TypedDocumentString(`
    query EpisodeAnalytics($episodeId: Int, $period: String) {
  episodeAnalytics(episodeId: $episodeId, period: $period) {
    episodeId
    period
    totalPlays
    uniqueListeners
    downloads
    completionRate
    listeningTimeSeconds
    countries {
      name
      count
    }
    visitors {
      total
      new
      averageTimeSeconds
      days {
        date
        visitors
        new
      }
    }
    devices {
      name
      count
    }
    platforms {
      name
      count
    }
    player {
      plays
      listeningTimeSeconds
      completionRate
    }
    ageGroups {
      name
      count
    }
    gender {
      name
      count
    }
    unavailable {
      figure
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<EpisodeAnalyticsQuery, EpisodeAnalyticsQueryVariables>;
export const ShowAnalyticsDocument = new TypedDocumentString(`
    query ShowAnalytics($showId: String!, $period: String) {
  showAnalytics(showId: $showId, period: $period) {
    showId
    title
    period
    totals {
      totalPlays
      downloads
      uniqueListeners
      player {
        plays
      }
    }
    episodes {
      episodeId
      title
      published
      totalPlays
      downloads
      playerPlays
    }
  }
}
    `) as unknown as TypedDocumentString<ShowAnalyticsQuery, ShowAnalyticsQueryVariables>;
export const ApiTokensDocument = new TypedDocumentString(`
    query ApiTokens {
  apiTokens {
    id
    name
    scopes
    hint
    createdAt
    expiresAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = new TypedDocumentString(`
    mutation CreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    id
    token
  }
}
    `) as unknown as TypedDocumentString<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation RevokeApiToken($id: Int!) {
  revokeApiToken(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const EditorProjectDocument = new TypedDocumentString(`
    query EditorProject($podcastId: Int) {
  editorProject(podcastId: $podcastId) {
    id
    podcastId
    name
    updatedAt
    speakers
    tracks {
      id
      name
      volume
      muted
      solo
      speaker
      musicId
      label
      url
      clip {
        start
        trimStart
        trimEnd
        fadeIn
        fadeOut
        loop
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EditorProjectQuery, EditorProjectQueryVariables>;
export const SaveEditorProjectDocument = new TypedDocumentString(`
    mutation SaveEditorProject($input: SaveEditorProjectInput!) {
  saveEditorProject(input: $input) {
    id
    podcastId
    name
    updatedAt
    speakers
    tracks {
      id
      name
      volume
      muted
      solo
      speaker
      musicId
      label
      url
      clip {
        start
        trimStart
        trimEnd
        fadeIn
        fadeOut
        loop
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SaveEditorProjectMutation, SaveEditorProjectMutationVariables>;
export const ExportMixdownDocument = new TypedDocumentString(`
    mutation ExportMixdown($projectId: Int!) {
  exportMixdown(projectId: $projectId) {
    ref_id
    podcast_id
    batch_job_id
    eta
  }
}
    `) as unknown as TypedDocumentString<ExportMixdownMutation, ExportMixdownMutationVariables>;
export const AllMusicDocument = new TypedDocumentString(`
    query AllMusic {
  allMusic {
    items {
      id
      musicName
    }
  }
}
    `) as unknown as TypedDocumentString<AllMusicQuery, AllMusicQueryVariables>;
export const MusicPresignedUrlDocument = new TypedDocumentString(`
    query MusicPresignedUrl($musicId: Int!) {
  musicPresignedUrl(musicId: $musicId) {
    musicPath
    presignedUrl
  }
}
    `) as unknown as TypedDocumentString<MusicPresignedUrlQuery, MusicPresignedUrlQueryVariables>;
export const PodcastPresignedUrlDocument = new TypedDocumentString(`
    query PodcastPresignedUrl($podcastId: Int!) {
  podcastPresignedUrl(podcastId: $podcastId) {
    podcastId
    presignedUrl
    error
  }
}
    `) as unknown as TypedDocumentString<PodcastPresignedUrlQuery, PodcastPresignedUrlQueryVariables>;
export const PodcastPresignedUrlByBatchJobIdDocument = new TypedDocumentString(`
    query PodcastPresignedUrlByBatchJobId($batchJobId: String!) {
  podcastPresignedUrlByBatchJobId(batchJobId: $batchJobId) {
    podcastId
    presignedUrl
    error
  }
}
    `) as unknown as TypedDocumentString<PodcastPresignedUrlByBatchJobIdQuery, PodcastPresignedUrlByBatchJobIdQueryVariables>;
export const RenderMusicLibraryDocument = new TypedDocumentString(`
    query RenderMusicLibrary {
  allMusic {
    items {
      id
      musicName
    }
  }
}
    `) as unknown as TypedDocumentString<RenderMusicLibraryQuery, RenderMusicLibraryQueryVariables>;
export const PodcastMusicChoiceDocument = new TypedDocumentString(`
    query PodcastMusicChoice($podcastId: Int!) {
  podcast(podcastId: $podcastId) {
    podcastId
    settings {
      music {
        intro
        bed
        outro
        bedVolume
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PodcastMusicChoiceQuery, PodcastMusicChoiceQueryVariables>;
export const SetPodcastMusicDocument = new TypedDocumentString(`
    mutation SetPodcastMusic($input: PodcastMusicInput!) {
  setPodcastMusic(input: $input) {
    podcastId
    settings {
      music {
        intro
        bed
        outro
        bedVolume
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetPodcastMusicMutation, SetPodcastMusicMutationVariables>;
export const RenderMusicUrlDocument = new TypedDocumentString(`
    query RenderMusicUrl($musicId: Int!) {
  musicPresignedUrl(musicId: $musicId) {
    presignedUrl
  }
}
    `) as unknown as TypedDocumentString<RenderMusicUrlQuery, RenderMusicUrlQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    given_name
    family_name
    phone_number
    country_code
    accountType
    companyName
    designation
    country
    state
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id
    email
    given_name
    family_name
    phone_number
    country_code
    accountType
    companyName
    designation
    country
    state
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const MySubscriptionDocument = new TypedDocumentString(`
    query MySubscription {
  mySubscription {
    planId
    planName
    priceText
    status
    autoRenew
    currentPeriodStart
    currentPeriodEnd
    nextRenewalDate
    graceUntil
    minutesUsed
    minutesLimit
    voiceTiers
    longestEpisodeMinutes
    clonesLimit
    clonesUsed
  }
}
    `) as unknown as TypedDocumentString<MySubscriptionQuery, MySubscriptionQueryVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription {
  cancelSubscription {
    planId
    planName
    status
    autoRenew
    currentPeriodEnd
    nextRenewalDate
  }
}
    `) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const UserPaymentTransactionsDocument = new TypedDocumentString(`
    query UserPaymentTransactions($page: Int, $pageSize: Int) {
  userPaymentTransactions(page: $page, pageSize: $pageSize) {
    total
    items {
      transactionId
      orderId
      amountCharged
      amountIntended
      currencyCode
      taxAmount
      transactionStatus
      initiatedAt
      completedAt
      createdAt
      invoiceId
    }
  }
}
    `) as unknown as TypedDocumentString<UserPaymentTransactionsQuery, UserPaymentTransactionsQueryVariables>;
export const GenerateInvoiceDocument = new TypedDocumentString(`
    mutation GenerateInvoice($transactionId: String!) {
  generateInvoice(transactionId: $transactionId) {
    success
    message
    s3Bucket
    s3Key
    presignedUrl
  }
}
    `) as unknown as TypedDocumentString<GenerateInvoiceMutation, GenerateInvoiceMutationVariables>;
export const PodcastClipsDocument = new TypedDocumentString(`
    query PodcastClips($podcastId: Int!) {
  clips(podcastId: $podcastId) {
    id
    status
    url
    aspect
    startTime
    duration
    fromLine
    toLine
    soundbite
    title
    error
    refId
  }
}
    `) as unknown as TypedDocumentString<PodcastClipsQuery, PodcastClipsQueryVariables>;
export const ClipSuggestionsDocument = new TypedDocumentString(`
    query ClipSuggestions($podcastId: Int!) {
  clipSuggestions(podcastId: $podcastId) {
    fromLine
    toLine
    startTime
    duration
    reason
  }
}
    `) as unknown as TypedDocumentString<ClipSuggestionsQuery, ClipSuggestionsQueryVariables>;
export const CreateClipDocument = new TypedDocumentString(`
    mutation CreateClip($input: CreateClipInput!) {
  createClip(input: $input) {
    clipId
    refId
  }
}
    `) as unknown as TypedDocumentString<CreateClipMutation, CreateClipMutationVariables>;
export const DeleteClipDocument = new TypedDocumentString(`
    mutation DeleteClip($clipId: Int!) {
  deleteClip(clipId: $clipId)
}
    `) as unknown as TypedDocumentString<DeleteClipMutation, DeleteClipMutationVariables>;
export const ConvertAudioDocument = new TypedDocumentString(`
    mutation ConvertAudio($input: ConvertAudioInput!) {
  convertAudio(input: $input) {
    status
    message
    newFileUrl
    loudness {
      integrated
      truePeak
      range
    }
  }
}
    `) as unknown as TypedDocumentString<ConvertAudioMutation, ConvertAudioMutationVariables>;
export const ExportOptionsDocument = new TypedDocumentString(`
    query ExportOptions {
  formats: featureOptions(featureKey: "audio_format") {
    name
    optionKey
    displayOrder
  }
  qualities: featureOptions(featureKey: "quality_of_audio") {
    name
    optionKey
    displayOrder
  }
}
    `) as unknown as TypedDocumentString<ExportOptionsQuery, ExportOptionsQueryVariables>;
export const PodcastLoudnessDocument = new TypedDocumentString(`
    query PodcastLoudness($podcastId: Int!) {
  podcast(podcastId: $podcastId) {
    podcastId
    loudness {
      integrated
      truePeak
      range
    }
  }
}
    `) as unknown as TypedDocumentString<PodcastLoudnessQuery, PodcastLoudnessQueryVariables>;
export const PodcastByBatchJobIdDocument = new TypedDocumentString(`
    query PodcastByBatchJobId($batchJobId: String!) {
  podcastByBatchJobId(batchJobId: $batchJobId) {
    podcastId
    title
    transcript
    language
  }
}
    `) as unknown as TypedDocumentString<PodcastByBatchJobIdQuery, PodcastByBatchJobIdQueryVariables>;
export const DataExportsDocument = new TypedDocumentString(`
    query DataExports {
  dataExports {
    id
    status
    url
    expiresAt
    bytes
    error
  }
}
    `) as unknown as TypedDocumentString<DataExportsQuery, DataExportsQueryVariables>;
export const RequestDataExportDocument = new TypedDocumentString(`
    mutation RequestDataExport {
  requestDataExport {
    exportId
  }
}
    `) as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($password: String, $code: String) {
  deleteAccount(password: $password, code: $code) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const RequestAccountDeletionCodeDocument = new TypedDocumentString(`
    mutation RequestAccountDeletionCode {
  requestAccountDeletionCode {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RequestAccountDeletionCodeMutation, RequestAccountDeletionCodeMutationVariables>;
export const PodcastOptionsDocument = new TypedDocumentString(`
    query PodcastOptions {
  languages: featureOptions(featureKey: "language") {
    name
    optionKey
    displayOrder
  }
  speakers: featureOptions(featureKey: "speakers") {
    name
    optionKey
    displayOrder
  }
  categories: featureOptions(featureKey: "category") {
    name
    optionKey
    displayOrder
  }
  durations: featureOptions(featureKey: "duration") {
    name
    optionKey
    displayOrder
  }
  tones: featureOptions(featureKey: "tone") {
    name
    optionKey
    displayOrder
  }
}
    `) as unknown as TypedDocumentString<PodcastOptionsQuery, PodcastOptionsQueryVariables>;
export const GetPopularTopicsDocument = new TypedDocumentString(`
    query GetPopularTopics {
  getPopularTopics {
    items {
      id
      name
      ranking
    }
  }
}
    `) as unknown as TypedDocumentString<GetPopularTopicsQuery, GetPopularTopicsQueryVariables>;
export const GetAllSubscriptionsDocument = new TypedDocumentString(`
    query GetAllSubscriptions {
  getAllSubscriptions {
    subscriptions {
      id
      name
      planDescription
      popularity
      displayOrder
      isCurrentPlan
      autoRenew
      nextRenewalDate
      pricing {
        id
        amount
        billingCycle
        currencyCode
        priceDisplayTextOverride
        status
      }
      featureLimits {
        featureId
        isEnabled
        textValue
        selectedOptionId
        numericLimit
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetAllSubscriptionsQuery, GetAllSubscriptionsQueryVariables>;
export const PodcastPresignedUrlByPlatformDocument = new TypedDocumentString(`
    query PodcastPresignedUrlByPlatform($podcastId: Int!, $platform: String!) {
  podcastPresignedUrlByPlatform(podcastId: $podcastId, platform: $platform) {
    presignedUrl
    expiry
  }
}
    `) as unknown as TypedDocumentString<PodcastPresignedUrlByPlatformQuery, PodcastPresignedUrlByPlatformQueryVariables>;
export const AddEpisodeDocument = new TypedDocumentString(`
    mutation AddEpisode($userId: Int!, $platform: String!, $episode: EpisodeInput!) {
  addEpisode(userId: $userId, platform: $platform, episode: $episode) {
    episodeId
    title
    link
    pubDate
    feedUrl
  }
}
    `) as unknown as TypedDocumentString<AddEpisodeMutation, AddEpisodeMutationVariables>;
export const CreateRssDocument = new TypedDocumentString(`
    mutation CreateRss($input: RssInput!) {
  createRss(input: $input) {
    feedUrl
    feedId
    platform
  }
}
    `) as unknown as TypedDocumentString<CreateRssMutation, CreateRssMutationVariables>;
export const RssFeedsDocument = new TypedDocumentString(`
    query RssFeeds {
  rssFeeds {
    feedId
    feedUrl
    platform
    podcastTitle
    podcastDescription
    podcastWebsite
    copyrightHolder
    language
    podcastAuthor
    podcastSummary
    ownerName
    ownerEmail
    explicit
    podcastImageUrl
    category
    lastBuildDate
    appleUrl
    spotifyUrl
    amazonUrl
  }
}
    `) as unknown as TypedDocumentString<RssFeedsQuery, RssFeedsQueryVariables>;
export const AppleCategoriesDocument = new TypedDocumentString(`
    query AppleCategories {
  appleCategories {
    name
    subcategories
  }
}
    `) as unknown as TypedDocumentString<AppleCategoriesQuery, AppleCategoriesQueryVariables>;
export const PodcastForPublishDocument = new TypedDocumentString(`
    query PodcastForPublish($podcastId: Int!) {
  podcast(podcastId: $podcastId) {
    podcastId
    title
    description
    duration
  }
}
    `) as unknown as TypedDocumentString<PodcastForPublishQuery, PodcastForPublishQueryVariables>;
export const EpisodesForUnpublishDocument = new TypedDocumentString(`
    query EpisodesForUnpublish {
  episodes {
    episodeId
    podcastId
    platform
    title
    pubDate
    pageUrl
    embedCode
    status
    publishAt
  }
}
    `) as unknown as TypedDocumentString<EpisodesForUnpublishQuery, EpisodesForUnpublishQueryVariables>;
export const UnpublishEpisodeDocument = new TypedDocumentString(`
    mutation UnpublishEpisode($episodeId: Int!) {
  unpublishEpisode(episodeId: $episodeId) {
    episodeId
    published
  }
}
    `) as unknown as TypedDocumentString<UnpublishEpisodeMutation, UnpublishEpisodeMutationVariables>;
export const ShowsDocument = new TypedDocumentString(`
    query Shows {
  shows {
    id
    slug
    title
    feedUrl
    pageUrl
    episodeCount
    createdAt
    scheduled {
      episodeId
      title
      publishAt
    }
    destinations {
      platform
      platformName
      listingUrl
      submitUrl
      status
    }
    podcasts {
      podcastId
      lastPublishedAt
    }
    podcastTitle
    podcastDescription
    podcastWebsite
    copyrightHolder
    language
    podcastAuthor
    podcastSummary
    ownerName
    ownerEmail
    explicit
    podcastImageUrl
    category
    appleUrl
    spotifyUrl
    amazonUrl
    locked
    fundingUrl
    fundingText
    txt {
      purpose
      value
    }
    aiDisclosure
    visibility
  }
}
    `) as unknown as TypedDocumentString<ShowsQuery, ShowsQueryVariables>;
export const FeedAddressDocument = new TypedDocumentString(`
    query FeedAddress {
  feedAddress {
    publicUrl
    reachable
    problem
  }
}
    `) as unknown as TypedDocumentString<FeedAddressQuery, FeedAddressQueryVariables>;
export const UpdateShowDocument = new TypedDocumentString(`
    mutation UpdateShow($showId: String!, $input: ShowInput!) {
  updateShow(showId: $showId, input: $input) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<UpdateShowMutation, UpdateShowMutationVariables>;
export const DeleteShowDocument = new TypedDocumentString(`
    mutation DeleteShow($showId: String!, $confirm: Boolean) {
  deleteShow(showId: $showId, confirm: $confirm)
}
    `) as unknown as TypedDocumentString<DeleteShowMutation, DeleteShowMutationVariables>;
export const PublishEpisodeDocument = new TypedDocumentString(`
    mutation PublishEpisode($input: PublishEpisodeInput!) {
  publishEpisode(input: $input) {
    episodeId
    showId
    platform
    feedUrl
    link
    title
    pubDate
    status
    publishAt
  }
}
    `) as unknown as TypedDocumentString<PublishEpisodeMutation, PublishEpisodeMutationVariables>;
export const SetListingLinkDocument = new TypedDocumentString(`
    mutation SetListingLink($showId: String!, $platform: String!, $listingUrl: String) {
  setListingLink(showId: $showId, platform: $platform, listingUrl: $listingUrl) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetListingLinkMutation, SetListingLinkMutationVariables>;
export const UserPodcastsDocument = new TypedDocumentString(`
    query UserPodcasts($page: Int!, $pageSize: Int!, $filter: PodcastFilter) {
  userPodcasts(page: $page, pageSize: $pageSize, filter: $filter) {
    items {
      podcastId
      title
      transcript
      createdAt
      language
      status
      error
      presignedUrl
      duration
      settings {
        hostVoice
        guestVoice
        backchannels
        voices {
          speaker
          voice
          speed
          pitch
        }
      }
      format
      focus
      sources {
        id
        title
        words
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      totalPages
      totalItems
      currentPage
    }
  }
}
    `) as unknown as TypedDocumentString<UserPodcastsQuery, UserPodcastsQueryVariables>;
export const DeletePodcastDocument = new TypedDocumentString(`
    mutation DeletePodcast($podcastId: Int!) {
  deletePodcast(podcastId: $podcastId) {
    podcastId
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeletePodcastMutation, DeletePodcastMutationVariables>;
export const UpdatePodcastTranscriptDocument = new TypedDocumentString(`
    mutation UpdatePodcastTranscript($input: UpdatePodcastTranscriptInput!) {
  updatePodcastTranscript(input: $input) {
    podcastId
    transcript
  }
}
    `) as unknown as TypedDocumentString<UpdatePodcastTranscriptMutation, UpdatePodcastTranscriptMutationVariables>;
export const PodcastLineTimingsDocument = new TypedDocumentString(`
    query PodcastLineTimings($podcastId: Int!) {
  podcast(podcastId: $podcastId) {
    settings {
      lineTimings {
        index
        start
        end
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PodcastLineTimingsQuery, PodcastLineTimingsQueryVariables>;
export const PodcastLineCitationsDocument = new TypedDocumentString(`
    query PodcastLineCitations($podcastId: Int!) {
  podcast(podcastId: $podcastId) {
    sources {
      id
      title
      url
    }
    lines {
      index
      text
      citations {
        sourceId
        quote
      }
      unsupported
    }
  }
}
    `) as unknown as TypedDocumentString<PodcastLineCitationsQuery, PodcastLineCitationsQueryVariables>;
export const SeriesListDocument = new TypedDocumentString(`
    query SeriesList {
  series {
    id
    name
    showId
    sources
    cadence
    weekday
    time
    timeZone
    format
    duration
    tone
    language
    host
    guest
    hostVoice
    guestVoice
    autoPublish
    nextRunAt
    createdAt
  }
}
    `) as unknown as TypedDocumentString<SeriesListQuery, SeriesListQueryVariables>;
export const SeriesRunsDocument = new TypedDocumentString(`
    query SeriesRuns($id: Int!) {
  seriesRuns(id: $id) {
    id
    status
    message
    startedAt
    finishedAt
    podcastId
    items {
      title
      link
    }
  }
}
    `) as unknown as TypedDocumentString<SeriesRunsQuery, SeriesRunsQueryVariables>;
export const CreateSeriesDocument = new TypedDocumentString(`
    mutation CreateSeries($input: SeriesInput!) {
  createSeries(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateSeriesMutation, CreateSeriesMutationVariables>;
export const UpdateSeriesDocument = new TypedDocumentString(`
    mutation UpdateSeries($id: Int!, $input: SeriesInput!) {
  updateSeries(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateSeriesMutation, UpdateSeriesMutationVariables>;
export const DeleteSeriesDocument = new TypedDocumentString(`
    mutation DeleteSeries($id: Int!) {
  deleteSeries(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSeriesMutation, DeleteSeriesMutationVariables>;
export const RunSeriesDocument = new TypedDocumentString(`
    mutation RunSeries($id: Int!) {
  runSeries(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RunSeriesMutation, RunSeriesMutationVariables>;
export const ApproveSeriesRunDocument = new TypedDocumentString(`
    mutation ApproveSeriesRun($runId: Int!) {
  approveSeriesRun(runId: $runId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveSeriesRunMutation, ApproveSeriesRunMutationVariables>;
export const ListenersDocument = new TypedDocumentString(`
    query Listeners($showId: String!) {
  listeners(showId: $showId) {
    id
    name
    email
    createdAt
    lastFetchAt
    downloads
    revoked
    feedUrl
  }
}
    `) as unknown as TypedDocumentString<ListenersQuery, ListenersQueryVariables>;
export const AddListenerDocument = new TypedDocumentString(`
    mutation AddListener($showId: String!, $name: String!, $email: String!) {
  addListener(showId: $showId, name: $name, email: $email) {
    listenerId
    feedUrl
    mailed
    mailNote
  }
}
    `) as unknown as TypedDocumentString<AddListenerMutation, AddListenerMutationVariables>;
export const RevokeListenerDocument = new TypedDocumentString(`
    mutation RevokeListener($listenerId: String!) {
  revokeListener(listenerId: $listenerId) {
    id
    revoked
  }
}
    `) as unknown as TypedDocumentString<RevokeListenerMutation, RevokeListenerMutationVariables>;
export const RotateListenerDocument = new TypedDocumentString(`
    mutation RotateListener($listenerId: String!) {
  rotateListener(listenerId: $listenerId) {
    listenerId
    feedUrl
    mailed
    mailNote
  }
}
    `) as unknown as TypedDocumentString<RotateListenerMutation, RotateListenerMutationVariables>;
export const LibrarySourcesDocument = new TypedDocumentString(`
    query LibrarySources($page: Int!, $pageSize: Int!) {
  sources(page: $page, pageSize: $pageSize) {
    items {
      id
      title
      kind
      url
      fileName
      words
      createdAt
    }
    pageInfo {
      currentPage
      totalPages
      totalItems
      hasNextPage
      hasPreviousPage
    }
  }
}
    `) as unknown as TypedDocumentString<LibrarySourcesQuery, LibrarySourcesQueryVariables>;
export const LibrarySourceTextDocument = new TypedDocumentString(`
    query LibrarySourceText($id: Int!) {
  source(id: $id) {
    id
    title
    text
    words
  }
}
    `) as unknown as TypedDocumentString<LibrarySourceTextQuery, LibrarySourceTextQueryVariables>;
export const RenameLibrarySourceDocument = new TypedDocumentString(`
    mutation RenameLibrarySource($id: Int!, $title: String!) {
  renameSource(id: $id, title: $title) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<RenameLibrarySourceMutation, RenameLibrarySourceMutationVariables>;
export const DeleteLibrarySourceDocument = new TypedDocumentString(`
    mutation DeleteLibrarySource($id: Int!) {
  deleteSource(id: $id) {
    id
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteLibrarySourceMutation, DeleteLibrarySourceMutationVariables>;
export const CreateSupportTicketDocument = new TypedDocumentString(`
    mutation CreateSupportTicket($input: SupportTicketInput!) {
  createSupportTicket(input: $input) {
    ticketId
    status
    submissionDate
  }
}
    `) as unknown as TypedDocumentString<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>;
export const NameClonedVoiceDocument = new TypedDocumentString(`
    mutation NameClonedVoice($optionKey: String!, $name: String!, $gender: String!) {
  nameClonedVoice(optionKey: $optionKey, name: $name, gender: $gender) {
    voice {
      optionKey
      name
      gender
      named
    }
  }
}
    `) as unknown as TypedDocumentString<NameClonedVoiceMutation, NameClonedVoiceMutationVariables>;
export const DeleteClonedVoiceDocument = new TypedDocumentString(`
    mutation DeleteClonedVoice($optionKey: String!) {
  deleteClonedVoice(optionKey: $optionKey) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteClonedVoiceMutation, DeleteClonedVoiceMutationVariables>;
export const PronunciationsDocument = new TypedDocumentString(`
    query Pronunciations {
  pronunciations {
    id
    text
    sayAs
    language
  }
}
    `) as unknown as TypedDocumentString<PronunciationsQuery, PronunciationsQueryVariables>;
export const SetPronunciationDocument = new TypedDocumentString(`
    mutation SetPronunciation($input: PronunciationInput!) {
  setPronunciation(input: $input) {
    id
    text
    sayAs
    language
  }
}
    `) as unknown as TypedDocumentString<SetPronunciationMutation, SetPronunciationMutationVariables>;
export const DeletePronunciationDocument = new TypedDocumentString(`
    mutation DeletePronunciation($id: Int!) {
  deletePronunciation(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeletePronunciationMutation, DeletePronunciationMutationVariables>;
export const VoicesDocument = new TypedDocumentString(`
    query Voices($languageCode: String) {
  featureOptions(featureKey: "voices", languageCode: $languageCode) {
    name
    optionKey
    displayOrder
    voice {
      name
      gender
      voice_type
    }
  }
}
    `) as unknown as TypedDocumentString<VoicesQuery, VoicesQueryVariables>;
export const VoicePreviewDocument = new TypedDocumentString(`
    query VoicePreview($optionKey: String!) {
  voicePreview(optionKey: $optionKey) {
    url
  }
}
    `) as unknown as TypedDocumentString<VoicePreviewQuery, VoicePreviewQueryVariables>;
export const PronunciationPreviewDocument = new TypedDocumentString(`
    query PronunciationPreview($id: Int!, $optionKey: String!) {
  pronunciationPreview(id: $id, optionKey: $optionKey) {
    url
  }
}
    `) as unknown as TypedDocumentString<PronunciationPreviewQuery, PronunciationPreviewQueryVariables>;
export const WebhookEndpointsDocument = new TypedDocumentString(`
    query WebhookEndpoints {
  webhookEndpoints {
    id
    url
    events
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($endpointId: Int!, $page: Int) {
  webhookDeliveries(endpointId: $endpointId, page: $page) {
    id
    event
    status
    attempts
    createdAt
    lastAttemptAt
    nextAttemptAt
    lastStatus
    lastResponse
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = new TypedDocumentString(`
    mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    id
    secret
  }
}
    `) as unknown as TypedDocumentString<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = new TypedDocumentString(`
    mutation DeleteWebhookEndpoint($id: Int!) {
  deleteWebhookEndpoint(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = new TypedDocumentString(`
    mutation RedeliverWebhook($deliveryId: Int!) {
  redeliverWebhook(deliveryId: $deliveryId)
}
    `) as unknown as TypedDocumentString<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;