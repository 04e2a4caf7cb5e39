import { MESSAGES, SUPPORT_LIMITS, supportTicketInput } from '@podloom/contract';
import type { GraphQLModule } from '../../platform/graphql/context';
import { badRequest } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { Screenshot, SupportService } from './support.service';

async function readScreenshot(file: File | null | undefined): Promise<Screenshot | null> {
  if (!file) return null;
  if (file.size >= SUPPORT_LIMITS.screenshotMaxBytes) throw badRequest(MESSAGES.screenshotTooLarge);
  return { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
}

export const supportGraphQL = (support: SupportService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    input SupportTicketInput {
      firstName: String!
      lastName: String!
      email: String!
      subject: String!
      "technical, feature, general or payment"
      issueType: String!
      "low, medium, high or urgent"
      priorityLevel: String!
      description: String!
      "An image under 5 MB (multipart upload)."
      screenshot: File
    }
    type SupportTicketResult {
      ticketId: String!
      status: String!
      submissionDate: String!
    }
    type SupportTicketStatus {
      ticketId: String!
      status: String!
      submissionDate: String!
      "Whether a screenshot is stored with the ticket."
      hasScreenshot: Boolean!
    }
    extend type Query {
      "Where a help request stands, for whoever holds its ticket id (nothing else of the ticket is shown)."
      supportTicket(ticketId: String!): SupportTicketStatus
    }
    extend type Mutation {
      "Stores a help request, mails the support team and answers its ticket id."
      createSupportTicket(input: SupportTicketInput!): SupportTicketResult!
    }
  `,
  resolvers: {
    Query: {
      supportTicket: (_, args) => support.ticketStatus(args.ticketId),
    },
    Mutation: {
      createSupportTicket: async (_, { input }, ctx) => {
        const { screenshot, ...fields } = input;
        const ticket = parseInput(supportTicketInput, fields);
        return support.createTicket(ticket, await readScreenshot(screenshot), {
          userId: ctx.user?.userId ?? null,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
      },
    },
  },
});
