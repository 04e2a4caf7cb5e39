import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import { APPLE_CATEGORIES } from './apple-categories';
import type { EpisodesService } from './episodes.service';
import type { RssFeedsService } from './rss-feeds.service';

export const publishingGraphQL = (feeds: RssFeedsService, episodes: EpisodesService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    """
    Spec 000 §3 "RSS input". Validated on the server with the messages of spec 000 §5; the five required fields
    are nullable here so that a missing one answers 'Please fill in the {label}.' Defaults (§9): language en-us,
    explicit no, and a generated cover (1400 px square JPEG) when podcastImageUrl is empty.
    """
    input RssInput {
      "Optional; when given it must be the signed-in user's id."
      userId: Int
      "A platform key of spec 000 §7 (spotify, apple, google, amazon_music, overcast, stitcher, castbox, podcastindex) or its name."
      platform: String!
      podcastTitle: String
      podcastDescription: String
      podcastWebsite: String
      copyrightHolder: String
      language: String
      podcastAuthor: String
      podcastSummary: String
      ownerName: String
      ownerEmail: String
      "yes/no (or true/false)."
      explicit: String
      podcastImageUrl: String
      "The podcast being published: its category gives the default Apple category of a new feed."
      podcastId: Int
      "An Apple Podcasts category from appleCategories: 'Science' or 'Science > Physics'. Kept when omitted on an update."
      category: String
      "The show's Apple Podcasts listing (https://podcasts.apple.com/…), once approved. Omitted keeps it; empty clears it."
      appleUrl: String
      "The show's Spotify listing (https://open.spotify.com/…). Omitted keeps it; empty clears it."
      spotifyUrl: String
      "The show's Amazon Music listing (https://music.amazon.com/… or music.amazon.<tld>). Omitted keeps it; empty clears it."
      amazonUrl: String
    }
    type RssResult {
      "PUBLIC_URL/feeds/{feedId}.xml, the URL to submit to the platform."
      feedUrl: String!
      feedId: String!
      platform: String!
    }
    "One of the caller's hosted feeds, with what the Create RSS Feed form holds."
    type RssFeed {
      feedId: String!
      feedUrl: String!
      platform: String!
      podcastTitle: String!
      podcastDescription: String!
      podcastWebsite: String!
      copyrightHolder: String!
      language: String!
      podcastAuthor: String!
      podcastSummary: String!
      ownerName: String!
      ownerEmail: String!
      "yes or no."
      explicit: String!
      "The image the feed shows: the one given, or the generated cover."
      podcastImageUrl: String!
      "Apple Podcasts category, 'Parent' or 'Parent > Subcategory'."
      category: String!
      "The show's listings the public pages link to (Listen on …); null when not given."
      appleUrl: String
      spotifyUrl: String
      amazonUrl: String
      "ISO 8601; moves only when the feed's content changes."
      lastBuildDate: String!
    }
    """
    Spec 000 §3 "Episode input". Give audioUrl (from podcastPresignedUrlByPlatform or podcastPresignedUrl) or
    podcastId. Title and description are required (spec 000 §5); itunesSeason defaults to 1, itunesEpisode to the
    next number in the feed; itunesDuration is accepted and ignored (the duration is read from the audio).
    """
    input EpisodeInput {
      title: String
      description: String
      audioUrl: String
      podcastId: Int
      itunesDuration: String
      itunesSeason: Int
      itunesEpisode: Int
    }
    "A published episode. link is the enclosure URL; pubDate is RFC 2822, as in the feed."
    type Episode {
      episodeId: Int!
      "Permanent: re-publishing the podcast after a re-render keeps it and changes only the enclosure URL."
      guid: String!
      podcastId: Int
      platform: String!
      feedUrl: String!
      title: String!
      description: String!
      link: String!
      enclosureUrl: String!
      "Exact byte length of the enclosure."
      enclosureLength: Int!
      durationSeconds: Int!
      itunesSeason: Int!
      itunesEpisode: Int
      pubDate: String!
      "False once unpublished: the episode is then off its feed and the public pages."
      published: Boolean!
      "The episode's public page (a listener's link to share); null on a private show, which has no public pages."
      pageUrl: String
      """
      The iframe that embeds the episode's player (480 × 200; it fits down to 320 × 160) in a blog or a site; null on
      a private show, whose player is not public.
      """
      embedCode: String
      "SCHEDULED while it waits for its release time (off the feed and pages), PUBLISHED after."
      status: EpisodeStatus!
      "ISO 8601 (UTC): when it goes out, or went out."
      publishAt: String!
    }
    "The presigned URL of a podcast's audio for publishing: works without a session until expiry (ISO 8601)."
    type PresignedUrlResult {
      presignedUrl: String!
      expiry: String!
    }
    type AppleCategory {
      name: String!
      subcategories: [String!]!
    }
    extend type Query {
      "The caller's shows as the spec's per-platform feeds: one entry per show and directory it was published to."
      rssFeeds: [RssFeed!]!
      "The caller's episodes on a platform's feed (all platforms when omitted), newest first; empty without a feed."
      episodes(platform: String): [Episode!]!
      "Spec 000 §7's presigned URL by podcast id and platform: the caller's podcast audio, signed for an hour."
      podcastPresignedUrlByPlatform(podcastId: Int!, platform: String!): PresignedUrlResult!
      "Apple Podcasts categories, for the RSS form's category picker."
      appleCategories: [AppleCategory!]!
    }
    extend type Mutation {
      """
      Updates the caller's show for the platform (else the show with this title), or creates one; the platform
      becomes a destination of the show. Shows carry one feed each, whatever directories they are on.
      """
      createRss(input: RssInput!): RssResult!
      """
      Publishes a podcast to the caller's show for the platform (the one published there, else the only show);
      once per show, whichever directories it goes to. Without a show the error contains
      'no RSS feed found' (the browser then opens the RSS modal); a userId that is not the caller's is refused
      with 'Invalid user ID. Please log in again.'
      """
      addEpisode(userId: Int!, platform: String!, episode: EpisodeInput!): Episode!
      "Takes one of the caller's episodes off its feed and the public pages; publishing the podcast again restores it."
      unpublishEpisode(episodeId: Int!): Episode!
    }
  `,
  resolvers: {
    Query: {
      rssFeeds: (_, __, ctx) => feeds.userFeeds(requireGraphQLUser(ctx).userId),
      episodes: (_, args, ctx) => episodes.feedEpisodes(requireGraphQLUser(ctx).userId, args.platform),
      podcastPresignedUrlByPlatform: (_, args, ctx) =>
        episodes.presignedUrl(requireGraphQLUser(ctx).userId, args.podcastId, args.platform),
      appleCategories: () => APPLE_CATEGORIES,
    },
    Mutation: {
      createRss: (_, args, ctx) => feeds.createRss(requireGraphQLUser(ctx).userId, args.input),
      addEpisode: (_, args, ctx) =>
        episodes.addEpisode(requireGraphQLUser(ctx).userId, args.userId, args.platform, args.episode),
      unpublishEpisode: (_, args, ctx) => episodes.unpublishEpisode(requireGraphQLUser(ctx).userId, args.episodeId),
    },
  },
});
