import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { AnalyticsService } from './analytics.service';

export const analyticsGraphQL = (analytics: AnalyticsService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A count of distinct listeners under a name (a country, a device kind, an app)."
    type ListenerCount {
      name: String!
      count: Int!
    }
    type VisitorFigures {
      "Distinct listeners in the period."
      total: Int!
      "Listeners heard for the first time in the period."
      new: Int!
      "Estimated listening time per visitor, in seconds."
      averageTimeSeconds: Int!
      "Per UTC day of the period up to today, zeros included; All Time from the first listening day (at most 366 days)."
      days: [VisitorDay!]!
    }
    "One day of Total Visitors."
    type VisitorDay {
      "YYYY-MM-DD (UTC)."
      date: String!
      "Distinct listeners whose listening began that day."
      visitors: Int!
      "Listeners heard for the first time that day."
      new: Int!
    }
    """
    What Podloom's own players (the public episode pages and embeds) reported with privacy-friendly beacons: plays
    once per listener, episode and UTC day (bots ignored); listening time actually heard; completion rate the percent
    of plays that reached 95% of the episode.
    """
    type PlayerFigures {
      plays: Int!
      listeningTimeSeconds: Int!
      completionRate: Float!
    }
    "A figure downloads cannot reveal, and why it is left empty."
    type UnavailableFigure {
      figure: String!
      reason: String!
    }
    """
    The /analytics page (spec 001 §2), from real enclosure downloads counted by IAB Podcast Measurement v2.2.
    totalPlays: listening sessions (one per listener, episode and 24 h, bots and 0-1 probes excluded);
    downloads: sessions that delivered a minute of audio (the whole file for episodes up to 60 s);
    uniqueListeners: distinct listeners (IP + user agent, hashed) with a download;
    completionRate: percent (0-100) of listener-episode pairs that fetched at least 90% of the bytes;
    listeningTimeSeconds: estimated from the bytes delivered. countries, devices and platforms count
    distinct listeners; country is 'Unknown' without a GeoIP database. ageGroups and gender are always null
    (see unavailable).
    """
    type EpisodeAnalytics {
      "Null for all of the caller's episodes."
      episodeId: Int
      period: String!
      "ISO 8601 start of the period (UTC week from Monday, month from the 1st); null for All Time."
      periodStart: String
      totalPlays: Int!
      uniqueListeners: Int!
      downloads: Int!
      completionRate: Float!
      listeningTimeSeconds: Int!
      countries: [ListenerCount!]!
      visitors: VisitorFigures!
      devices: [ListenerCount!]!
      platforms: [ListenerCount!]!
      "From Podloom's web and embed players (source: player beacons), beside the downloads above."
      player: PlayerFigures!
      ageGroups: [ListenerCount!]
      gender: [ListenerCount!]
      unavailable: [UnavailableFigure!]!
    }
    "One episode of a show in the show's analytics table."
    type ShowEpisodeFigures {
      episodeId: Int!
      title: String!
      "ISO 8601."
      pubDate: String!
      published: Boolean!
      "Listening sessions, as totalPlays."
      totalPlays: Int!
      downloads: Int!
      "Plays our own web and embed players reported."
      playerPlays: Int!
    }
    "The /analytics page for one show: totals over its episodes (episodeId null), and each episode's figures."
    type ShowAnalytics {
      showId: String!
      title: String!
      period: String!
      totals: EpisodeAnalytics!
      "Every episode of the show, newest first."
      episodes: [ShowEpisodeFigures!]!
    }
    extend type Query {
      "Figures for one of the caller's shows; period as for episodeAnalytics."
      showAnalytics(showId: String!, period: String): ShowAnalytics!
      "Figures for one of the caller's episodes, or all of them; period is 'This Week' (default), 'This Month' or 'All Time'."
      episodeAnalytics(episodeId: Int, period: String): EpisodeAnalytics!
    }
  `,
  resolvers: {
    Query: {
      showAnalytics: (_, args, ctx) =>
        analytics.showAnalytics(requireGraphQLUser(ctx).userId, args.showId, args.period),
      episodeAnalytics: (_, args, ctx) =>
        analytics.episodeAnalytics(requireGraphQLUser(ctx).userId, args.episodeId, args.period),
    },
  },
});
