import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context-type';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  File: { input: File; output: File; }
};

export type AccountDeleted = {
  readonly __typename?: 'AccountDeleted';
  readonly message: Scalars['String']['output'];
  readonly success: Scalars['Boolean']['output'];
};

/** A personal API token as listed: never the token itself, which is shown once, when it is made. */
export type ApiToken = {
  readonly __typename?: 'ApiToken';
  readonly createdAt: Scalars['String']['output'];
  /** Null: it never expires. */
  readonly expiresAt?: Maybe<Scalars['String']['output']>;
  /** The token's first characters, to tell tokens apart (plm_Ab12Cd…). */
  readonly hint: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  /** Null: never used. */
  readonly lastUsedAt?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  /** Some of read, write and publish. */
  readonly scopes: ReadonlyArray<Scalars['String']['output']>;
};

export type AppleCategory = {
  readonly __typename?: 'AppleCategory';
  readonly name: Scalars['String']['output'];
  readonly subcategories: ReadonlyArray<Scalars['String']['output']>;
};

/** A passage of a library source that a line relies on. */
export type Citation = {
  readonly __typename?: 'Citation';
  /** The passage's number within the source, from 0. */
  readonly passage: Scalars['Int']['output'];
  /** The source's own words the line relies on. */
  readonly quote: Scalars['String']['output'];
  /** The library source (see Podcast.sources for its title and address). */
  readonly sourceId: Scalars['Int']['output'];
};

/** An MP4 audiogram of a span of a podcast's lines. */
export type Clip = {
  readonly __typename?: 'Clip';
  readonly aspect: ClipAspect;
  readonly bytes?: Maybe<Scalars['Int']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly duration: Scalars['Float']['output'];
  /** Why it failed, when it did. */
  readonly error?: Maybe<Scalars['String']['output']>;
  /** The span of script lines (indices from 0, both included). */
  readonly fromLine: Scalars['Int']['output'];
  readonly id: Scalars['Int']['output'];
  readonly podcastId: Scalars['Int']['output'];
  /** The render job: its progress streams from /api/v1/agents/stream/{refId}. */
  readonly refId: Scalars['String']['output'];
  /** Offered in the episode's feed item as podcast:soundbite. */
  readonly soundbite: Scalars['Boolean']['output'];
  /** Seconds into the podcast's audio where the clip starts, and how long it lasts. */
  readonly startTime: Scalars['Float']['output'];
  readonly status: ClipStatus;
  /** Its first line's words. */
  readonly title: Scalars['String']['output'];
  readonly toLine: Scalars['Int']['output'];
  /** A signed download link that lasts an hour; null until the clip is ready. */
  readonly url?: Maybe<Scalars['String']['output']>;
};

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

/** A moment worth a clip, chosen from the script: 20–60 s of whole lines. */
export type ClipSuggestion = {
  readonly __typename?: 'ClipSuggestion';
  readonly duration: Scalars['Float']['output'];
  readonly fromLine: Scalars['Int']['output'];
  /** Why it was chosen, for people. */
  readonly reason: Scalars['String']['output'];
  readonly startTime: Scalars['Float']['output'];
  readonly toLine: Scalars['Int']['output'];
};

/** A voice cloned by its owner: voice_type Custom, seen and used by the owner alone. */
export type ClonedVoice = {
  readonly __typename?: 'ClonedVoice';
  readonly gender: Scalars['String']['output'];
  readonly languageCode: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly named: Scalars['Boolean']['output'];
  readonly optionKey: Scalars['String']['output'];
  readonly voice_type: Scalars['String']['output'];
};

export type ClonedVoiceResult = {
  readonly __typename?: 'ClonedVoiceResult';
  /** elevenlabs (a real clone) or approximation (an offline eSpeak voice tuned to the recording). */
  readonly method: Scalars['String']['output'];
  /** A signed link to the clone's 30-second preview. */
  readonly previewUrl: Scalars['String']['output'];
  readonly voice: ClonedVoice;
};

/** Company sign-up's details (spec 001 §2); each is trimmed, empty clears it. */
export type CompanyDetailsInput = {
  /** company or individual */
  readonly accountType?: InputMaybe<Scalars['String']['input']>;
  readonly companyName?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2, e.g. IN. */
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly designation?: InputMaybe<Scalars['String']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
};

export type ConvertAudioInput = {
  /** Bits, for wav and flac: 16 or 24 */
  readonly bitDepth?: InputMaybe<Scalars['Int']['input']>;
  /** mp3, wav, ogg, m4a or flac */
  readonly format?: InputMaybe<Scalars['String']['input']>;
  readonly podcastId?: InputMaybe<Scalars['Int']['input']>;
  /** kbps: mp3 64, 128, 192 or 320; ogg (Opus) 32, 64, 96 or 128; m4a (AAC) 96, 128, 192 or 256 */
  readonly quality?: InputMaybe<Scalars['Int']['input']>;
  /** Hz, for wav and flac: 22050, 44100 or 48000 (left out, the source's rate) */
  readonly sampleRate?: InputMaybe<Scalars['Int']['input']>;
};

export type ConvertAudioResult = {
  readonly __typename?: 'ConvertAudioResult';
  /** dB the export was turned down because its encoder pushed the true peak over -1.5 dBTP (0: untouched). */
  readonly gainDb: Scalars['Float']['output'];
  /** Measured on the exported file. */
  readonly loudness: LoudnessReport;
  readonly message: Scalars['String']['output'];
  readonly newFileUrl: Scalars['String']['output'];
  readonly status: Scalars['String']['output'];
};

export type CreateApiTokenInput = {
  /** Days until it stops working; null or left out: never. */
  readonly expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  readonly name: Scalars['String']['input'];
  /** Some of read, write and publish. */
  readonly scopes: ReadonlyArray<Scalars['String']['input']>;
};

export type CreateClipInput = {
  readonly aspect: ClipAspect;
  /** The first and last line of the span (indices of the script's lines from 0, both included). */
  readonly fromLine: Scalars['Int']['input'];
  readonly podcastId: Scalars['Int']['input'];
  /** Offer it in the episode's feed item as podcast:soundbite (default false). */
  readonly soundbite?: InputMaybe<Scalars['Boolean']['input']>;
  readonly toLine: Scalars['Int']['input'];
};

export type CreateWebhookEndpointInput = {
  readonly events: ReadonlyArray<Scalars['String']['input']>;
  /** https (plain http or a private address only where FETCH_ALLOW_PRIVATE allows it). */
  readonly url: Scalars['String']['input'];
};

export type CreatedApiToken = {
  readonly __typename?: 'CreatedApiToken';
  readonly id: Scalars['Int']['output'];
  /** Sent as Authorization: Bearer plm_…; shown this once and stored only as a hash. */
  readonly token: Scalars['String']['output'];
};

export type CreatedWebhookEndpoint = {
  readonly __typename?: 'CreatedWebhookEndpoint';
  readonly id: Scalars['Int']['output'];
  /** whsec_…: the key of the deliveries' signatures; shown this once. */
  readonly secret: Scalars['String']['output'];
};

/** A copy of everything the account keeps, as one zip (Download my data). */
export type DataExport = {
  readonly __typename?: 'DataExport';
  /** The zip's size in bytes, once made. */
  readonly bytes?: Maybe<Scalars['Float']['output']>;
  readonly createdAt: Scalars['String']['output'];
  /** Why it failed, for people. */
  readonly error?: Maybe<Scalars['String']['output']>;
  /** Seven days after the zip was made; then the file is deleted. */
  readonly expiresAt?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** queued, running, ready, failed or expired */
  readonly status: Scalars['String']['output'];
  /** A signed link to the zip while it is ready; it stops working at expiresAt. */
  readonly url?: Maybe<Scalars['String']['output']>;
};

export type DataExportRequested = {
  readonly __typename?: 'DataExportRequested';
  readonly exportId: Scalars['ID']['output'];
};

export type DeleteClonedVoiceResult = {
  readonly __typename?: 'DeleteClonedVoiceResult';
  readonly success: Scalars['Boolean']['output'];
};

export type DeletePodcastResult = {
  readonly __typename?: 'DeletePodcastResult';
  readonly message: Scalars['String']['output'];
  readonly podcastId: Scalars['Int']['output'];
  readonly success: Scalars['Boolean']['output'];
};

export type DeletePronunciationResult = {
  readonly __typename?: 'DeletePronunciationResult';
  readonly success: Scalars['Boolean']['output'];
};

export type DeleteSourceResult = {
  readonly __typename?: 'DeleteSourceResult';
  readonly id: Scalars['Int']['output'];
  readonly success: Scalars['Boolean']['output'];
};

/** SUBMIT: submit the feed to the directory once (and save the listing link); LISTED: the listing link is saved. */
export type DestinationStatus =
  | 'LISTED'
  | 'SUBMIT';

/** How a track's clip sits in the programme (seconds). start null: its place in the running order (intro, speech, outro); loop null: the background loops under the speech, the others do not. */
export type EditorClip = {
  readonly __typename?: 'EditorClip';
  readonly fadeIn: Scalars['Float']['output'];
  readonly fadeOut: Scalars['Float']['output'];
  readonly loop?: Maybe<Scalars['Boolean']['output']>;
  readonly start?: Maybe<Scalars['Float']['output']>;
  readonly trimEnd: Scalars['Float']['output'];
  readonly trimStart: Scalars['Float']['output'];
};

/** A clip's move, trims (cut from either end of its audio), fades (30 s at most) and loop; seconds. */
export type EditorClipInput = {
  readonly fadeIn: Scalars['Float']['input'];
  readonly fadeOut: Scalars['Float']['input'];
  readonly loop?: InputMaybe<Scalars['Boolean']['input']>;
  readonly start?: InputMaybe<Scalars['Float']['input']>;
  readonly trimEnd: Scalars['Float']['input'];
  readonly trimStart: Scalars['Float']['input'];
};

export type EditorProject = {
  readonly __typename?: 'EditorProject';
  readonly id: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly podcastId?: Maybe<Scalars['Int']['output']>;
  /** The podcast's rendered speakers, in the order they first speak. */
  readonly speakers: ReadonlyArray<Scalars['String']['output']>;
  readonly tracks: ReadonlyArray<EditorTrack>;
  readonly updatedAt: Scalars['String']['output'];
};

/** Spec 001 §3 Audio track: volume 0–1; url is a signed, expiring link to what plays on it (null when empty). */
export type EditorTrack = {
  readonly __typename?: 'EditorTrack';
  readonly clip: EditorClip;
  /** speaker1, speaker2, intro, outro or background */
  readonly id: Scalars['String']['output'];
  /** What the track holds, for people: the speaker's or the music's name. */
  readonly label?: Maybe<Scalars['String']['output']>;
  /** The music item that plays here, if any. */
  readonly musicId?: Maybe<Scalars['Int']['output']>;
  readonly muted: Scalars['Boolean']['output'];
  readonly name: Scalars['String']['output'];
  readonly solo: Scalars['Boolean']['output'];
  /** The rendered speaker whose stem plays here, if any. */
  readonly speaker?: Maybe<Scalars['String']['output']>;
  readonly url?: Maybe<Scalars['String']['output']>;
  readonly volume: Scalars['Float']['output'];
};

export type EditorTrackInput = {
  /** Left out: the clip as it sits in the running order, untrimmed. */
  readonly clip?: InputMaybe<EditorClipInput>;
  readonly id: Scalars['String']['input'];
  readonly musicId?: InputMaybe<Scalars['Int']['input']>;
  readonly muted: Scalars['Boolean']['input'];
  readonly solo: Scalars['Boolean']['input'];
  readonly speaker?: InputMaybe<Scalars['String']['input']>;
  readonly volume: Scalars['Float']['input'];
};

/** A published episode. link is the enclosure URL; pubDate is RFC 2822, as in the feed. */
export type Episode = {
  readonly __typename?: 'Episode';
  readonly description: Scalars['String']['output'];
  readonly durationSeconds: Scalars['Int']['output'];
  /**
   * The iframe that embeds the episode's player (480 × 200; it fits down to 320 × 160) in a blog or a site; null on
   * a private show, whose player is not public.
   */
  readonly embedCode?: Maybe<Scalars['String']['output']>;
  /** Exact byte length of the enclosure. */
  readonly enclosureLength: Scalars['Int']['output'];
  readonly enclosureUrl: Scalars['String']['output'];
  readonly episodeId: Scalars['Int']['output'];
  readonly feedUrl: Scalars['String']['output'];
  /** Permanent: re-publishing the podcast after a re-render keeps it and changes only the enclosure URL. */
  readonly guid: Scalars['String']['output'];
  readonly itunesEpisode?: Maybe<Scalars['Int']['output']>;
  readonly itunesSeason: Scalars['Int']['output'];
  readonly link: Scalars['String']['output'];
  /** The episode's public page (a listener's link to share); null on a private show, which has no public pages. */
  readonly pageUrl?: Maybe<Scalars['String']['output']>;
  readonly platform: Scalars['String']['output'];
  readonly podcastId?: Maybe<Scalars['Int']['output']>;
  readonly pubDate: Scalars['String']['output'];
  /** ISO 8601 (UTC): when it goes out, or went out. */
  readonly publishAt: Scalars['String']['output'];
  /** False once unpublished: the episode is then off its feed and the public pages. */
  readonly published: Scalars['Boolean']['output'];
  /** SCHEDULED while it waits for its release time (off the feed and pages), PUBLISHED after. */
  readonly status: EpisodeStatus;
  readonly title: Scalars['String']['output'];
};

/**
 * The /analytics page (spec 001 §2), from real enclosure downloads counted by IAB Podcast Measurement v2.2.
 * totalPlays: listening sessions (one per listener, episode and 24 h, bots and 0-1 probes excluded);
 * downloads: sessions that delivered a minute of audio (the whole file for episodes up to 60 s);
 * uniqueListeners: distinct listeners (IP + user agent, hashed) with a download;
 * completionRate: percent (0-100) of listener-episode pairs that fetched at least 90% of the bytes;
 * listeningTimeSeconds: estimated from the bytes delivered. countries, devices and platforms count
 * distinct listeners; country is 'Unknown' without a GeoIP database. ageGroups and gender are always null
 * (see unavailable).
 */
