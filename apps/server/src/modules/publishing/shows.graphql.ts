import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { EpisodesService } from './episodes.service';
import type { ShowsService } from './shows.service';

export const showsGraphQL = (shows: ShowsService, episodes: EpisodesService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    """
    A show's details: the fields of RssInput (spec 000 §3 "RSS input", same messages and limits) and a slug.
    updateShow takes the whole form, as the Create RSS Feed modal sends it.
    """
    input ShowInput {
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
      "The podcast the show starts with: its category gives the default Apple category."
      podcastId: Int
      "An Apple Podcasts category from appleCategories; kept when omitted on an update."
      category: String
      appleUrl: String
      spotifyUrl: String
      amazonUrl: String
      "Lowercase letters, digits and hyphens; made from the title when omitted on create, kept on update."
      slug: String
      "podcast:locked: true (the default) forbids other hosts to import the feed without the owner's e-mail. Kept when omitted."
      locked: Boolean
      "podcast:funding: a support link (http or https); empty removes it. Kept when omitted."
      fundingUrl: String
      "The support link's words (at most 128 characters); the show's title when empty."
      fundingText: String
      "podcast:txt entries (at most 10), e.g. a directory's ownership check; an empty list removes them. Kept when omitted."
      txt: [ShowTxtInput!]
      "Shown on the show's pages and at the end of each episode's description; empty turns it off. Kept when omitted."
      aiDisclosure: String
      "PRIVATE: the feed, pages and sitemap entries are absent (404); listeners read personal feeds. Kept when omitted."
      visibility: ShowVisibility
    }
    "PUBLIC: anyone may read the feed and pages; PRIVATE: only the listeners the creator adds, each on a personal feed."
    enum ShowVisibility {
      PUBLIC
      PRIVATE
    }
    "A podcast:txt entry: its purpose (one word such as verify; optional) and its text (at most 4000 characters)."
    input ShowTxtInput {
      purpose: String
      value: String!
    }
    "A podcast:txt entry of a show."
    type ShowTxt {
      purpose: String
      value: String!
    }
    "SUBMIT: submit the feed to the directory once (and save the listing link); LISTED: the listing link is saved."
    enum DestinationStatus {
      SUBMIT
      LISTED
    }
    "A directory a show was published to."
    type ShowDestination {
      "A platform key of spec 000 §7."
      platform: String!
      platformName: String!
      "The show's page in that directory, once saved (Apple Podcasts, Spotify, Amazon Music)."
      listingUrl: String
      "Where to submit the feed once; null for directories that take no submissions."
      submitUrl: String
      status: DestinationStatus!
    }
    "A podcast published on a show, and when it last was (for the Publish modal's default show)."
    type ShowPodcast {
      podcastId: Int!
      lastPublishedAt: String
    }
    "An episode of the show waiting for its release time."
    type ScheduledEpisode {
      episodeId: Int!
      title: String!
      "ISO 8601, UTC."
      publishAt: String!
    }
    "One of the caller's shows: one feed, submitted once to each directory."
    type Show {
      id: String!
      slug: String!
      title: String!
      "PUBLIC_URL/feeds/{id}.xml."
      feedUrl: String!
      "The public page listing its published episodes, newest first; null while the show is private (no public page)."
      pageUrl: String
      destinations: [ShowDestination!]!
      "Published episodes."
      episodeCount: Int!
      "Episodes waiting for their release, soonest first (not in episodeCount)."
      scheduled: [ScheduledEpisode!]!
      podcasts: [ShowPodcast!]!
      podcastTitle: String!
      podcastDescription: String!
      podcastWebsite: String!
      copyrightHolder: String!
      language: String!
      podcastAuthor: String!
      podcastSummary: String!
      ownerName: String!
      ownerEmail: String!
      explicit: String!
      podcastImageUrl: String!
      category: String!
      appleUrl: String
      spotifyUrl: String
      amazonUrl: String
      "Whether the feed carries podcast:locked yes."
      locked: Boolean!
      fundingUrl: String
      fundingText: String!
      txt: [ShowTxt!]!
      "The AI-disclosure statement; empty when off."
      aiDisclosure: String!
      visibility: ShowVisibility!
      createdAt: String!
      lastBuildDate: String!
    }
    "A podcast to publish to one of the caller's shows for a directory (spec 000 §3 episode fields)."
    input PublishEpisodeInput {
      podcastId: Int!
      showId: String!
      "A platform key of spec 000 §7 or its name; recorded as a destination of the show."
      platform: String!
      title: String
      description: String
      itunesEpisode: Int
      itunesSeason: Int
      """
      Publish at a later time: ISO 8601 with the creator's offset (2026-12-01T09:00:00+05:30), stored in UTC. The
      episode is SCHEDULED (off the feed, pages and sitemap) until then; publishing again re-times it, null publishes
      it now, unpublishEpisode cancels it. Absent or null publishes now.
      """
      publishAt: String
    }
    "PUBLISHED: on the feed and the public pages; SCHEDULED: waiting for its release time."
    enum EpisodeStatus {
      SCHEDULED
      PUBLISHED
    }
    type PublishEpisodeResult {
      episodeId: Int!
      showId: String!
      platform: String!
      "The show's one feed, the URL to submit to the directory."
      feedUrl: String!
      "The enclosure URL."
      link: String!
      guid: String!
      title: String!
      "RFC 2822, as in the feed."
      pubDate: String!
      status: EpisodeStatus!
      "ISO 8601 (UTC): when it goes out, or went out."
      publishAt: String!
    }
    "Whether directories on the internet can fetch feeds from this server's PUBLIC_URL."
    type FeedAddress {
      publicUrl: String!
      reachable: Boolean!
      "Why directories cannot reach the feed, when they cannot."
      problem: String
    }
    extend type Query {
      "Whether directories can reach feeds here (not localhost, a private address or plain http), shown before Publish."
      feedAddress: FeedAddress!
      "The caller's shows, newest first."
      shows: [Show!]!
      "One of the caller's shows; null for an unknown id or someone else's."
      show(showId: String!): Show
    }
    extend type Mutation {
      createShow(input: ShowInput!): Show!
      "Saves a show's details; the feed and pages follow, and WebSub is pinged."
      updateShow(showId: String!, input: ShowInput!): Show!
      """
      Deletes a show. Refused while it has published episodes unless confirm is true; afterwards its feed and
      page answer 410 Gone.
      """
      deleteShow(showId: String!, confirm: Boolean): Boolean!
      """
      Saves the show's listing link in a directory (its page there, https on the directory's own host; empty
      clears it): the destination then reads LISTED. Records the directory as a destination if it is not one yet.
      """
      setListingLink(showId: String!, platform: String!, listingUrl: String): Show!
      "Publishes a podcast to the show's one feed (once, whichever directories) and records the directory."
      publishEpisode(input: PublishEpisodeInput!): PublishEpisodeResult!
    }
  `,
  resolvers: {
    Query: {
      feedAddress: () => shows.feedAddress(),
      shows: (_, __, ctx) => shows.shows(requireGraphQLUser(ctx).userId),
      show: (_, args, ctx) => shows.show(requireGraphQLUser(ctx).userId, args.showId),
    },
    Mutation: {
      createShow: (_, args, ctx) => shows.createShow(requireGraphQLUser(ctx).userId, args.input),
      updateShow: (_, args, ctx) => shows.updateShow(requireGraphQLUser(ctx).userId, args.showId, args.input),
      deleteShow: (_, args, ctx) => shows.deleteShow(requireGraphQLUser(ctx).userId, args.showId, args.confirm),
      setListingLink: (_, args, ctx) =>
        shows.setListingLink(requireGraphQLUser(ctx).userId, args.showId, args.platform, args.listingUrl),
      publishEpisode: (_, args, ctx) => episodes.publishEpisode(requireGraphQLUser(ctx).userId, args.input),
    },
  },
});
