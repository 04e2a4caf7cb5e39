import type { GraphQLModule } from '../../platform/graphql/context';
import type { BillingService } from './billing.service';

export const billingGraphQL = (billing: BillingService): GraphQLModule => ({
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
    type SubscriptionPlan {
      id: Int!
      name: String!
      planDescription: String!
      popularity: String
      displayOrder: Int!
      minutesLimit: Int!
      isCurrentPlan: Boolean!
      autoRenew: Boolean
      nextRenewalDate: String
      featureLimits: [FeatureLimit!]!
      pricing: [PlanPricing!]!
    }
    type SubscriptionList {
      subscriptions: [SubscriptionPlan!]!
    }
    extend type Query {
      "The plan catalogue, sorted by displayOrder."
      getAllSubscriptions: SubscriptionList!
    }
  `,
  resolvers: {
    Query: {
      getAllSubscriptions: async (_, __, ctx) => ({
        subscriptions: await billing.allSubscriptions(ctx.user?.userId ?? null),
      }),
    },
  },
});