export type EpisodeAnalytics = {
  readonly __typename?: 'EpisodeAnalytics';
  readonly ageGroups?: Maybe<ReadonlyArray<ListenerCount>>;
  readonly completionRate: Scalars['Float']['output'];
  readonly countries: ReadonlyArray<ListenerCount>;
  readonly devices: ReadonlyArray<ListenerCount>;
  readonly downloads: Scalars['Int']['output'];
  /** Null for all of the caller's episodes. */
  readonly episodeId?: Maybe<Scalars['Int']['output']>;
  readonly gender?: Maybe<ReadonlyArray<ListenerCount>>;
  readonly listeningTimeSeconds: Scalars['Int']['output'];
  readonly period: Scalars['String']['output'];
  /** ISO 8601 start of the period (UTC week from Monday, month from the 1st); null for All Time. */
  readonly periodStart?: Maybe<Scalars['String']['output']>;
  readonly platforms: ReadonlyArray<ListenerCount>;
  /** From Podloom's web and embed players (source: player beacons), beside the downloads above. */
  readonly player: PlayerFigures;
  readonly totalPlays: Scalars['Int']['output'];
  readonly unavailable: ReadonlyArray<UnavailableFigure>;
  readonly uniqueListeners: Scalars['Int']['output'];
  readonly visitors: VisitorFigures;
};

/**
 * Spec 000 §3 "Episode input". Give audioUrl (from podcastPresignedUrlByPlatform or podcastPresignedUrl) or
 * podcastId. Title and description are required (spec 000 §5); itunesSeason defaults to 1, itunesEpisode to the
 * next number in the feed; itunesDuration is accepted and ignored (the duration is read from the audio).
 */
