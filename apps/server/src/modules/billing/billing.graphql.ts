import { type GraphQLModule, requireGraphQLUser } from '../../platform/graphql/context';
import { badRequest } from '../../platform/http/errors';
import type { BillingService } from './billing.service';
import type { InvoicesService } from './invoices.service';

export const billingGraphQL = (billing: BillingService, invoices: InvoicesService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    type FeatureLimit {
      featureId: Int!
      isEnabled: Boolean!
      textValue: String
      selectedOptionId: Int
      numericLimit: Int
    }
    type PlanPricing {
      id: Int!
      amount: Float!
      "monthly or yearly"
      billingCycle: String!
      "INR or USD"
      currencyCode: String!
      priceDisplayTextOverride: String
      status: String!
    }
    "What a plan allows: the server enforces these, and the plan's planDescription lines are written from them."
    type PlanLimits {
      "Audio minutes per monthly usage period"
      minutes: Int!
      "Basic, Premium, Neural, Ultra: the voice tiers a render may use"
      voiceTiers: [String!]!
      longestEpisodeMinutes: Int!
      "How many cloned voices the plan keeps"
      clones: Int!
      storageBytes: Float!
    }
    type SubscriptionPlan {
      id: Int!
      name: String!
      planDescription: String!
      popularity: String
      displayOrder: Int!
      minutesLimit: Int!
      "Its limits; planDescription is written from them and from the voices this install has"
      limits: PlanLimits!
      isCurrentPlan: Boolean!
      autoRenew: Boolean
      nextRenewalDate: String
      featureLimits: [FeatureLimit!]!
      pricing: [PlanPricing!]!
    }
    type SubscriptionList {
      subscriptions: [SubscriptionPlan!]!
    }
    "The caller's plan (Free without a subscription), its period, renewal, this month's minutes and voice tiers."
    type MySubscription {
      planId: Int
      planName: String!
      priceText: String!
      "active, cancelled (auto-renew off, runs to its end), grace (renewal unpaid) or free"
      status: String!
      autoRenew: Boolean!
      currentPeriodStart: String
      currentPeriodEnd: String
      nextRenewalDate: String
      graceUntil: String
      usagePeriodStart: String!
      minutesUsed: Float!
      minutesLimit: Int!
      "Basic, Premium, Neural, Ultra: the voice tiers the plan may render with"
      voiceTiers: [String!]!
      "The longest episode a script may be written for, in minutes"
      longestEpisodeMinutes: Int!
      "How many cloned voices the plan keeps, and how many the caller has (drafts count)"
      clonesLimit: Int!
      clonesUsed: Int!
    }
    "Spec 001 §3 Payment transaction."
    type PaymentTransaction {
      transactionId: Int!
      orderId: String!
      userId: Int!
      clientSubscriptionId: Int
      invoiceId: Int
      paymentMethodId: String
      paymentGatewayUsed: String!
      gatewayTransactionId: String
      gatewayChargeId: String
      amountIntended: Float!
      amountCharged: Float
      currencyCode: String!
      taxAmount: Float
      "PENDING, SUCCESS or FAILED"
      transactionStatus: String!
      statusMessage: String
      errorCode: String
      initiatedAt: String!
      completedAt: String
      refundedAt: String
      refundAmount: Float
      "The gateway's own fields, as JSON text"
      gatewayMetadata: String
      createdAt: String!
      updatedAt: String!
      gatewayRespondedAt: String
      invoiceFileUrl: String
    }
    type PaymentTransactionPage {
      items: [PaymentTransaction!]!
      total: Int!
    }
    "Spec 001 §3 Invoice generation result."
    type InvoiceResult {
      success: Boolean!
      message: String!
      s3Bucket: String
      s3Key: String
      presignedUrl: String
    }
    extend type Query {
      "The plan catalogue, sorted by displayOrder."
      getAllSubscriptions: SubscriptionList!
      mySubscription: MySubscription!
      "The caller's payments, newest first."
      userPaymentTransactions(page: Int = 1, pageSize: Int = 10): PaymentTransactionPage!
    }
    extend type Mutation {
      "Turns auto-renew off; the plan lasts to the end of the period already paid."
      cancelSubscription: MySubscription!
      "Renders (once) and links the invoice of one of the caller's paid transactions."
      generateInvoice(transactionId: String!): InvoiceResult!
    }
  `,
  resolvers: {
    Query: {
      getAllSubscriptions: async (_, __, ctx) => ({
        subscriptions: await billing.allSubscriptions(ctx.user?.userId ?? null),
      }),
      mySubscription: (_, __, ctx) => billing.mySubscription(requireGraphQLUser(ctx).userId),
      userPaymentTransactions: (_, args, ctx) =>
        invoices.transactions(requireGraphQLUser(ctx).userId, args.page ?? 1, args.pageSize ?? 10),
    },
    Mutation: {
      cancelSubscription: (_, __, ctx) => billing.cancelSubscription(requireGraphQLUser(ctx).userId),
      generateInvoice: (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        const id = Number(args.transactionId);
        if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('We could not find that payment.');
        return invoices.generateInvoice(user.userId, id);
      },
    },
  },
});
