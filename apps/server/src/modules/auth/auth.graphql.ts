import { updateProfileInput } from '@podloom/contract';
import { type GraphQLModule, requireGraphQLUser } from '../../platform/graphql/context';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { uploadGeolocation } from './geolocation';
import { getProfile, podcastOwner, updateProfile } from './profile.service';

/** `me`, `updateProfile` and `uploadGeolocation` (spec 001 §2 Profile, §7 Geolocation log). */
export const authGraphQL = (services: Pick<AppServices, 'db' | 'log'>): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "The signed-in user's profile; the name and the company details can be changed, e-mail and phone cannot."
    type UserProfile {
      id: Int!
      email: String!
      given_name: String!
      family_name: String!
      "E.164, e.g. +919876543210"
      phone_number: String
      "With a plus, e.g. +91"
      country_code: String
      "company or individual, as chosen at company sign-up; null when never given."
      accountType: String
      companyName: String
      designation: String
      "ISO 3166-1 alpha-2, e.g. IN."
      country: String
      state: String
    }
    "Company sign-up's details (spec 001 §2); each is trimmed, empty clears it."
    input CompanyDetailsInput {
      "company or individual"
      accountType: String
      companyName: String
      designation: String
      "ISO 3166-1 alpha-2, e.g. IN."
      country: String
      state: String
    }
    "A podcast's owner as the podcast shows it: a name, never an address (spec 000 §3 Podcast.user)."
    type PodcastOwner {
      id: Int!
      given_name: String!
      family_name: String!
    }
    extend type Podcast {
      "The account that owns the podcast; podcasts are only ever shown to it."
      user: PodcastOwner!
    }
    input UpdateProfileInput {
      "Split at the first space into given and family name."
      name: String!
      "Left out, the company details stay as they are."
      company: CompanyDetailsInput
    }
    input GeolocationInput {
      "Ignored: the server records the address the request came from."
      ipAddress: String
      "Ignored: the server records the request's User-Agent."
      userAgent: String
      "Defaults to login."
      sourceEvent: String
      "Must be the signed-in user's id when given."
      userId: ID
    }
    type GeolocationLog {
      id: Int!
      ipAddress: String!
      userAgent: String!
      sourceEvent: String!
      userId: Int!
      createdAt: String!
    }
    extend type Query {
      "The signed-in user."
      me: UserProfile!
    }
    extend type Mutation {
      "Saves the profile name and answers the profile."
      updateProfile(input: UpdateProfileInput!): UserProfile!
      "Records where a login came from: the request's address and browser, for the token's user."
      uploadGeolocation(input: GeolocationInput!): GeolocationLog!
    }
  `,
  resolvers: {
    Query: {
      me: (_, __, ctx) => getProfile(services.db, requireGraphQLUser(ctx).userId),
    },
    Podcast: {
      user: (podcast) => podcastOwner(services.db, podcast.userId),
    },
    Mutation: {
      updateProfile: (_, { input }, ctx) => {
        const user = requireGraphQLUser(ctx);
        return updateProfile(services.db, user.userId, parseInput(updateProfileInput, input));
      },
      uploadGeolocation: async (_, { input }, ctx) => {
        const user = requireGraphQLUser(ctx);
        const log = await uploadGeolocation(services, user.userId, input, { ip: ctx.ip, userAgent: ctx.userAgent });
        return { ...log, userId: user.userId, createdAt: log.createdAt.toISOString() };
      },
    },
  },
});