export type EpisodeInput = {
  readonly audioUrl?: InputMaybe<Scalars['String']['input']>;
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly itunesDuration?: InputMaybe<Scalars['String']['input']>;
  readonly itunesEpisode?: InputMaybe<Scalars['Int']['input']>;
  readonly itunesSeason?: InputMaybe<Scalars['Int']['input']>;
  readonly podcastId?: InputMaybe<Scalars['Int']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

/** PUBLISHED: on the feed and the public pages; SCHEDULED: waiting for its release time. */
export type EpisodeStatus =
  | 'PUBLISHED'
  | 'SCHEDULED';

export type FeatureLimit = {
  readonly __typename?: 'FeatureLimit';
  readonly featureId: Scalars['Int']['output'];
  readonly isEnabled: Scalars['Boolean']['output'];
  readonly numericLimit?: Maybe<Scalars['Int']['output']>;
  readonly selectedOptionId?: Maybe<Scalars['Int']['output']>;
  readonly textValue?: Maybe<Scalars['String']['output']>;
};

/** An option of a feature (spec 000 §3): language, speakers, category, duration, tone, voices, audio_format, quality_of_audio. */
export type FeatureOption = {
  readonly __typename?: 'FeatureOption';
  readonly displayOrder: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly optionKey: Scalars['String']['output'];
  readonly voice?: Maybe<Voice>;
};

/** Whether directories on the internet can fetch feeds from this server's PUBLIC_URL. */
export type FeedAddress = {
  readonly __typename?: 'FeedAddress';
  /** Why directories cannot reach the feed, when they cannot. */
  readonly problem?: Maybe<Scalars['String']['output']>;
  readonly publicUrl: Scalars['String']['output'];
  readonly reachable: Scalars['Boolean']['output'];
};

export type GeolocationInput = {
  /** Ignored: the server records the address the request came from. */
  readonly ipAddress?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to login. */
  readonly sourceEvent?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the server records the request's User-Agent. */
  readonly userAgent?: InputMaybe<Scalars['String']['input']>;
  /** Must be the signed-in user's id when given. */
  readonly userId?: InputMaybe<Scalars['ID']['input']>;
};

export type GeolocationLog = {
  readonly __typename?: 'GeolocationLog';
  readonly createdAt: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  readonly ipAddress: Scalars['String']['output'];
  readonly sourceEvent: Scalars['String']['output'];
  readonly userAgent: Scalars['String']['output'];
  readonly userId: Scalars['Int']['output'];
};

/** Spec 001 §3 Invoice generation result. */
export type InvoiceResult = {
  readonly __typename?: 'InvoiceResult';
  readonly message: Scalars['String']['output'];
  readonly presignedUrl?: Maybe<Scalars['String']['output']>;
  readonly s3Bucket?: Maybe<Scalars['String']['output']>;
  readonly s3Key?: Maybe<Scalars['String']['output']>;
  readonly success: Scalars['Boolean']['output'];
};

export type LineTiming = {
  readonly __typename?: 'LineTiming';
  readonly end: Scalars['Float']['output'];
  /** The line's index in the script, from 0. */
  readonly index: Scalars['Int']['output'];
  readonly speaker: Scalars['String']['output'];
  readonly start: Scalars['Float']['output'];
};

/** A listener of a private show, with their personal feed. */
export type Listener = {
  readonly __typename?: 'Listener';
  /** ISO 8601, UTC. */
  readonly createdAt: Scalars['String']['output'];
  /** Episode downloads through the personal feed, counted once per episode and day. */
  readonly downloads: Scalars['Int']['output'];
  readonly email: Scalars['String']['output'];
  /** The personal feed URL (a long random token); null once revoked. */
  readonly feedUrl?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['String']['output'];
  /** When their podcast app last fetched the personal feed (ISO 8601, UTC); null before the first fetch. */
  readonly lastFetchAt?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly revoked: Scalars['Boolean']['output'];
};

/** A count of distinct listeners under a name (a country, a device kind, an app). */
export type ListenerCount = {
  readonly __typename?: 'ListenerCount';
  readonly count: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
};

/** A listener's personal feed URL, as added or rotated, and whether it was mailed to them. */
export type ListenerFeed = {
  readonly __typename?: 'ListenerFeed';
  readonly feedUrl: Scalars['String']['output'];
  readonly listenerId: Scalars['String']['output'];
  /** Why the feed URL was not mailed, a sentence for the creator; null when it was. */
  readonly mailNote?: Maybe<Scalars['String']['output']>;
  /**
   * False when the mail was left out (the address or the show reached its listener mails of the hour) or failed;
   * the listener is added or rotated all the same.
   */
  readonly mailed: Scalars['Boolean']['output'];
};

/** EBU R128 loudness of a file, by ffmpeg's ebur128 filter. Targets: -16 LUFS (within 1 LU), true peak at most -1.5 dBTP. */
export type LoudnessReport = {
  readonly __typename?: 'LoudnessReport';
  /** Integrated loudness, LUFS. */
  readonly integrated: Scalars['Float']['output'];
  /** Loudness range, LU. */
  readonly range: Scalars['Float']['output'];
  /** True peak, dBTP. */
  readonly truePeak: Scalars['Float']['output'];
};

/** Spec 001 §3 Music item: musicUrl and presignedUrl are signed links that expire after an hour. */
export type MusicItem = {
  readonly __typename?: 'MusicItem';
  readonly createdAt: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  readonly musicName: Scalars['String']['output'];
  readonly musicPath: Scalars['String']['output'];
  readonly musicUrl: Scalars['String']['output'];
  readonly presignedUrl: Scalars['String']['output'];
  readonly userId: Scalars['Int']['output'];
};

export type MusicList = {
  readonly __typename?: 'MusicList';
  readonly items: ReadonlyArray<MusicItem>;
};

export type MusicPresignedUrl = {
  readonly __typename?: 'MusicPresignedUrl';
  readonly musicPath: Scalars['String']['output'];
  readonly presignedUrl: Scalars['String']['output'];
};

export type Mutation = {
  readonly __typename?: 'Mutation';
  readonly _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Publishes a podcast to the caller's show for the platform (the one published there, else the only show);
   * once per show, whichever directories it goes to. Without a show the error contains
   * 'no RSS feed found' (the browser then opens the RSS modal); a userId that is not the caller's is refused
   * with 'Invalid user ID. Please log in again.'
   */
  readonly addEpisode: Episode;
  /**
   * Adds a listener (name and e-mail) to one of the caller's shows and mails them a personal feed URL (at most 3
   * feed mails an hour to one address and 50 an hour from one show; past those, mailed is false). Its feed
   * works while the show is private: itunes:block and podcast:locked yes, every episode file signed for them.
   */
  readonly addListener: ListenerFeed;
  /** Publishes the episode of a run waiting for approval. */
  readonly approveSeriesRun: SeriesRun;
  /** Turns auto-renew off; the plan lasts to the end of the period already paid. */
  readonly cancelSubscription: MySubscription;
  /** Converts the podcast's audio to another format and answers a download link. */
  readonly convertAudio: ConvertAudioResult;
  /** Makes a personal API token (a browser session only: a token can never make tokens). */
  readonly createApiToken: CreatedApiToken;
  /** Renders a span of the podcast's lines as an MP4 audiogram in the job queue. */
  readonly createClip: StartedClip;
  /**
   * Updates the caller's show for the platform (else the show with this title), or creates one; the platform
   * becomes a destination of the show. Shows carry one feed each, whatever directories they are on.
   */
  readonly createRss: RssResult;
  readonly createSeries: Series;
  readonly createShow: Show;
  /** Stores a help request, mails the support team and answers its ticket id. */
  readonly createSupportTicket: SupportTicketResult;
  /** Registers an endpoint for some events; answers its signing secret, shown once. */
  readonly createWebhookEndpoint: CreatedWebhookEndpoint;
  /** Deletes the caller's account after checking the password (or, without one, the mailed code): signed out at once, everything else follows. */
  readonly deleteAccount: AccountDeleted;
  /** Deletes a clip and its file; a render still going stops. */
  readonly deleteClip: Scalars['Boolean']['output'];
  /** Deletes the caller's clone here and at its provider. */
  readonly deleteClonedVoice: DeleteClonedVoiceResult;
  /** Removes the podcast, its jobs and its stored files. */
  readonly deletePodcast: DeletePodcastResult;
  readonly deletePronunciation: DeletePronunciationResult;
  /** Deletes a series and its runs; a run under way stops. */
  readonly deleteSeries: Scalars['Boolean']['output'];
  /**
   * Deletes a show. Refused while it has published episodes unless confirm is true; afterwards its feed and
   * page answer 410 Gone.
   */
  readonly deleteShow: Scalars['Boolean']['output'];
  /** Removes a source from the library; scripts already written keep their text. */
  readonly deleteSource: DeleteSourceResult;
  /** Deletes an endpoint and its deliveries: nothing more is sent to it. */
  readonly deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Mixes the project's tracks into a new audio revision of its podcast. */
  readonly exportMixdown: StartedMixdown;
  /** Renders (once) and links the invoice of one of the caller's paid transactions. */
  readonly generateInvoice: InvoiceResult;
  /** Names a clone made by POST /voices/clone (the modal's last step); it then joins its owner's voices. */
  readonly nameClonedVoice: ClonedVoiceResult;
  /** Publishes a podcast to the show's one feed (once, whichever directories) and records the directory. */
  readonly publishEpisode: PublishEpisodeResult;
  /** Sends a delivery again now. */
  readonly redeliverWebhook: Scalars['Boolean']['output'];
  /** Gives a source another title (1 to 200 characters). */
  readonly renameSource: Source;
  /** Mails a code that confirms deleteAccount, for an account that signs in with Google and has no password. */
  readonly requestAccountDeletionCode: AccountDeleted;
  /** Starts gathering the caller's data into one zip; the link is mailed when it is ready. One at a time. */
  readonly requestDataExport: DataExportRequested;
  /** Revokes one of the caller's API tokens: it is refused from the next request on. */
  readonly revokeApiToken: Scalars['Boolean']['output'];
  /** Ends a listener's access at once: their feed answers 410 Gone and their signed links are refused. */
  readonly revokeListener: Listener;
  /**
   * Gives a listener a new feed URL (mailed to them within the same limits as addListener); the old one answers
   * 410 Gone, mailed or not.
   */
  readonly rotateListener: ListenerFeed;
  /** Starts a run now. */
  readonly runSeries: SeriesRun;
  /** Stores the editor's five tracks (the editor saves itself a moment after each change). */
  readonly saveEditorProject: EditorProject;
  /**
   * Saves the show's listing link in a directory (its page there, https on the directory's own host; empty
   * clears it): the destination then reads LISTED. Records the directory as a destination if it is not one yet.
   */
  readonly setListingLink: Show;
  /** Saves the podcast's intro, bed and outro for its next render (a render re-mixes without reading the lines again). */
  readonly setPodcastMusic: Podcast;
  /** Adds a pronunciation, or changes the one for the same word and language. The next render re-reads only the lines it changes. */
  readonly setPronunciation: Pronunciation;
  /** Takes one of the caller's episodes off its feed and the public pages; publishing the podcast again restores it. */
  readonly unpublishEpisode: Episode;
  /** The transcript must parse; changing it clears the audio. */
  readonly updatePodcastTranscript: Podcast;
  /** Saves the profile name and answers the profile. */
  readonly updateProfile: UserProfile;
  readonly updateSeries: Series;
  /** Saves a show's details; the feed and pages follow, and WebSub is pinged. */
  readonly updateShow: Show;
  /** Records where a login came from: the request's address and browser, for the token's user. */
  readonly uploadGeolocation: GeolocationLog;
};


export type MutationAddEpisodeArgs = {
  episode: EpisodeInput;
  platform: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationAddListenerArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  showId: Scalars['String']['input'];
};


export type MutationApproveSeriesRunArgs = {
  runId: Scalars['Int']['input'];
};


export type MutationConvertAudioArgs = {
  input: ConvertAudioInput;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateClipArgs = {
  input: CreateClipInput;
};


export type MutationCreateRssArgs = {
  input: RssInput;
};


export type MutationCreateSeriesArgs = {
  input: SeriesInput;
};


export type MutationCreateShowArgs = {
  input: ShowInput;
};


export type MutationCreateSupportTicketArgs = {
  input: SupportTicketInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeleteAccountArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteClipArgs = {
  clipId: Scalars['Int']['input'];
};


export type MutationDeleteClonedVoiceArgs = {
  optionKey: Scalars['String']['input'];
};


export type MutationDeletePodcastArgs = {
  podcastId: Scalars['Int']['input'];
};


export type MutationDeletePronunciationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteSeriesArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteShowArgs = {
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  showId: Scalars['String']['input'];
};


export type MutationDeleteSourceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['Int']['input'];
};


export type MutationExportMixdownArgs = {
  projectId: Scalars['Int']['input'];
};


export type MutationGenerateInvoiceArgs = {
  transactionId: Scalars['String']['input'];
};


export type MutationNameClonedVoiceArgs = {
  gender: Scalars['String']['input'];
  name: Scalars['String']['input'];
  optionKey: Scalars['String']['input'];
};


export type MutationPublishEpisodeArgs = {
  input: PublishEpisodeInput;
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['Int']['input'];
};


export type MutationRenameSourceArgs = {
  id: Scalars['Int']['input'];
  title: Scalars['String']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRevokeListenerArgs = {
  listenerId: Scalars['String']['input'];
};


export type MutationRotateListenerArgs = {
  listenerId: Scalars['String']['input'];
};


export type MutationRunSeriesArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSaveEditorProjectArgs = {
  input: SaveEditorProjectInput;
};


export type MutationSetListingLinkArgs = {
  listingUrl?: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['String']['input'];
  showId: Scalars['String']['input'];
};


export type MutationSetPodcastMusicArgs = {
  input: PodcastMusicInput;
};


export type MutationSetPronunciationArgs = {
  input: PronunciationInput;
};


export type MutationUnpublishEpisodeArgs = {
  episodeId: Scalars['Int']['input'];
};


export type MutationUpdatePodcastTranscriptArgs = {
  input: UpdatePodcastTranscriptInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateSeriesArgs = {
  id: Scalars['Int']['input'];
  input: SeriesInput;
};


export type MutationUpdateShowArgs = {
  input: ShowInput;
  showId: Scalars['String']['input'];
};


export type MutationUploadGeolocationArgs = {
  input: GeolocationInput;
};

/** The caller's plan (Free without a subscription), its period, renewal, this month's minutes and voice tiers. */
export type MySubscription = {
  readonly __typename?: 'MySubscription';
  readonly autoRenew: Scalars['Boolean']['output'];
  /** How many cloned voices the plan keeps, and how many the caller has (drafts count) */
  readonly clonesLimit: Scalars['Int']['output'];
  readonly clonesUsed: Scalars['Int']['output'];
  readonly currentPeriodEnd?: Maybe<Scalars['String']['output']>;
  readonly currentPeriodStart?: Maybe<Scalars['String']['output']>;
  readonly graceUntil?: Maybe<Scalars['String']['output']>;
  /** The longest episode a script may be written for, in minutes */
  readonly longestEpisodeMinutes: Scalars['Int']['output'];
  readonly minutesLimit: Scalars['Int']['output'];
  readonly minutesUsed: Scalars['Float']['output'];
  readonly nextRenewalDate?: Maybe<Scalars['String']['output']>;
  readonly planId?: Maybe<Scalars['Int']['output']>;
  readonly planName: Scalars['String']['output'];
  readonly priceText: Scalars['String']['output'];
  /** active, cancelled (auto-renew off, runs to its end), grace (renewal unpaid) or free */
  readonly status: Scalars['String']['output'];
  readonly usagePeriodStart: Scalars['String']['output'];
  /** Basic, Premium, Neural, Ultra: the voice tiers the plan may render with */
  readonly voiceTiers: ReadonlyArray<Scalars['String']['output']>;
};

export type PageInfo = {
  readonly __typename?: 'PageInfo';
  readonly currentPage: Scalars['Int']['output'];
  readonly hasNextPage: Scalars['Boolean']['output'];
  readonly hasPreviousPage: Scalars['Boolean']['output'];
  readonly totalItems: Scalars['Int']['output'];
  readonly totalPages: Scalars['Int']['output'];
};

/** Spec 001 §3 Payment transaction. */
export type PaymentTransaction = {
  readonly __typename?: 'PaymentTransaction';
  readonly amountCharged?: Maybe<Scalars['Float']['output']>;
  readonly amountIntended: Scalars['Float']['output'];
  readonly clientSubscriptionId?: Maybe<Scalars['Int']['output']>;
  readonly completedAt?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly currencyCode: Scalars['String']['output'];
  readonly errorCode?: Maybe<Scalars['String']['output']>;
  readonly gatewayChargeId?: Maybe<Scalars['String']['output']>;
  /** The gateway's own fields, as JSON text */
  readonly gatewayMetadata?: Maybe<Scalars['String']['output']>;
  readonly gatewayRespondedAt?: Maybe<Scalars['String']['output']>;
  readonly gatewayTransactionId?: Maybe<Scalars['String']['output']>;
  readonly initiatedAt: Scalars['String']['output'];
  readonly invoiceFileUrl?: Maybe<Scalars['String']['output']>;
  readonly invoiceId?: Maybe<Scalars['Int']['output']>;
  readonly orderId: Scalars['String']['output'];
  readonly paymentGatewayUsed: Scalars['String']['output'];
  readonly paymentMethodId?: Maybe<Scalars['String']['output']>;
  readonly refundAmount?: Maybe<Scalars['Float']['output']>;
  readonly refundedAt?: Maybe<Scalars['String']['output']>;
  readonly statusMessage?: Maybe<Scalars['String']['output']>;
  readonly taxAmount?: Maybe<Scalars['Float']['output']>;
  readonly transactionId: Scalars['Int']['output'];
  /** PENDING, SUCCESS or FAILED */
  readonly transactionStatus: Scalars['String']['output'];
  readonly updatedAt: Scalars['String']['output'];
  readonly userId: Scalars['Int']['output'];
};

export type PaymentTransactionPage = {
  readonly __typename?: 'PaymentTransactionPage';
  readonly items: ReadonlyArray<PaymentTransaction>;
  readonly total: Scalars['Int']['output'];
};

/** What a plan allows: the server enforces these, and the plan's planDescription lines are written from them. */
export type PlanLimits = {
  readonly __typename?: 'PlanLimits';
  /** How many cloned voices the plan keeps */
  readonly clones: Scalars['Int']['output'];
  readonly longestEpisodeMinutes: Scalars['Int']['output'];
  /** Audio minutes per monthly usage period */
  readonly minutes: Scalars['Int']['output'];
  readonly storageBytes: Scalars['Float']['output'];
  /** Basic, Premium, Neural, Ultra: the voice tiers a render may use */
  readonly voiceTiers: ReadonlyArray<Scalars['String']['output']>;
};

export type PlanPricing = {
  readonly __typename?: 'PlanPricing';
  readonly amount: Scalars['Float']['output'];
  /** monthly or yearly */
  readonly billingCycle: Scalars['String']['output'];
  /** INR or USD */
  readonly currencyCode: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  readonly priceDisplayTextOverride?: Maybe<Scalars['String']['output']>;
  readonly status: Scalars['String']['output'];
};

/**
 * What Podloom's own players (the public episode pages and embeds) reported with privacy-friendly beacons: plays
 * once per listener, episode and UTC day (bots ignored); listening time actually heard; completion rate the percent
 * of plays that reached 95% of the episode.
 */
export type PlayerFigures = {
  readonly __typename?: 'PlayerFigures';
  readonly completionRate: Scalars['Float']['output'];
  readonly listeningTimeSeconds: Scalars['Int']['output'];
  readonly plays: Scalars['Int']['output'];
};

/** Spec 000 §3 Podcast. Dates are ISO 8601; duration is in seconds of rendered audio. */
export type Podcast = {
  readonly __typename?: 'Podcast';
  readonly audioFileUrl?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly description: Scalars['String']['output'];
  readonly duration?: Maybe<Scalars['Float']['output']>;
  readonly error?: Maybe<Scalars['String']['output']>;
  readonly fileName?: Maybe<Scalars['String']['output']>;
  readonly fileType?: Maybe<Scalars['String']['output']>;
  /** What the episode was asked to concentrate on. */
  readonly focus?: Maybe<Scalars['String']['output']>;
  /** deep_dive (the default conversation), brief, critique or debate. */
  readonly format: Scalars['String']['output'];
  /** Language option key, e.g. en-IN. */
  readonly language: Scalars['String']['output'];
  /** The script's lines in order, each with the sources it cites (the transcript, line by line). */
  readonly lines: ReadonlyArray<PodcastLine>;
  /** The current audio's loudness, measured on the file (null before a render). */
  readonly loudness?: Maybe<LoudnessReport>;
  readonly podcastId: Scalars['Int']['output'];
  readonly presignedUrl?: Maybe<Scalars['String']['output']>;
  readonly s3Bucket?: Maybe<Scalars['String']['output']>;
  readonly s3Path?: Maybe<Scalars['String']['output']>;
  /** What the podcast was generated with, so it can be generated again. */
  readonly settings: PodcastSettings;
  /** The library sources the script was written from (those since deleted are left out). */
  readonly sources: ReadonlyArray<Source>;
  readonly status: Scalars['String']['output'];
  readonly tags: ReadonlyArray<Scalars['String']['output']>;
  readonly title: Scalars['String']['output'];
  readonly transcript: Scalars['String']['output'];
  readonly updatedAt: Scalars['String']['output'];
  /** The account that owns the podcast; podcasts are only ever shown to it. */
  readonly user: PodcastOwner;
  readonly userId: Scalars['Int']['output'];
};

/** A signed, expiring link to a podcast's audio; error says why there is none. */
export type PodcastAudioUrl = {
  readonly __typename?: 'PodcastAudioUrl';
  readonly error?: Maybe<Scalars['String']['output']>;
  readonly podcastId: Scalars['Int']['output'];
  readonly presignedUrl?: Maybe<Scalars['String']['output']>;
};

/** Your Recent Podcasts' filter (spec 000 §2); every part is optional. */
export type PodcastFilter = {
  /** Language option key, e.g. en-IN. */
  readonly language?: InputMaybe<Scalars['String']['input']>;
  /** Words in the title, any case. */
  readonly search?: InputMaybe<Scalars['String']['input']>;
  /** SCRIPT (a script without audio), AUDIO (with audio, not on a feed) or PUBLISHED (on a feed). */
  readonly status?: InputMaybe<Scalars['String']['input']>;
};

/** A line of the script and the passages of sources it relies on. */
export type PodcastLine = {
  readonly __typename?: 'PodcastLine';
  /** Citations that verified: the line's words and numbers are in the cited passage. */
  readonly citations: ReadonlyArray<Citation>;
  /** The line's index in the script, from 0. */
  readonly index: Scalars['Int']['output'];
  readonly speaker: Scalars['String']['output'];
  readonly text: Scalars['String']['output'];
  /** The line states a fact, number, name or quotation that no verified citation supports. */
  readonly unsupported: Scalars['Boolean']['output'];
};

/** Items of the music library a render plays around and under the speech (null: none). */
export type PodcastMusic = {
  readonly __typename?: 'PodcastMusic';
  readonly bed?: Maybe<Scalars['Int']['output']>;
  /** 0 to 1. */
  readonly bedVolume: Scalars['Float']['output'];
  readonly intro?: Maybe<Scalars['Int']['output']>;
  readonly outro?: Maybe<Scalars['Int']['output']>;
};

/** The music of a podcast's renders: items of your music library (null: none) and the bed's volume. */
export type PodcastMusicInput = {
  /** Loops under the speech, ducked under the voices. */
  readonly bed?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 1 (0.5 when left out). */
  readonly bedVolume?: InputMaybe<Scalars['Float']['input']>;
  /** Plays first; the speech starts as it fades. */
  readonly intro?: InputMaybe<Scalars['Int']['input']>;
  /** Follows the last line, faded. */
  readonly outro?: InputMaybe<Scalars['Int']['input']>;
  readonly podcastId: Scalars['Int']['input'];
};

/** A podcast's owner as the podcast shows it: a name, never an address (spec 000 §3 Podcast.user). */
export type PodcastOwner = {
  readonly __typename?: 'PodcastOwner';
  readonly family_name: Scalars['String']['output'];
  readonly given_name: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
};

export type PodcastPage = {
  readonly __typename?: 'PodcastPage';
  readonly items: ReadonlyArray<Podcast>;
  readonly pageInfo: PageInfo;
};

export type PodcastSettings = {
  readonly __typename?: 'PodcastSettings';
  /** Whether the last render laid the listener's short backchannels (mm-hmm, right, yeah) under long turns. */
  readonly backchannels: Scalars['Boolean']['output'];
  readonly category?: Maybe<Scalars['String']['output']>;
  /** Minutes. */
  readonly duration?: Maybe<Scalars['Float']['output']>;
  readonly guest?: Maybe<Scalars['String']['output']>;
  readonly guestVoice?: Maybe<Scalars['String']['output']>;
  readonly host?: Maybe<Scalars['String']['output']>;
  readonly hostVoice?: Maybe<Scalars['String']['output']>;
  /** Where each script line is spoken in the current audio (seconds; empty before a render). */
  readonly lineTimings: ReadonlyArray<LineTiming>;
  /** The intro, bed and outro its renders play (null: none chosen). */
  readonly music?: Maybe<PodcastMusic>;
  readonly noOfSpeaker?: Maybe<Scalars['Int']['output']>;
  /** The library sources the script was written from. */
  readonly sourceIds: ReadonlyArray<Scalars['Int']['output']>;
  readonly tone?: Maybe<Scalars['String']['output']>;
  /** Every speaker with the voice the podcast was last rendered with: opening the podcast again selects them. */
  readonly voices: ReadonlyArray<SpeakerVoice>;
};

export type PopularTopic = {
  readonly __typename?: 'PopularTopic';
  readonly id: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly ranking: Scalars['Int']['output'];
};

export type PopularTopicList = {
  readonly __typename?: 'PopularTopicList';
  readonly items: ReadonlyArray<PopularTopic>;
};

/** The presigned URL of a podcast's audio for publishing: works without a session until expiry (ISO 8601). */
export type PresignedUrlResult = {
  readonly __typename?: 'PresignedUrlResult';
  readonly expiry: Scalars['String']['output'];
  readonly presignedUrl: Scalars['String']['output'];
};

/** An entry of the caller's pronunciation dictionary: a word or phrase and how every voice should say it. */
export type Pronunciation = {
  readonly __typename?: 'Pronunciation';
  readonly id: Scalars['Int']['output'];
  /** A language prefix (en, en-IN), or null for every language. */
  readonly language?: Maybe<Scalars['String']['output']>;
  /** A plain respelling, e.g. pod loom. */
  readonly sayAs: Scalars['String']['output'];
  readonly text: Scalars['String']['output'];
};

export type PronunciationInput = {
  /** A language prefix (en, en-IN); left out, every language. */
  readonly language?: InputMaybe<Scalars['String']['input']>;
  readonly sayAs: Scalars['String']['input'];
  readonly text: Scalars['String']['input'];
};

/** A podcast to publish to one of the caller's shows for a directory (spec 000 §3 episode fields). */
export type PublishEpisodeInput = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly itunesEpisode?: InputMaybe<Scalars['Int']['input']>;
  readonly itunesSeason?: InputMaybe<Scalars['Int']['input']>;
  /** A platform key of spec 000 §7 or its name; recorded as a destination of the show. */
  readonly platform: Scalars['String']['input'];
  readonly podcastId: Scalars['Int']['input'];
  /**
   * Publish at a later time: ISO 8601 with the creator's offset (2026-12-01T09:00:00+05:30), stored in UTC. The
   * episode is SCHEDULED (off the feed, pages and sitemap) until then; publishing again re-times it, null publishes
   * it now, unpublishEpisode cancels it. Absent or null publishes now.
   */
  readonly publishAt?: InputMaybe<Scalars['String']['input']>;
  readonly showId: Scalars['String']['input'];
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

export type PublishEpisodeResult = {
  readonly __typename?: 'PublishEpisodeResult';
  readonly episodeId: Scalars['Int']['output'];
  /** The show's one feed, the URL to submit to the directory. */
  readonly feedUrl: Scalars['String']['output'];
  readonly guid: Scalars['String']['output'];
  /** The enclosure URL. */
  readonly link: Scalars['String']['output'];
  readonly platform: Scalars['String']['output'];
  /** RFC 2822, as in the feed. */
  readonly pubDate: Scalars['String']['output'];
  /** ISO 8601 (UTC): when it goes out, or went out. */
  readonly publishAt: Scalars['String']['output'];
  readonly showId: Scalars['String']['output'];
  readonly status: EpisodeStatus;
  readonly title: Scalars['String']['output'];
};

export type Query = {
  readonly __typename?: 'Query';
  /** The caller's music by name; a first visit adds the music beds Podloom makes. */
  readonly allMusic: MusicList;
  /** The caller's API tokens that are not revoked (a browser session only: tokens cannot list tokens). */
  readonly apiTokens: ReadonlyArray<ApiToken>;
  /** Apple Podcasts categories, for the RSS form's category picker. */
  readonly appleCategories: ReadonlyArray<AppleCategory>;
  /** Three moments of the podcast worth a clip (empty before its audio is rendered). */
  readonly clipSuggestions: ReadonlyArray<ClipSuggestion>;
  /** The podcast's clips, oldest first. */
  readonly clips: ReadonlyArray<Clip>;
  /** The caller's data exports, newest first. */
  readonly dataExports: ReadonlyArray<DataExport>;
  /** The caller's editor project for a podcast (made on first opening), or their project without one. */
  readonly editorProject: EditorProject;
  /** Figures for one of the caller's episodes, or all of them; period is 'This Week' (default), 'This Month' or 'All Time'. */
  readonly episodeAnalytics: EpisodeAnalytics;
  /** The caller's episodes on a platform's feed (all platforms when omitted), newest first; empty without a feed. */
  readonly episodes: ReadonlyArray<Episode>;
  /** Options ordered by displayOrder; for voices, languageCode is required. Batch several with aliases. */
  readonly featureOptions: ReadonlyArray<FeatureOption>;
  /** Whether directories can reach feeds here (not localhost, a private address or plain http), shown before Publish. */
  readonly feedAddress: FeedAddress;
  /** The plan catalogue, sorted by displayOrder. */
  readonly getAllSubscriptions: SubscriptionList;
  readonly getPopularTopics: PopularTopicList;
  /** Answers true while the API is up. */
  readonly health: Scalars['Boolean']['output'];
  /** The listeners of one of the caller's shows, oldest first. */
  readonly listeners: ReadonlyArray<Listener>;
  /** The signed-in user. */
  readonly me: UserProfile;
  /** A playable link to one of the caller's music items. */
  readonly musicPresignedUrl: MusicPresignedUrl;
  readonly mySubscription: MySubscription;
  /** One of the caller's podcasts. */
  readonly podcast: Podcast;
  /** The podcast a generation job wrote, once its transcript exists (the browser's fallback). */
  readonly podcastByBatchJobId?: Maybe<Podcast>;
  readonly podcastPresignedUrl: PodcastAudioUrl;
  /** The browser's audio fallback after a generation. */
  readonly podcastPresignedUrlByBatchJobId: PodcastAudioUrl;
  /** Spec 000 §7's presigned URL by podcast id and platform: the caller's podcast audio, signed for an hour. */
  readonly podcastPresignedUrlByPlatform: PresignedUrlResult;
  /** Hear it: one of the caller's pronunciations said by a voice, with the caller's dictionary applied. */
  readonly pronunciationPreview: VoicePreview;
  /** The caller's pronunciation dictionary, by word. */
  readonly pronunciations: ReadonlyArray<Pronunciation>;
  /** The caller's shows as the spec's per-platform feeds: one entry per show and directory it was published to. */
  readonly rssFeeds: ReadonlyArray<RssFeed>;
  /** The caller's series. */
  readonly series: ReadonlyArray<Series>;
  /** A series' runs, newest first (the last 50). */
  readonly seriesRuns: ReadonlyArray<SeriesRun>;
  /** One of the caller's shows; null for an unknown id or someone else's. */
  readonly show?: Maybe<Show>;
  /** Figures for one of the caller's shows; period as for episodeAnalytics. */
  readonly showAnalytics: ShowAnalytics;
  /** The caller's shows, newest first. */
  readonly shows: ReadonlyArray<Show>;
  /** One of the caller's sources. */
  readonly source: Source;
  /** The caller's source library, newest first (pageSize 50 at most). */
  readonly sources: SourcePage;
  /** Where a help request stands, for whoever holds its ticket id (nothing else of the ticket is shown). */
  readonly supportTicket?: Maybe<SupportTicketStatus>;
  /** The caller's payments, newest first. */
  readonly userPaymentTransactions: PaymentTransactionPage;
  /** The caller's podcasts, newest first, filtered; the page info counts the filtered ones. */
  readonly userPodcasts: PodcastPage;
  /** A short sample of a voice, made once and kept. */
  readonly voicePreview: VoicePreview;
  /** An endpoint's deliveries, newest first, 20 a page. */
  readonly webhookDeliveries: ReadonlyArray<WebhookDelivery>;
  /** The caller's webhook endpoints. */
  readonly webhookEndpoints: ReadonlyArray<WebhookEndpoint>;
};


export type QueryClipSuggestionsArgs = {
  podcastId: Scalars['Int']['input'];
};


export type QueryClipsArgs = {
  podcastId: Scalars['Int']['input'];
};


export type QueryEditorProjectArgs = {
  podcastId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEpisodeAnalyticsArgs = {
  episodeId?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEpisodesArgs = {
  platform?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFeatureOptionsArgs = {
  featureKey: Scalars['String']['input'];
  languageCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListenersArgs = {
  showId: Scalars['String']['input'];
};


export type QueryMusicPresignedUrlArgs = {
  musicId: Scalars['Int']['input'];
};


export type QueryPodcastArgs = {
  podcastId: Scalars['Int']['input'];
};


export type QueryPodcastByBatchJobIdArgs = {
  batchJobId: Scalars['String']['input'];
};


export type QueryPodcastPresignedUrlArgs = {
  podcastId: Scalars['Int']['input'];
};


export type QueryPodcastPresignedUrlByBatchJobIdArgs = {
  batchJobId: Scalars['String']['input'];
};


export type QueryPodcastPresignedUrlByPlatformArgs = {
  platform: Scalars['String']['input'];
  podcastId: Scalars['Int']['input'];
};


export type QueryPronunciationPreviewArgs = {
  id: Scalars['Int']['input'];
  optionKey: Scalars['String']['input'];
};


export type QuerySeriesRunsArgs = {
  id: Scalars['Int']['input'];
};


export type QueryShowArgs = {
  showId: Scalars['String']['input'];
};


export type QueryShowAnalyticsArgs = {
  period?: InputMaybe<Scalars['String']['input']>;
  showId: Scalars['String']['input'];
};


export type QuerySourceArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySourcesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySupportTicketArgs = {
  ticketId: Scalars['String']['input'];
};


export type QueryUserPaymentTransactionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserPodcastsArgs = {
  filter?: InputMaybe<PodcastFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVoicePreviewArgs = {
  optionKey: Scalars['String']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** One of the caller's hosted feeds, with what the Create RSS Feed form holds. */
export type RssFeed = {
  readonly __typename?: 'RssFeed';
  readonly amazonUrl?: Maybe<Scalars['String']['output']>;
  /** The show's listings the public pages link to (Listen on …); null when not given. */
  readonly appleUrl?: Maybe<Scalars['String']['output']>;
  /** Apple Podcasts category, 'Parent' or 'Parent > Subcategory'. */
  readonly category: Scalars['String']['output'];
  readonly copyrightHolder: Scalars['String']['output'];
  /** yes or no. */
  readonly explicit: Scalars['String']['output'];
  readonly feedId: Scalars['String']['output'];
  readonly feedUrl: Scalars['String']['output'];
  readonly language: Scalars['String']['output'];
  /** ISO 8601; moves only when the feed's content changes. */
  readonly lastBuildDate: Scalars['String']['output'];
  readonly ownerEmail: Scalars['String']['output'];
  readonly ownerName: Scalars['String']['output'];
  readonly platform: Scalars['String']['output'];
  readonly podcastAuthor: Scalars['String']['output'];
  readonly podcastDescription: Scalars['String']['output'];
  /** The image the feed shows: the one given, or the generated cover. */
  readonly podcastImageUrl: Scalars['String']['output'];
  readonly podcastSummary: Scalars['String']['output'];
  readonly podcastTitle: Scalars['String']['output'];
  readonly podcastWebsite: Scalars['String']['output'];
  readonly spotifyUrl?: Maybe<Scalars['String']['output']>;
};

/**
 * Spec 000 §3 "RSS input". Validated on the server with the messages of spec 000 §5; the five required fields
 * are nullable here so that a missing one answers 'Please fill in the {label}.' Defaults (§9): language en-us,
 * explicit no, and a generated cover (1400 px square JPEG) when podcastImageUrl is empty.
 */
export type RssInput = {
  /** The show's Amazon Music listing (https://music.amazon.com/… or music.amazon.<tld>). Omitted keeps it; empty clears it. */
  readonly amazonUrl?: InputMaybe<Scalars['String']['input']>;
  /** The show's Apple Podcasts listing (https://podcasts.apple.com/…), once approved. Omitted keeps it; empty clears it. */
  readonly appleUrl?: InputMaybe<Scalars['String']['input']>;
  /** An Apple Podcasts category from appleCategories: 'Science' or 'Science > Physics'. Kept when omitted on an update. */
  readonly category?: InputMaybe<Scalars['String']['input']>;
  readonly copyrightHolder?: InputMaybe<Scalars['String']['input']>;
  /** yes/no (or true/false). */
  readonly explicit?: InputMaybe<Scalars['String']['input']>;
  readonly language?: InputMaybe<Scalars['String']['input']>;
  readonly ownerEmail?: InputMaybe<Scalars['String']['input']>;
  readonly ownerName?: InputMaybe<Scalars['String']['input']>;
  /** A platform key of spec 000 §7 (spotify, apple, google, amazon_music, overcast, stitcher, castbox, podcastindex) or its name. */
  readonly platform: Scalars['String']['input'];
  readonly podcastAuthor?: InputMaybe<Scalars['String']['input']>;
  readonly podcastDescription?: InputMaybe<Scalars['String']['input']>;
  /** The podcast being published: its category gives the default Apple category of a new feed. */
  readonly podcastId?: InputMaybe<Scalars['Int']['input']>;
  readonly podcastImageUrl?: InputMaybe<Scalars['String']['input']>;
  readonly podcastSummary?: InputMaybe<Scalars['String']['input']>;
  readonly podcastTitle?: InputMaybe<Scalars['String']['input']>;
  readonly podcastWebsite?: InputMaybe<Scalars['String']['input']>;
  /** The show's Spotify listing (https://open.spotify.com/…). Omitted keeps it; empty clears it. */
  readonly spotifyUrl?: InputMaybe<Scalars['String']['input']>;
  /** Optional; when given it must be the signed-in user's id. */
  readonly userId?: InputMaybe<Scalars['Int']['input']>;
};

export type RssResult = {
  readonly __typename?: 'RssResult';
  readonly feedId: Scalars['String']['output'];
  /** PUBLIC_URL/feeds/{feedId}.xml, the URL to submit to the platform. */
  readonly feedUrl: Scalars['String']['output'];
  readonly platform: Scalars['String']['output'];
};

export type SaveEditorProjectInput = {
  readonly projectId: Scalars['Int']['input'];
  readonly tracks: ReadonlyArray<EditorTrackInput>;
};

/** An episode of the show waiting for its release time. */
export type ScheduledEpisode = {
  readonly __typename?: 'ScheduledEpisode';
  readonly episodeId: Scalars['Int']['output'];
  /** ISO 8601, UTC. */
  readonly publishAt: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** A recurring series: a show, web addresses to watch, a schedule on the creator's clock, and how episodes are made. */
export type Series = {
  readonly __typename?: 'Series';
  /** Episodes publish themselves; otherwise each waits for approveSeriesRun. */
  readonly autoPublish: Scalars['Boolean']['output'];
  /** daily or weekly. */
  readonly cadence: Scalars['String']['output'];
  readonly createdAt: Scalars['String']['output'];
  /** Minutes. */
  readonly duration: Scalars['Int']['output'];
  readonly format: Scalars['String']['output'];
  readonly guest?: Maybe<Scalars['String']['output']>;
  readonly guestVoice?: Maybe<Scalars['String']['output']>;
  readonly host: Scalars['String']['output'];
  readonly hostVoice: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  readonly language: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  /** ISO 8601, UTC. */
  readonly nextRunAt: Scalars['String']['output'];
  readonly showId: Scalars['String']['output'];
  /** RSS/Atom feeds or web pages. */
  readonly sources: ReadonlyArray<Scalars['String']['output']>;
  /** HH:MM on the time zone's clock. */
  readonly time: Scalars['String']['output'];
  /** An IANA time zone, e.g. Europe/London. */
  readonly timeZone: Scalars['String']['output'];
  readonly tone: Scalars['String']['output'];
  /** ISO weekday of a weekly series: 1 Monday … 7 Sunday. */
  readonly weekday?: Maybe<Scalars['Int']['output']>;
};

export type SeriesInput = {
  readonly autoPublish?: InputMaybe<Scalars['Boolean']['input']>;
  readonly cadence: Scalars['String']['input'];
  readonly duration?: InputMaybe<Scalars['Int']['input']>;
  readonly format?: InputMaybe<Scalars['String']['input']>;
  readonly guest?: InputMaybe<Scalars['String']['input']>;
  readonly guestVoice?: InputMaybe<Scalars['String']['input']>;
  readonly host: Scalars['String']['input'];
  readonly hostVoice: Scalars['String']['input'];
  readonly language?: InputMaybe<Scalars['String']['input']>;
  readonly name: Scalars['String']['input'];
  readonly showId: Scalars['String']['input'];
  readonly sources: ReadonlyArray<Scalars['String']['input']>;
  readonly time: Scalars['String']['input'];
  readonly timeZone: Scalars['String']['input'];
  readonly tone?: InputMaybe<Scalars['String']['input']>;
  readonly weekday?: InputMaybe<Scalars['Int']['input']>;
};

export type SeriesRun = {
  readonly __typename?: 'SeriesRun';
  readonly finishedAt?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['Int']['output'];
  readonly items: ReadonlyArray<SeriesRunItem>;
  /** Why it was skipped or failed, or what it published. */
  readonly message?: Maybe<Scalars['String']['output']>;
  /** The podcast its script and audio went to. */
  readonly podcastId?: Maybe<Scalars['Int']['output']>;
  readonly seriesId: Scalars['Int']['output'];
  readonly startedAt: Scalars['String']['output'];
  readonly status: SeriesRunStatus;
};

/** An item a run used. */
export type SeriesRunItem = {
  readonly __typename?: 'SeriesRunItem';
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly title: Scalars['String']['output'];
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

/** One of the caller's shows: one feed, submitted once to each directory. */
export type Show = {
  readonly __typename?: 'Show';
  /** The AI-disclosure statement; empty when off. */
  readonly aiDisclosure: Scalars['String']['output'];
  readonly amazonUrl?: Maybe<Scalars['String']['output']>;
  readonly appleUrl?: Maybe<Scalars['String']['output']>;
  readonly category: Scalars['String']['output'];
  readonly copyrightHolder: Scalars['String']['output'];
  readonly createdAt: Scalars['String']['output'];
  readonly destinations: ReadonlyArray<ShowDestination>;
  /** Published episodes. */
  readonly episodeCount: Scalars['Int']['output'];
  readonly explicit: Scalars['String']['output'];
  /** PUBLIC_URL/feeds/{id}.xml. */
  readonly feedUrl: Scalars['String']['output'];
  readonly fundingText: Scalars['String']['output'];
  readonly fundingUrl?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['String']['output'];
  readonly language: Scalars['String']['output'];
  readonly lastBuildDate: Scalars['String']['output'];
  /** Whether the feed carries podcast:locked yes. */
  readonly locked: Scalars['Boolean']['output'];
  readonly ownerEmail: Scalars['String']['output'];
  readonly ownerName: Scalars['String']['output'];
  /** The public page listing its published episodes, newest first; null while the show is private (no public page). */
  readonly pageUrl?: Maybe<Scalars['String']['output']>;
  readonly podcastAuthor: Scalars['String']['output'];
  readonly podcastDescription: Scalars['String']['output'];
  readonly podcastImageUrl: Scalars['String']['output'];
  readonly podcastSummary: Scalars['String']['output'];
  readonly podcastTitle: Scalars['String']['output'];
  readonly podcastWebsite: Scalars['String']['output'];
  readonly podcasts: ReadonlyArray<ShowPodcast>;
  /** Episodes waiting for their release, soonest first (not in episodeCount). */
  readonly scheduled: ReadonlyArray<ScheduledEpisode>;
  readonly slug: Scalars['String']['output'];
  readonly spotifyUrl?: Maybe<Scalars['String']['output']>;
  readonly title: Scalars['String']['output'];
  readonly txt: ReadonlyArray<ShowTxt>;
  readonly visibility: ShowVisibility;
};

/** The /analytics page for one show: totals over its episodes (episodeId null), and each episode's figures. */
export type ShowAnalytics = {
  readonly __typename?: 'ShowAnalytics';
  /** Every episode of the show, newest first. */
  readonly episodes: ReadonlyArray<ShowEpisodeFigures>;
  readonly period: Scalars['String']['output'];
  readonly showId: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  readonly totals: EpisodeAnalytics;
};

/** A directory a show was published to. */
export type ShowDestination = {
  readonly __typename?: 'ShowDestination';
  /** The show's page in that directory, once saved (Apple Podcasts, Spotify, Amazon Music). */
  readonly listingUrl?: Maybe<Scalars['String']['output']>;
  /** A platform key of spec 000 §7. */
  readonly platform: Scalars['String']['output'];
  readonly platformName: Scalars['String']['output'];
  readonly status: DestinationStatus;
  /** Where to submit the feed once; null for directories that take no submissions. */
  readonly submitUrl?: Maybe<Scalars['String']['output']>;
};

/** One episode of a show in the show's analytics table. */
export type ShowEpisodeFigures = {
  readonly __typename?: 'ShowEpisodeFigures';
  readonly downloads: Scalars['Int']['output'];
  readonly episodeId: Scalars['Int']['output'];
  /** Plays our own web and embed players reported. */
  readonly playerPlays: Scalars['Int']['output'];
  /** ISO 8601. */
  readonly pubDate: Scalars['String']['output'];
  readonly published: Scalars['Boolean']['output'];
  readonly title: Scalars['String']['output'];
  /** Listening sessions, as totalPlays. */
  readonly totalPlays: Scalars['Int']['output'];
};

/**
 * A show's details: the fields of RssInput (spec 000 §3 "RSS input", same messages and limits) and a slug.
 * updateShow takes the whole form, as the Create RSS Feed modal sends it.
 */
export type ShowInput = {
  /** Shown on the show's pages and at the end of each episode's description; empty turns it off. Kept when omitted. */
  readonly aiDisclosure?: InputMaybe<Scalars['String']['input']>;
  readonly amazonUrl?: InputMaybe<Scalars['String']['input']>;
  readonly appleUrl?: InputMaybe<Scalars['String']['input']>;
  /** An Apple Podcasts category from appleCategories; kept when omitted on an update. */
  readonly category?: InputMaybe<Scalars['String']['input']>;
  readonly copyrightHolder?: InputMaybe<Scalars['String']['input']>;
  /** yes/no (or true/false). */
  readonly explicit?: InputMaybe<Scalars['String']['input']>;
  /** The support link's words (at most 128 characters); the show's title when empty. */
  readonly fundingText?: InputMaybe<Scalars['String']['input']>;
  /** podcast:funding: a support link (http or https); empty removes it. Kept when omitted. */
  readonly fundingUrl?: InputMaybe<Scalars['String']['input']>;
  readonly language?: InputMaybe<Scalars['String']['input']>;
  /** podcast:locked: true (the default) forbids other hosts to import the feed without the owner's e-mail. Kept when omitted. */
  readonly locked?: InputMaybe<Scalars['Boolean']['input']>;
  readonly ownerEmail?: InputMaybe<Scalars['String']['input']>;
  readonly ownerName?: InputMaybe<Scalars['String']['input']>;
  readonly podcastAuthor?: InputMaybe<Scalars['String']['input']>;
  readonly podcastDescription?: InputMaybe<Scalars['String']['input']>;
  /** The podcast the show starts with: its category gives the default Apple category. */
  readonly podcastId?: InputMaybe<Scalars['Int']['input']>;
  readonly podcastImageUrl?: InputMaybe<Scalars['String']['input']>;
  readonly podcastSummary?: InputMaybe<Scalars['String']['input']>;
  readonly podcastTitle?: InputMaybe<Scalars['String']['input']>;
  readonly podcastWebsite?: InputMaybe<Scalars['String']['input']>;
  /** Lowercase letters, digits and hyphens; made from the title when omitted on create, kept on update. */
  readonly slug?: InputMaybe<Scalars['String']['input']>;
  readonly spotifyUrl?: InputMaybe<Scalars['String']['input']>;
  /** podcast:txt entries (at most 10), e.g. a directory's ownership check; an empty list removes them. Kept when omitted. */
  readonly txt?: InputMaybe<ReadonlyArray<ShowTxtInput>>;
  /** PRIVATE: the feed, pages and sitemap entries are absent (404); listeners read personal feeds. Kept when omitted. */
  readonly visibility?: InputMaybe<ShowVisibility>;
};

/** A podcast published on a show, and when it last was (for the Publish modal's default show). */
export type ShowPodcast = {
  readonly __typename?: 'ShowPodcast';
  readonly lastPublishedAt?: Maybe<Scalars['String']['output']>;
  readonly podcastId: Scalars['Int']['output'];
};

/** A podcast:txt entry of a show. */
export type ShowTxt = {
  readonly __typename?: 'ShowTxt';
  readonly purpose?: Maybe<Scalars['String']['output']>;
  readonly value: Scalars['String']['output'];
};

/** A podcast:txt entry: its purpose (one word such as verify; optional) and its text (at most 4000 characters). */
export type ShowTxtInput = {
  readonly purpose?: InputMaybe<Scalars['String']['input']>;
  readonly value: Scalars['String']['input'];
};

/** PUBLIC: anyone may read the feed and pages; PRIVATE: only the listeners the creator adds, each on a personal feed. */
export type ShowVisibility =
  | 'PRIVATE'
  | 'PUBLIC';

/** A source in the user's library: material kept as plain text, which scripts are written from. */
export type Source = {
  readonly __typename?: 'Source';
  readonly createdAt: Scalars['String']['output'];
  /** The uploaded file's name, for file sources. */
  readonly fileName?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['Int']['output'];
  /** text (pasted), file (uploaded), url (a web address) or research (a page research found). */
  readonly kind: Scalars['String']['output'];
  /** The extracted plain text. */
  readonly text: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  /** The web address, for url and research sources. */
  readonly url?: Maybe<Scalars['String']['output']>;
  readonly words: Scalars['Int']['output'];
};

export type SourcePage = {
  readonly __typename?: 'SourcePage';
  readonly items: ReadonlyArray<Source>;
  readonly pageInfo: PageInfo;
};

/** A speaker and its voice option key (null until the podcast is rendered), with the pace and pitch it was rendered with. */
export type SpeakerVoice = {
  readonly __typename?: 'SpeakerVoice';
  /** Pitch shift in semitones (-4 to +4). */
  readonly pitch: Scalars['Float']['output'];
  readonly speaker: Scalars['String']['output'];
  /** Pace, times the voice's own (0.7 to 1.3). */
  readonly speed: Scalars['Float']['output'];
  readonly voice?: Maybe<Scalars['String']['output']>;
};

export type StartedClip = {
  readonly __typename?: 'StartedClip';
  readonly clipId: Scalars['Int']['output'];
  /** Its progress streams from /api/v1/agents/stream/{refId}. */
  readonly refId: Scalars['String']['output'];
};

/** A started job (DESIGN §4): its progress streams from /api/v1/agents/stream/{ref_id}. */
export type StartedMixdown = {
  readonly __typename?: 'StartedMixdown';
  readonly batch_job_id: Scalars['String']['output'];
  readonly eta: Scalars['Int']['output'];
  readonly podcast_id: Scalars['Int']['output'];
  readonly ref_id: Scalars['String']['output'];
};

export type SubscriptionList = {
  readonly __typename?: 'SubscriptionList';
  readonly subscriptions: ReadonlyArray<SubscriptionPlan>;
};

export type SubscriptionPlan = {
  readonly __typename?: 'SubscriptionPlan';
  readonly autoRenew?: Maybe<Scalars['Boolean']['output']>;
  readonly displayOrder: Scalars['Int']['output'];
  readonly featureLimits: ReadonlyArray<FeatureLimit>;
  readonly id: Scalars['Int']['output'];
  readonly isCurrentPlan: Scalars['Boolean']['output'];
  /** Its limits; planDescription is written from them and from the voices this install has */
  readonly limits: PlanLimits;
  readonly minutesLimit: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly nextRenewalDate?: Maybe<Scalars['String']['output']>;
  readonly planDescription: Scalars['String']['output'];
  readonly popularity?: Maybe<Scalars['String']['output']>;
  readonly pricing: ReadonlyArray<PlanPricing>;
};

export type SupportTicketInput = {
  readonly description: Scalars['String']['input'];
  readonly email: Scalars['String']['input'];
  readonly firstName: Scalars['String']['input'];
  /** technical, feature, general or payment */
  readonly issueType: Scalars['String']['input'];
  readonly lastName: Scalars['String']['input'];
  /** low, medium, high or urgent */
  readonly priorityLevel: Scalars['String']['input'];
  /** An image under 5 MB (multipart upload). */
  readonly screenshot?: InputMaybe<Scalars['File']['input']>;
  readonly subject: Scalars['String']['input'];
};

export type SupportTicketResult = {
  readonly __typename?: 'SupportTicketResult';
  readonly status: Scalars['String']['output'];
  readonly submissionDate: Scalars['String']['output'];
  readonly ticketId: Scalars['String']['output'];
};

export type SupportTicketStatus = {
  readonly __typename?: 'SupportTicketStatus';
  /** Whether a screenshot is stored with the ticket. */
  readonly hasScreenshot: Scalars['Boolean']['output'];
  readonly status: Scalars['String']['output'];
  readonly submissionDate: Scalars['String']['output'];
  readonly ticketId: Scalars['String']['output'];
};

/** A figure downloads cannot reveal, and why it is left empty. */
export type UnavailableFigure = {
  readonly __typename?: 'UnavailableFigure';
  readonly figure: Scalars['String']['output'];
  readonly reason: Scalars['String']['output'];
};

export type UpdatePodcastTranscriptInput = {
  readonly podcastId: Scalars['Int']['input'];
  readonly transcript: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  /** Left out, the company details stay as they are. */
  readonly company?: InputMaybe<CompanyDetailsInput>;
  /** Split at the first space into given and family name. */
  readonly name: Scalars['String']['input'];
};

/** The signed-in user's profile; the name and the company details can be changed, e-mail and phone cannot. */
export type UserProfile = {
  readonly __typename?: 'UserProfile';
  /** company or individual, as chosen at company sign-up; null when never given. */
  readonly accountType?: Maybe<Scalars['String']['output']>;
  readonly companyName?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. IN. */
  readonly country?: Maybe<Scalars['String']['output']>;
  /** With a plus, e.g. +91 */
  readonly country_code?: Maybe<Scalars['String']['output']>;
  readonly designation?: Maybe<Scalars['String']['output']>;
  readonly email: Scalars['String']['output'];
  readonly family_name: Scalars['String']['output'];
  readonly given_name: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  /** E.164, e.g. +919876543210 */
  readonly phone_number?: Maybe<Scalars['String']['output']>;
  readonly state?: Maybe<Scalars['String']['output']>;
};

/** One day of Total Visitors. */
export type VisitorDay = {
  readonly __typename?: 'VisitorDay';
  /** YYYY-MM-DD (UTC). */
  readonly date: Scalars['String']['output'];
  /** Listeners heard for the first time that day. */
  readonly new: Scalars['Int']['output'];
  /** Distinct listeners whose listening began that day. */
  readonly visitors: Scalars['Int']['output'];
};

export type VisitorFigures = {
  readonly __typename?: 'VisitorFigures';
  /** Estimated listening time per visitor, in seconds. */
  readonly averageTimeSeconds: Scalars['Int']['output'];
  /** Per UTC day of the period up to today, zeros included; All Time from the first listening day (at most 366 days). */
  readonly days: ReadonlyArray<VisitorDay>;
  /** Listeners heard for the first time in the period. */
  readonly new: Scalars['Int']['output'];
  /** Distinct listeners in the period. */
  readonly total: Scalars['Int']['output'];
};

export type Voice = {
  readonly __typename?: 'Voice';
  readonly gender: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly voice_type: Scalars['String']['output'];
};

export type VoicePreview = {
  readonly __typename?: 'VoicePreview';
  readonly url: Scalars['String']['output'];
};

/** One message to an endpoint and its last attempt. */
export type WebhookDelivery = {
  readonly __typename?: 'WebhookDelivery';
  readonly attempts: Scalars['Int']['output'];
  readonly createdAt: Scalars['String']['output'];
  readonly event: Scalars['String']['output'];
  readonly id: Scalars['Int']['output'];
  readonly lastAttemptAt?: Maybe<Scalars['String']['output']>;
  readonly lastDurationMs?: Maybe<Scalars['Int']['output']>;
  /** The first 500 characters of its answer, or why it could not be reached. */
  readonly lastResponse?: Maybe<Scalars['String']['output']>;
  /** The endpoint's HTTP status; null when it could not be reached. */
  readonly lastStatus?: Maybe<Scalars['Int']['output']>;
  /** The webhook-id header. */
  readonly messageId: Scalars['String']['output'];
  /** When it is tried next, while pending. */
  readonly nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** pending (retried with backoff for 24 h), delivered or failed. */
  readonly status: Scalars['String']['output'];
};

/** An address told of the caller's events, signed per Standard Webhooks with its secret. */
export type WebhookEndpoint = {
  readonly __typename?: 'WebhookEndpoint';
  readonly createdAt: Scalars['String']['output'];
  /** Some of script.ready, audio.ready, episode.published, render.failed, clip.ready. */
  readonly events: ReadonlyArray<Scalars['String']['output']>;
  readonly id: Scalars['Int']['output'];
  readonly url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountDeleted: ResolverTypeWrapper<AccountDeleted>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  AppleCategory: ResolverTypeWrapper<AppleCategory>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Citation: ResolverTypeWrapper<Citation>;
  Clip: ResolverTypeWrapper<Clip>;
  ClipAspect: ClipAspect;
  ClipStatus: ClipStatus;
  ClipSuggestion: ResolverTypeWrapper<ClipSuggestion>;
  ClonedVoice: ResolverTypeWrapper<ClonedVoice>;
  ClonedVoiceResult: ResolverTypeWrapper<ClonedVoiceResult>;
  CompanyDetailsInput: CompanyDetailsInput;
  ConvertAudioInput: ConvertAudioInput;
  ConvertAudioResult: ResolverTypeWrapper<ConvertAudioResult>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateClipInput: CreateClipInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  CreatedWebhookEndpoint: ResolverTypeWrapper<CreatedWebhookEndpoint>;
  DataExport: ResolverTypeWrapper<DataExport>;
  DataExportRequested: ResolverTypeWrapper<DataExportRequested>;
  DeleteClonedVoiceResult: ResolverTypeWrapper<DeleteClonedVoiceResult>;
  DeletePodcastResult: ResolverTypeWrapper<DeletePodcastResult>;
  DeletePronunciationResult: ResolverTypeWrapper<DeletePronunciationResult>;
  DeleteSourceResult: ResolverTypeWrapper<DeleteSourceResult>;
  DestinationStatus: DestinationStatus;
  EditorClip: ResolverTypeWrapper<EditorClip>;
  EditorClipInput: EditorClipInput;
  EditorProject: ResolverTypeWrapper<EditorProject>;
  EditorTrack: ResolverTypeWrapper<EditorTrack>;
  EditorTrackInput: EditorTrackInput;
  Episode: ResolverTypeWrapper<Episode>;
  EpisodeAnalytics: ResolverTypeWrapper<EpisodeAnalytics>;
  EpisodeInput: EpisodeInput;
  EpisodeStatus: EpisodeStatus;
  FeatureLimit: ResolverTypeWrapper<FeatureLimit>;
  FeatureOption: ResolverTypeWrapper<FeatureOption>;
  FeedAddress: ResolverTypeWrapper<FeedAddress>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeolocationInput: GeolocationInput;
  GeolocationLog: ResolverTypeWrapper<GeolocationLog>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceResult: ResolverTypeWrapper<InvoiceResult>;
  LineTiming: ResolverTypeWrapper<LineTiming>;
  Listener: ResolverTypeWrapper<Listener>;
  ListenerCount: ResolverTypeWrapper<ListenerCount>;
  ListenerFeed: ResolverTypeWrapper<ListenerFeed>;
  LoudnessReport: ResolverTypeWrapper<LoudnessReport>;
  MusicItem: ResolverTypeWrapper<MusicItem>;
  MusicList: ResolverTypeWrapper<MusicList>;
  MusicPresignedUrl: ResolverTypeWrapper<MusicPresignedUrl>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MySubscription: ResolverTypeWrapper<MySubscription>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentTransaction: ResolverTypeWrapper<PaymentTransaction>;
  PaymentTransactionPage: ResolverTypeWrapper<PaymentTransactionPage>;
  PlanLimits: ResolverTypeWrapper<PlanLimits>;
  PlanPricing: ResolverTypeWrapper<PlanPricing>;
  PlayerFigures: ResolverTypeWrapper<PlayerFigures>;
  Podcast: ResolverTypeWrapper<Omit<Podcast, 'user' | 'sources'>>;
  PodcastAudioUrl: ResolverTypeWrapper<PodcastAudioUrl>;
  PodcastFilter: PodcastFilter;
  PodcastLine: ResolverTypeWrapper<PodcastLine>;
  PodcastMusic: ResolverTypeWrapper<PodcastMusic>;
  PodcastMusicInput: PodcastMusicInput;
  PodcastOwner: ResolverTypeWrapper<PodcastOwner>;
  PodcastPage: ResolverTypeWrapper<Omit<PodcastPage, 'items'> & { items: ReadonlyArray<ResolversTypes['Podcast']> }>;
  PodcastSettings: ResolverTypeWrapper<PodcastSettings>;
  PopularTopic: ResolverTypeWrapper<PopularTopic>;
  PopularTopicList: ResolverTypeWrapper<PopularTopicList>;
  PresignedUrlResult: ResolverTypeWrapper<PresignedUrlResult>;
  Pronunciation: ResolverTypeWrapper<Pronunciation>;
  PronunciationInput: PronunciationInput;
  PublishEpisodeInput: PublishEpisodeInput;
  PublishEpisodeResult: ResolverTypeWrapper<PublishEpisodeResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RssFeed: ResolverTypeWrapper<RssFeed>;
  RssInput: RssInput;
  RssResult: ResolverTypeWrapper<RssResult>;
  SaveEditorProjectInput: SaveEditorProjectInput;
  ScheduledEpisode: ResolverTypeWrapper<ScheduledEpisode>;
  Series: ResolverTypeWrapper<Series>;
  SeriesInput: SeriesInput;
  SeriesRun: ResolverTypeWrapper<SeriesRun>;
  SeriesRunItem: ResolverTypeWrapper<SeriesRunItem>;
  SeriesRunStatus: SeriesRunStatus;
  Show: ResolverTypeWrapper<Show>;
  ShowAnalytics: ResolverTypeWrapper<ShowAnalytics>;
  ShowDestination: ResolverTypeWrapper<ShowDestination>;
  ShowEpisodeFigures: ResolverTypeWrapper<ShowEpisodeFigures>;
  ShowInput: ShowInput;
  ShowPodcast: ResolverTypeWrapper<ShowPodcast>;
  ShowTxt: ResolverTypeWrapper<ShowTxt>;
  ShowTxtInput: ShowTxtInput;
  ShowVisibility: ShowVisibility;
  Source: ResolverTypeWrapper<Source>;
  SourcePage: ResolverTypeWrapper<SourcePage>;
  SpeakerVoice: ResolverTypeWrapper<SpeakerVoice>;
  StartedClip: ResolverTypeWrapper<StartedClip>;
  StartedMixdown: ResolverTypeWrapper<StartedMixdown>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionList: ResolverTypeWrapper<SubscriptionList>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlan>;
  SupportTicketInput: SupportTicketInput;
  SupportTicketResult: ResolverTypeWrapper<SupportTicketResult>;
  SupportTicketStatus: ResolverTypeWrapper<SupportTicketStatus>;
  UnavailableFigure: ResolverTypeWrapper<UnavailableFigure>;
  UpdatePodcastTranscriptInput: UpdatePodcastTranscriptInput;
  UpdateProfileInput: UpdateProfileInput;
  UserProfile: ResolverTypeWrapper<UserProfile>;
  VisitorDay: ResolverTypeWrapper<VisitorDay>;
  VisitorFigures: ResolverTypeWrapper<VisitorFigures>;
  Voice: ResolverTypeWrapper<Voice>;
  VoicePreview: ResolverTypeWrapper<VoicePreview>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountDeleted: AccountDeleted;
  ApiToken: ApiToken;
  AppleCategory: AppleCategory;
  Boolean: Scalars['Boolean']['output'];
  Citation: Citation;
  Clip: Clip;
  ClipSuggestion: ClipSuggestion;
  ClonedVoice: ClonedVoice;
  ClonedVoiceResult: ClonedVoiceResult;
  CompanyDetailsInput: CompanyDetailsInput;
  ConvertAudioInput: ConvertAudioInput;
  ConvertAudioResult: ConvertAudioResult;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateClipInput: CreateClipInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiToken: CreatedApiToken;
  CreatedWebhookEndpoint: CreatedWebhookEndpoint;
  DataExport: DataExport;
  DataExportRequested: DataExportRequested;
  DeleteClonedVoiceResult: DeleteClonedVoiceResult;
  DeletePodcastResult: DeletePodcastResult;
  DeletePronunciationResult: DeletePronunciationResult;
  DeleteSourceResult: DeleteSourceResult;
  EditorClip: EditorClip;
  EditorClipInput: EditorClipInput;
  EditorProject: EditorProject;
  EditorTrack: EditorTrack;
  EditorTrackInput: EditorTrackInput;
  Episode: Episode;
  EpisodeAnalytics: EpisodeAnalytics;
  EpisodeInput: EpisodeInput;
  FeatureLimit: FeatureLimit;
  FeatureOption: FeatureOption;
  FeedAddress: FeedAddress;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  GeolocationInput: GeolocationInput;
  GeolocationLog: GeolocationLog;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvoiceResult: InvoiceResult;
  LineTiming: LineTiming;
  Listener: Listener;
  ListenerCount: ListenerCount;
  ListenerFeed: ListenerFeed;
  LoudnessReport: LoudnessReport;
  MusicItem: MusicItem;
  MusicList: MusicList;
  MusicPresignedUrl: MusicPresignedUrl;
  Mutation: Record<PropertyKey, never>;
  MySubscription: MySubscription;
  PageInfo: PageInfo;
  PaymentTransaction: PaymentTransaction;
  PaymentTransactionPage: PaymentTransactionPage;
  PlanLimits: PlanLimits;
  PlanPricing: PlanPricing;
  PlayerFigures: PlayerFigures;
  Podcast: Omit<Podcast, 'user' | 'sources'>;
  PodcastAudioUrl: PodcastAudioUrl;
  PodcastFilter: PodcastFilter;
  PodcastLine: PodcastLine;
  PodcastMusic: PodcastMusic;
  PodcastMusicInput: PodcastMusicInput;
  PodcastOwner: PodcastOwner;
  PodcastPage: Omit<PodcastPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['Podcast']> };
  PodcastSettings: PodcastSettings;
  PopularTopic: PopularTopic;
  PopularTopicList: PopularTopicList;
  PresignedUrlResult: PresignedUrlResult;
  Pronunciation: Pronunciation;
  PronunciationInput: PronunciationInput;
  PublishEpisodeInput: PublishEpisodeInput;
  PublishEpisodeResult: PublishEpisodeResult;
  Query: Record<PropertyKey, never>;
  RssFeed: RssFeed;
  RssInput: RssInput;
  RssResult: RssResult;
  SaveEditorProjectInput: SaveEditorProjectInput;
  ScheduledEpisode: ScheduledEpisode;
  Series: Series;
  SeriesInput: SeriesInput;
  SeriesRun: SeriesRun;
  SeriesRunItem: SeriesRunItem;
  Show: Show;
  ShowAnalytics: ShowAnalytics;
  ShowDestination: ShowDestination;
  ShowEpisodeFigures: ShowEpisodeFigures;
  ShowInput: ShowInput;
  ShowPodcast: ShowPodcast;
  ShowTxt: ShowTxt;
  ShowTxtInput: ShowTxtInput;
  Source: Source;
  SourcePage: SourcePage;
  SpeakerVoice: SpeakerVoice;
  StartedClip: StartedClip;
  StartedMixdown: StartedMixdown;
  String: Scalars['String']['output'];
  SubscriptionList: SubscriptionList;
  SubscriptionPlan: SubscriptionPlan;
  SupportTicketInput: SupportTicketInput;
  SupportTicketResult: SupportTicketResult;
  SupportTicketStatus: SupportTicketStatus;
  UnavailableFigure: UnavailableFigure;
  UpdatePodcastTranscriptInput: UpdatePodcastTranscriptInput;
  UpdateProfileInput: UpdateProfileInput;
  UserProfile: UserProfile;
  VisitorDay: VisitorDay;
  VisitorFigures: VisitorFigures;
  Voice: Voice;
  VoicePreview: VoicePreview;
  WebhookDelivery: WebhookDelivery;
  WebhookEndpoint: WebhookEndpoint;
};

export type AccountDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountDeleted'] = ResolversParentTypes['AccountDeleted']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppleCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppleCategory'] = ResolversParentTypes['AppleCategory']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subcategories?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Citation'] = ResolversParentTypes['Citation']> = {
  passage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Clip'] = ResolversParentTypes['Clip']> = {
  aspect?: Resolver<ResolversTypes['ClipAspect'], ParentType, ContextType>;
  bytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  podcastId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soundbite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClipStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClipSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClipSuggestion'] = ResolversParentTypes['ClipSuggestion']> = {
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fromLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  toLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClonedVoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClonedVoice'] = ResolversParentTypes['ClonedVoice']> = {
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  named?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voice_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClonedVoiceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClonedVoiceResult'] = ResolversParentTypes['ClonedVoiceResult']> = {
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voice?: Resolver<ResolversTypes['ClonedVoice'], ParentType, ContextType>;
};

export type ConvertAudioResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConvertAudioResult'] = ResolversParentTypes['ConvertAudioResult']> = {
  gainDb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loudness?: Resolver<ResolversTypes['LoudnessReport'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newFileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedWebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedWebhookEndpoint'] = ResolversParentTypes['CreatedWebhookEndpoint']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = {
  bytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataExportRequestedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataExportRequested'] = ResolversParentTypes['DataExportRequested']> = {
  exportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteClonedVoiceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteClonedVoiceResult'] = ResolversParentTypes['DeleteClonedVoiceResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeletePodcastResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePodcastResult'] = ResolversParentTypes['DeletePodcastResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeletePronunciationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePronunciationResult'] = ResolversParentTypes['DeletePronunciationResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeleteSourceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSourceResult'] = ResolversParentTypes['DeleteSourceResult']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EditorClipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorClip'] = ResolversParentTypes['EditorClip']> = {
  fadeIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fadeOut?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trimEnd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trimStart?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EditorProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorProject'] = ResolversParentTypes['EditorProject']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  speakers?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  tracks?: Resolver<ReadonlyArray<ResolversTypes['EditorTrack']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditorTrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorTrack'] = ResolversParentTypes['EditorTrack']> = {
  clip?: Resolver<ResolversTypes['EditorClip'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  musicId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  solo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EpisodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Episode'] = ResolversParentTypes['Episode']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  embedCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enclosureLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enclosureUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  episodeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itunesEpisode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  itunesSeason?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pubDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EpisodeStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EpisodeAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EpisodeAnalytics'] = ResolversParentTypes['EpisodeAnalytics']> = {
  ageGroups?: Resolver<Maybe<ReadonlyArray<ResolversTypes['ListenerCount']>>, ParentType, ContextType>;
  completionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  countries?: Resolver<ReadonlyArray<ResolversTypes['ListenerCount']>, ParentType, ContextType>;
  devices?: Resolver<ReadonlyArray<ResolversTypes['ListenerCount']>, ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  episodeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ReadonlyArray<ResolversTypes['ListenerCount']>>, ParentType, ContextType>;
  listeningTimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platforms?: Resolver<ReadonlyArray<ResolversTypes['ListenerCount']>, ParentType, ContextType>;
  player?: Resolver<ResolversTypes['PlayerFigures'], ParentType, ContextType>;
  totalPlays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<ReadonlyArray<ResolversTypes['UnavailableFigure']>, ParentType, ContextType>;
  uniqueListeners?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['VisitorFigures'], ParentType, ContextType>;
};

export type FeatureLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureLimit'] = ResolversParentTypes['FeatureLimit']> = {
  featureId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numericLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selectedOptionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  textValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeatureOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureOption'] = ResolversParentTypes['FeatureOption']> = {
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voice?: Resolver<Maybe<ResolversTypes['Voice']>, ParentType, ContextType>;
};

export type FeedAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedAddress'] = ResolversParentTypes['FeedAddress']> = {
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reachable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type GeolocationLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeolocationLog'] = ResolversParentTypes['GeolocationLog']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceEvent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceResult'] = ResolversParentTypes['InvoiceResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presignedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  s3Bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  s3Key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LineTimingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineTiming'] = ResolversParentTypes['LineTiming']> = {
  end?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  speaker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ListenerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Listener'] = ResolversParentTypes['Listener']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFetchAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListenerCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListenerCount'] = ResolversParentTypes['ListenerCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListenerFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListenerFeed'] = ResolversParentTypes['ListenerFeed']> = {
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listenerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoudnessReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoudnessReport'] = ResolversParentTypes['LoudnessReport']> = {
  integrated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  truePeak?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MusicItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MusicItem'] = ResolversParentTypes['MusicItem']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  musicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  musicPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  musicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presignedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MusicListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MusicList'] = ResolversParentTypes['MusicList']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['MusicItem']>, ParentType, ContextType>;
};

export type MusicPresignedUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MusicPresignedUrl'] = ResolversParentTypes['MusicPresignedUrl']> = {
  musicPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presignedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addEpisode?: Resolver<ResolversTypes['Episode'], ParentType, ContextType, RequireFields<MutationAddEpisodeArgs, 'episode' | 'platform' | 'userId'>>;
  addListener?: Resolver<ResolversTypes['ListenerFeed'], ParentType, ContextType, RequireFields<MutationAddListenerArgs, 'email' | 'name' | 'showId'>>;
  approveSeriesRun?: Resolver<ResolversTypes['SeriesRun'], ParentType, ContextType, RequireFields<MutationApproveSeriesRunArgs, 'runId'>>;
  cancelSubscription?: Resolver<ResolversTypes['MySubscription'], ParentType, ContextType>;
  convertAudio?: Resolver<ResolversTypes['ConvertAudioResult'], ParentType, ContextType, RequireFields<MutationConvertAudioArgs, 'input'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createClip?: Resolver<ResolversTypes['StartedClip'], ParentType, ContextType, RequireFields<MutationCreateClipArgs, 'input'>>;
  createRss?: Resolver<ResolversTypes['RssResult'], ParentType, ContextType, RequireFields<MutationCreateRssArgs, 'input'>>;
  createSeries?: Resolver<ResolversTypes['Series'], ParentType, ContextType, RequireFields<MutationCreateSeriesArgs, 'input'>>;
  createShow?: Resolver<ResolversTypes['Show'], ParentType, ContextType, RequireFields<MutationCreateShowArgs, 'input'>>;
  createSupportTicket?: Resolver<ResolversTypes['SupportTicketResult'], ParentType, ContextType, RequireFields<MutationCreateSupportTicketArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['AccountDeleted'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  deleteClip?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteClipArgs, 'clipId'>>;
  deleteClonedVoice?: Resolver<ResolversTypes['DeleteClonedVoiceResult'], ParentType, ContextType, RequireFields<MutationDeleteClonedVoiceArgs, 'optionKey'>>;
  deletePodcast?: Resolver<ResolversTypes['DeletePodcastResult'], ParentType, ContextType, RequireFields<MutationDeletePodcastArgs, 'podcastId'>>;
  deletePronunciation?: Resolver<ResolversTypes['DeletePronunciationResult'], ParentType, ContextType, RequireFields<MutationDeletePronunciationArgs, 'id'>>;
  deleteSeries?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSeriesArgs, 'id'>>;
  deleteShow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteShowArgs, 'showId'>>;
  deleteSource?: Resolver<ResolversTypes['DeleteSourceResult'], ParentType, ContextType, RequireFields<MutationDeleteSourceArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  exportMixdown?: Resolver<ResolversTypes['StartedMixdown'], ParentType, ContextType, RequireFields<MutationExportMixdownArgs, 'projectId'>>;
  generateInvoice?: Resolver<ResolversTypes['InvoiceResult'], ParentType, ContextType, RequireFields<MutationGenerateInvoiceArgs, 'transactionId'>>;
  nameClonedVoice?: Resolver<ResolversTypes['ClonedVoiceResult'], ParentType, ContextType, RequireFields<MutationNameClonedVoiceArgs, 'gender' | 'name' | 'optionKey'>>;
  publishEpisode?: Resolver<ResolversTypes['PublishEpisodeResult'], ParentType, ContextType, RequireFields<MutationPublishEpisodeArgs, 'input'>>;
  redeliverWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  renameSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationRenameSourceArgs, 'id' | 'title'>>;
  requestAccountDeletionCode?: Resolver<ResolversTypes['AccountDeleted'], ParentType, ContextType>;
  requestDataExport?: Resolver<ResolversTypes['DataExportRequested'], ParentType, ContextType>;
  revokeApiToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  revokeListener?: Resolver<ResolversTypes['Listener'], ParentType, ContextType, RequireFields<MutationRevokeListenerArgs, 'listenerId'>>;
  rotateListener?: Resolver<ResolversTypes['ListenerFeed'], ParentType, ContextType, RequireFields<MutationRotateListenerArgs, 'listenerId'>>;
  runSeries?: Resolver<ResolversTypes['SeriesRun'], ParentType, ContextType, RequireFields<MutationRunSeriesArgs, 'id'>>;
  saveEditorProject?: Resolver<ResolversTypes['EditorProject'], ParentType, ContextType, RequireFields<MutationSaveEditorProjectArgs, 'input'>>;
  setListingLink?: Resolver<ResolversTypes['Show'], ParentType, ContextType, RequireFields<MutationSetListingLinkArgs, 'platform' | 'showId'>>;
  setPodcastMusic?: Resolver<ResolversTypes['Podcast'], ParentType, ContextType, RequireFields<MutationSetPodcastMusicArgs, 'input'>>;
  setPronunciation?: Resolver<ResolversTypes['Pronunciation'], ParentType, ContextType, RequireFields<MutationSetPronunciationArgs, 'input'>>;
  unpublishEpisode?: Resolver<ResolversTypes['Episode'], ParentType, ContextType, RequireFields<MutationUnpublishEpisodeArgs, 'episodeId'>>;
  updatePodcastTranscript?: Resolver<ResolversTypes['Podcast'], ParentType, ContextType, RequireFields<MutationUpdatePodcastTranscriptArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateSeries?: Resolver<ResolversTypes['Series'], ParentType, ContextType, RequireFields<MutationUpdateSeriesArgs, 'id' | 'input'>>;
  updateShow?: Resolver<ResolversTypes['Show'], ParentType, ContextType, RequireFields<MutationUpdateShowArgs, 'input' | 'showId'>>;
  uploadGeolocation?: Resolver<ResolversTypes['GeolocationLog'], ParentType, ContextType, RequireFields<MutationUploadGeolocationArgs, 'input'>>;
};

export type MySubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MySubscription'] = ResolversParentTypes['MySubscription']> = {
  autoRenew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clonesLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clonesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPeriodStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  graceUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longestEpisodeMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutesLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutesUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nextRenewalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usagePeriodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voiceTiers?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentTransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentTransaction'] = ResolversParentTypes['PaymentTransaction']> = {
  amountCharged?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountIntended?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  clientSubscriptionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayChargeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayMetadata?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayRespondedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  initiatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceFileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentGatewayUsed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentTransactionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentTransactionPage'] = ResolversParentTypes['PaymentTransactionPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['PaymentTransaction']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanLimits'] = ResolversParentTypes['PlanLimits']> = {
  clones?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestEpisodeMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storageBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  voiceTiers?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlanPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanPricing'] = ResolversParentTypes['PlanPricing']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceDisplayTextOverride?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayerFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerFigures'] = ResolversParentTypes['PlayerFigures']> = {
  completionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listeningTimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PodcastResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Podcast'] = ResolversParentTypes['Podcast']> = {
  audioFileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  focus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<ReadonlyArray<ResolversTypes['PodcastLine']>, ParentType, ContextType>;
  loudness?: Resolver<Maybe<ResolversTypes['LoudnessReport']>, ParentType, ContextType>;
  podcastId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presignedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  s3Bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  s3Path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['PodcastSettings'], ParentType, ContextType>;
  sources?: Resolver<ReadonlyArray<ResolversTypes['Source']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transcript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PodcastOwner'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PodcastAudioUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodcastAudioUrl'] = ResolversParentTypes['PodcastAudioUrl']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podcastId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presignedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PodcastLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodcastLine'] = ResolversParentTypes['PodcastLine']> = {
  citations?: Resolver<ReadonlyArray<ResolversTypes['Citation']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  speaker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PodcastMusicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodcastMusic'] = ResolversParentTypes['PodcastMusic']> = {
  bed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bedVolume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outro?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PodcastOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodcastOwner'] = ResolversParentTypes['PodcastOwner']> = {
  family_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  given_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PodcastPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodcastPage'] = ResolversParentTypes['PodcastPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['Podcast']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PodcastSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodcastSettings'] = ResolversParentTypes['PodcastSettings']> = {
  backchannels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  guest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guestVoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostVoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTimings?: Resolver<ReadonlyArray<ResolversTypes['LineTiming']>, ParentType, ContextType>;
  music?: Resolver<Maybe<ResolversTypes['PodcastMusic']>, ParentType, ContextType>;
  noOfSpeaker?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sourceIds?: Resolver<ReadonlyArray<ResolversTypes['Int']>, ParentType, ContextType>;
  tone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voices?: Resolver<ReadonlyArray<ResolversTypes['SpeakerVoice']>, ParentType, ContextType>;
};

export type PopularTopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PopularTopic'] = ResolversParentTypes['PopularTopic']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ranking?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PopularTopicListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PopularTopicList'] = ResolversParentTypes['PopularTopicList']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['PopularTopic']>, ParentType, ContextType>;
};

export type PresignedUrlResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PresignedUrlResult'] = ResolversParentTypes['PresignedUrlResult']> = {
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presignedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PronunciationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pronunciation'] = ResolversParentTypes['Pronunciation']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sayAs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishEpisodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishEpisodeResult'] = ResolversParentTypes['PublishEpisodeResult']> = {
  episodeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pubDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EpisodeStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allMusic?: Resolver<ResolversTypes['MusicList'], ParentType, ContextType>;
  apiTokens?: Resolver<ReadonlyArray<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  appleCategories?: Resolver<ReadonlyArray<ResolversTypes['AppleCategory']>, ParentType, ContextType>;
  clipSuggestions?: Resolver<ReadonlyArray<ResolversTypes['ClipSuggestion']>, ParentType, ContextType, RequireFields<QueryClipSuggestionsArgs, 'podcastId'>>;
  clips?: Resolver<ReadonlyArray<ResolversTypes['Clip']>, ParentType, ContextType, RequireFields<QueryClipsArgs, 'podcastId'>>;
  dataExports?: Resolver<ReadonlyArray<ResolversTypes['DataExport']>, ParentType, ContextType>;
  editorProject?: Resolver<ResolversTypes['EditorProject'], ParentType, ContextType, Partial<QueryEditorProjectArgs>>;
  episodeAnalytics?: Resolver<ResolversTypes['EpisodeAnalytics'], ParentType, ContextType, Partial<QueryEpisodeAnalyticsArgs>>;
  episodes?: Resolver<ReadonlyArray<ResolversTypes['Episode']>, ParentType, ContextType, Partial<QueryEpisodesArgs>>;
  featureOptions?: Resolver<ReadonlyArray<ResolversTypes['FeatureOption']>, ParentType, ContextType, RequireFields<QueryFeatureOptionsArgs, 'featureKey'>>;
  feedAddress?: Resolver<ResolversTypes['FeedAddress'], ParentType, ContextType>;
  getAllSubscriptions?: Resolver<ResolversTypes['SubscriptionList'], ParentType, ContextType>;
  getPopularTopics?: Resolver<ResolversTypes['PopularTopicList'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listeners?: Resolver<ReadonlyArray<ResolversTypes['Listener']>, ParentType, ContextType, RequireFields<QueryListenersArgs, 'showId'>>;
  me?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType>;
  musicPresignedUrl?: Resolver<ResolversTypes['MusicPresignedUrl'], ParentType, ContextType, RequireFields<QueryMusicPresignedUrlArgs, 'musicId'>>;
  mySubscription?: Resolver<ResolversTypes['MySubscription'], ParentType, ContextType>;
  podcast?: Resolver<ResolversTypes['Podcast'], ParentType, ContextType, RequireFields<QueryPodcastArgs, 'podcastId'>>;
  podcastByBatchJobId?: Resolver<Maybe<ResolversTypes['Podcast']>, ParentType, ContextType, RequireFields<QueryPodcastByBatchJobIdArgs, 'batchJobId'>>;
  podcastPresignedUrl?: Resolver<ResolversTypes['PodcastAudioUrl'], ParentType, ContextType, RequireFields<QueryPodcastPresignedUrlArgs, 'podcastId'>>;
  podcastPresignedUrlByBatchJobId?: Resolver<ResolversTypes['PodcastAudioUrl'], ParentType, ContextType, RequireFields<QueryPodcastPresignedUrlByBatchJobIdArgs, 'batchJobId'>>;
  podcastPresignedUrlByPlatform?: Resolver<ResolversTypes['PresignedUrlResult'], ParentType, ContextType, RequireFields<QueryPodcastPresignedUrlByPlatformArgs, 'platform' | 'podcastId'>>;
  pronunciationPreview?: Resolver<ResolversTypes['VoicePreview'], ParentType, ContextType, RequireFields<QueryPronunciationPreviewArgs, 'id' | 'optionKey'>>;
  pronunciations?: Resolver<ReadonlyArray<ResolversTypes['Pronunciation']>, ParentType, ContextType>;
  rssFeeds?: Resolver<ReadonlyArray<ResolversTypes['RssFeed']>, ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['Series']>, ParentType, ContextType>;
  seriesRuns?: Resolver<ReadonlyArray<ResolversTypes['SeriesRun']>, ParentType, ContextType, RequireFields<QuerySeriesRunsArgs, 'id'>>;
  show?: Resolver<Maybe<ResolversTypes['Show']>, ParentType, ContextType, RequireFields<QueryShowArgs, 'showId'>>;
  showAnalytics?: Resolver<ResolversTypes['ShowAnalytics'], ParentType, ContextType, RequireFields<QueryShowAnalyticsArgs, 'showId'>>;
  shows?: Resolver<ReadonlyArray<ResolversTypes['Show']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<QuerySourceArgs, 'id'>>;
  sources?: Resolver<ResolversTypes['SourcePage'], ParentType, ContextType, RequireFields<QuerySourcesArgs, 'page' | 'pageSize'>>;
  supportTicket?: Resolver<Maybe<ResolversTypes['SupportTicketStatus']>, ParentType, ContextType, RequireFields<QuerySupportTicketArgs, 'ticketId'>>;
  userPaymentTransactions?: Resolver<ResolversTypes['PaymentTransactionPage'], ParentType, ContextType, RequireFields<QueryUserPaymentTransactionsArgs, 'page' | 'pageSize'>>;
  userPodcasts?: Resolver<ResolversTypes['PodcastPage'], ParentType, ContextType, RequireFields<QueryUserPodcastsArgs, 'page' | 'pageSize'>>;
  voicePreview?: Resolver<ResolversTypes['VoicePreview'], ParentType, ContextType, RequireFields<QueryVoicePreviewArgs, 'optionKey'>>;
  webhookDeliveries?: Resolver<ReadonlyArray<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<ReadonlyArray<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type RssFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RssFeed'] = ResolversParentTypes['RssFeed']> = {
  amazonUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appleUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyrightHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  explicit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastBuildDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastAuthor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastSummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastWebsite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotifyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RssResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RssResult'] = ResolversParentTypes['RssResult']> = {
  feedId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduledEpisodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduledEpisode'] = ResolversParentTypes['ScheduledEpisode']> = {
  episodeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Series'] = ResolversParentTypes['Series']> = {
  autoPublish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cadence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guestVoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostVoice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRunAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SeriesRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeriesRun'] = ResolversParentTypes['SeriesRun']> = {
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['SeriesRunItem']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podcastId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seriesId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SeriesRunStatus'], ParentType, ContextType>;
};

export type SeriesRunItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeriesRunItem'] = ResolversParentTypes['SeriesRunItem']> = {
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Show'] = ResolversParentTypes['Show']> = {
  aiDisclosure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amazonUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appleUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyrightHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destinations?: Resolver<ReadonlyArray<ResolversTypes['ShowDestination']>, ParentType, ContextType>;
  episodeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explicit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fundingText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fundingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastBuildDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podcastAuthor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastSummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastWebsite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcasts?: Resolver<ReadonlyArray<ResolversTypes['ShowPodcast']>, ParentType, ContextType>;
  scheduled?: Resolver<ReadonlyArray<ResolversTypes['ScheduledEpisode']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotifyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txt?: Resolver<ReadonlyArray<ResolversTypes['ShowTxt']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['ShowVisibility'], ParentType, ContextType>;
};

export type ShowAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowAnalytics'] = ResolversParentTypes['ShowAnalytics']> = {
  episodes?: Resolver<ReadonlyArray<ResolversTypes['ShowEpisodeFigures']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EpisodeAnalytics'], ParentType, ContextType>;
};

export type ShowDestinationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowDestination'] = ResolversParentTypes['ShowDestination']> = {
  listingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platformName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DestinationStatus'], ParentType, ContextType>;
  submitUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShowEpisodeFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowEpisodeFigures'] = ResolversParentTypes['ShowEpisodeFigures']> = {
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  episodeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playerPlays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pubDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPlays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShowPodcastResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowPodcast'] = ResolversParentTypes['ShowPodcast']> = {
  lastPublishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podcastId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShowTxtResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowTxt'] = ResolversParentTypes['ShowTxt']> = {
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SourcePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourcePage'] = ResolversParentTypes['SourcePage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['Source']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SpeakerVoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpeakerVoice'] = ResolversParentTypes['SpeakerVoice']> = {
  pitch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  speaker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  voice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StartedClipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartedClip'] = ResolversParentTypes['StartedClip']> = {
  clipId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartedMixdownResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartedMixdown'] = ResolversParentTypes['StartedMixdown']> = {
  batch_job_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  podcast_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ref_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionList'] = ResolversParentTypes['SubscriptionList']> = {
  subscriptions?: Resolver<ReadonlyArray<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
};

