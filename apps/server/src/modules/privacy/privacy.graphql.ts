import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { AccountDeletionService } from './deletion.service';
import type { DataExportService } from './privacy.service';

export const privacyGraphQL = (exports: DataExportService, deletion: AccountDeletionService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A copy of everything the account keeps, as one zip (Download my data)."
    type DataExport {
      id: ID!
      "queued, running, ready, failed or expired"
      status: String!
      "A signed link to the zip while it is ready; it stops working at expiresAt."
      url: String
      "Seven days after the zip was made; then the file is deleted."
      expiresAt: String
      "The zip's size in bytes, once made."
      bytes: Float
      createdAt: String!
      "Why it failed, for people."
      error: String
    }
    type DataExportRequested {
      exportId: ID!
    }
    type AccountDeleted {
      success: Boolean!
      message: String!
    }
    extend type Query {
      "The caller's data exports, newest first."
      dataExports: [DataExport!]!
    }
    extend type Mutation {
      "Starts gathering the caller's data into one zip; the link is mailed when it is ready. One at a time."
      requestDataExport: DataExportRequested!
      "Deletes the caller's account after checking the password (or, without one, the mailed code): signed out at once, everything else follows."
      deleteAccount(password: String, code: String): AccountDeleted!
      "Mails a code that confirms deleteAccount, for an account that signs in with Google and has no password."
      requestAccountDeletionCode: AccountDeleted!
    }
  `,
  resolvers: {
    Query: {
      dataExports: (_, __, ctx) => exports.list(requireGraphQLUser(ctx).userId),
    },
    Mutation: {
      requestDataExport: (_, __, ctx) => exports.request(requireGraphQLUser(ctx).userId),
      deleteAccount: (_, args, ctx) =>
        deletion.request(requireGraphQLUser(ctx).userId, { password: args.password, code: args.code }),
      requestAccountDeletionCode: (_, __, ctx) => deletion.sendCode(requireGraphQLUser(ctx).userId),
    },
  },
});
