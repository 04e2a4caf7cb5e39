import { seriesInput } from '@podloom/contract';
import { type GraphQLModule, requireGraphQLUser } from '../../platform/graphql/context';
import { parseInput } from '../../platform/http/validation';
import type { SeriesService } from './series.service';

export const seriesGraphQL = (service: SeriesService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "QUEUED until its job reads the sources; then skipped, writing, rendering, waiting for approval, published or failed."
    enum SeriesRunStatus {
      QUEUED
      SKIPPED
      SCRIPTING
      RENDERING
      AWAITING_APPROVAL
      PUBLISHED
      FAILED
    }
    "A recurring series: a show, web addresses to watch, a schedule on the creator's clock, and how episodes are made."
    type Series {
      id: Int!
      name: String!
      showId: String!
      "RSS/Atom feeds or web pages."
      sources: [String!]!
      "daily or weekly."
      cadence: String!
      "ISO weekday of a weekly series: 1 Monday … 7 Sunday."
      weekday: Int
      "HH:MM on the time zone's clock."
      time: String!
      "An IANA time zone, e.g. Europe/London."
      timeZone: String!
      format: String!
      "Minutes."
      duration: Int!
      tone: String!
      language: String!
      host: String!
      guest: String
      hostVoice: String!
      guestVoice: String
      "Episodes publish themselves; otherwise each waits for approveSeriesRun."
      autoPublish: Boolean!
      "ISO 8601, UTC."
      nextRunAt: String!
      createdAt: String!
    }
    "An item a run used."
    type SeriesRunItem {
      title: String!
      link: String
    }
    type SeriesRun {
      id: Int!
      seriesId: Int!
      status: SeriesRunStatus!
      "Why it was skipped or failed, or what it published."
      message: String
      startedAt: String!
      finishedAt: String
      "The podcast its script and audio went to."
      podcastId: Int
      items: [SeriesRunItem!]!
    }
    input SeriesInput {
      name: String!
      showId: String!
      sources: [String!]!
      cadence: String!
      weekday: Int
      time: String!
      timeZone: String!
      format: String
      duration: Int
      tone: String
      language: String
      host: String!
      guest: String
      hostVoice: String!
      guestVoice: String
      autoPublish: Boolean
    }
    extend type Query {
      "The caller's series."
      series: [Series!]!
      "A series' runs, newest first (the last 50)."
      seriesRuns(id: Int!): [SeriesRun!]!
    }
    extend type Mutation {
      createSeries(input: SeriesInput!): Series!
      updateSeries(id: Int!, input: SeriesInput!): Series!
      "Deletes a series and its runs; a run under way stops."
      deleteSeries(id: Int!): Boolean!
      "Starts a run now."
      runSeries(id: Int!): SeriesRun!
      "Publishes the episode of a run waiting for approval."
      approveSeriesRun(runId: Int!): SeriesRun!
    }
  `,
  resolvers: {
    Query: {
      series: (_, __, ctx) => service.list(requireGraphQLUser(ctx).userId),
      seriesRuns: (_, { id }, ctx) => service.runs(requireGraphQLUser(ctx).userId, id),
    },
    Mutation: {
      createSeries: (_, { input }, ctx) =>
        service.create(requireGraphQLUser(ctx).userId, parseInput(seriesInput, input)),
      updateSeries: (_, { id, input }, ctx) =>
        service.update(requireGraphQLUser(ctx).userId, id, parseInput(seriesInput, input)),
      deleteSeries: (_, { id }, ctx) => service.delete(requireGraphQLUser(ctx).userId, id),
      runSeries: (_, { id }, ctx) => service.runNow(requireGraphQLUser(ctx).userId, id),
      approveSeriesRun: (_, { runId }, ctx) => service.approve(requireGraphQLUser(ctx).userId, runId),
    },
  },
});