export type SubscriptionPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan']> = {
  autoRenew?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureLimits?: Resolver<ReadonlyArray<ResolversTypes['FeatureLimit']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCurrentPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PlanLimits'], ParentType, ContextType>;
  minutesLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRenewalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  popularity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricing?: Resolver<ReadonlyArray<ResolversTypes['PlanPricing']>, ParentType, ContextType>;
};

export type SupportTicketResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportTicketResult'] = ResolversParentTypes['SupportTicketResult']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submissionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupportTicketStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportTicketStatus'] = ResolversParentTypes['SupportTicketStatus']> = {
  hasScreenshot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submissionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnavailableFigureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnavailableFigure'] = ResolversParentTypes['UnavailableFigure']> = {
  figure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserProfile'] = ResolversParentTypes['UserProfile']> = {
  accountType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  given_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VisitorDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorDay'] = ResolversParentTypes['VisitorDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VisitorFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorFigures'] = ResolversParentTypes['VisitorFigures']> = {
  averageTimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ReadonlyArray<ResolversTypes['VisitorDay']>, ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Voice'] = ResolversParentTypes['Voice']> = {
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voice_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VoicePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoicePreview'] = ResolversParentTypes['VoicePreview']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDurationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastResponse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountDeleted?: AccountDeletedResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  AppleCategory?: AppleCategoryResolvers<ContextType>;
  Citation?: CitationResolvers<ContextType>;
  Clip?: ClipResolvers<ContextType>;
  ClipSuggestion?: ClipSuggestionResolvers<ContextType>;
  ClonedVoice?: ClonedVoiceResolvers<ContextType>;
  ClonedVoiceResult?: ClonedVoiceResultResolvers<ContextType>;
  ConvertAudioResult?: ConvertAudioResultResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreatedWebhookEndpoint?: CreatedWebhookEndpointResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  DataExportRequested?: DataExportRequestedResolvers<ContextType>;
  DeleteClonedVoiceResult?: DeleteClonedVoiceResultResolvers<ContextType>;
  DeletePodcastResult?: DeletePodcastResultResolvers<ContextType>;
  DeletePronunciationResult?: DeletePronunciationResultResolvers<ContextType>;
  DeleteSourceResult?: DeleteSourceResultResolvers<ContextType>;
  EditorClip?: EditorClipResolvers<ContextType>;
  EditorProject?: EditorProjectResolvers<ContextType>;
  EditorTrack?: EditorTrackResolvers<ContextType>;
  Episode?: EpisodeResolvers<ContextType>;
  EpisodeAnalytics?: EpisodeAnalyticsResolvers<ContextType>;
  FeatureLimit?: FeatureLimitResolvers<ContextType>;
  FeatureOption?: FeatureOptionResolvers<ContextType>;
  FeedAddress?: FeedAddressResolvers<ContextType>;
  File?: GraphQLScalarType;
  GeolocationLog?: GeolocationLogResolvers<ContextType>;
  InvoiceResult?: InvoiceResultResolvers<ContextType>;
  LineTiming?: LineTimingResolvers<ContextType>;
  Listener?: ListenerResolvers<ContextType>;
  ListenerCount?: ListenerCountResolvers<ContextType>;
  ListenerFeed?: ListenerFeedResolvers<ContextType>;
  LoudnessReport?: LoudnessReportResolvers<ContextType>;
  MusicItem?: MusicItemResolvers<ContextType>;
  MusicList?: MusicListResolvers<ContextType>;
  MusicPresignedUrl?: MusicPresignedUrlResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MySubscription?: MySubscriptionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentTransaction?: PaymentTransactionResolvers<ContextType>;
  PaymentTransactionPage?: PaymentTransactionPageResolvers<ContextType>;
  PlanLimits?: PlanLimitsResolvers<ContextType>;
  PlanPricing?: PlanPricingResolvers<ContextType>;
  PlayerFigures?: PlayerFiguresResolvers<ContextType>;
  Podcast?: PodcastResolvers<ContextType>;
  PodcastAudioUrl?: PodcastAudioUrlResolvers<ContextType>;
  PodcastLine?: PodcastLineResolvers<ContextType>;
  PodcastMusic?: PodcastMusicResolvers<ContextType>;
  PodcastOwner?: PodcastOwnerResolvers<ContextType>;
  PodcastPage?: PodcastPageResolvers<ContextType>;
  PodcastSettings?: PodcastSettingsResolvers<ContextType>;
  PopularTopic?: PopularTopicResolvers<ContextType>;
  PopularTopicList?: PopularTopicListResolvers<ContextType>;
  PresignedUrlResult?: PresignedUrlResultResolvers<ContextType>;
  Pronunciation?: PronunciationResolvers<ContextType>;
  PublishEpisodeResult?: PublishEpisodeResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RssFeed?: RssFeedResolvers<ContextType>;
  RssResult?: RssResultResolvers<ContextType>;
  ScheduledEpisode?: ScheduledEpisodeResolvers<ContextType>;
  Series?: SeriesResolvers<ContextType>;
  SeriesRun?: SeriesRunResolvers<ContextType>;
  SeriesRunItem?: SeriesRunItemResolvers<ContextType>;
  Show?: ShowResolvers<ContextType>;
  ShowAnalytics?: ShowAnalyticsResolvers<ContextType>;
  ShowDestination?: ShowDestinationResolvers<ContextType>;
  ShowEpisodeFigures?: ShowEpisodeFiguresResolvers<ContextType>;
  ShowPodcast?: ShowPodcastResolvers<ContextType>;
  ShowTxt?: ShowTxtResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  SourcePage?: SourcePageResolvers<ContextType>;
  SpeakerVoice?: SpeakerVoiceResolvers<ContextType>;
  StartedClip?: StartedClipResolvers<ContextType>;
  StartedMixdown?: StartedMixdownResolvers<ContextType>;
  SubscriptionList?: SubscriptionListResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  SupportTicketResult?: SupportTicketResultResolvers<ContextType>;
  SupportTicketStatus?: SupportTicketStatusResolvers<ContextType>;
  UnavailableFigure?: UnavailableFigureResolvers<ContextType>;
  UserProfile?: UserProfileResolvers<ContextType>;
  VisitorDay?: VisitorDayResolvers<ContextType>;
  VisitorFigures?: VisitorFiguresResolvers<ContextType>;
  Voice?: VoiceResolvers<ContextType>;
  VoicePreview?: VoicePreviewResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
};

