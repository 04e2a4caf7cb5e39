import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const MY_SUBSCRIPTION = graphql(`query MySubscription {
  mySubscription {
    planId planName priceText status autoRenew currentPeriodStart currentPeriodEnd nextRenewalDate graceUntil
    minutesUsed minutesLimit voiceTiers longestEpisodeMinutes clonesLimit clonesUsed
  }
}`);

const CANCEL_SUBSCRIPTION = graphql(`mutation CancelSubscription {
  cancelSubscription { planId planName status autoRenew currentPeriodEnd nextRenewalDate }
}`);

const USER_PAYMENT_TRANSACTIONS = graphql(`query UserPaymentTransactions($page: Int, $pageSize: Int) {
  userPaymentTransactions(page: $page, pageSize: $pageSize) {
    total
    items {
      transactionId orderId amountCharged amountIntended currencyCode taxAmount transactionStatus
      initiatedAt completedAt createdAt invoiceId
    }
  }
}`);

const GENERATE_INVOICE = graphql(`mutation GenerateInvoice($transactionId: String!) {
  generateInvoice(transactionId: $transactionId) { success message s3Bucket s3Key presignedUrl }
}`);

export const MY_SUBSCRIPTION_QUERY_KEY = ['my-subscription'] as const;
export const PAYMENT_TRANSACTIONS_QUERY_KEY = ['payment-transactions'] as const;

/** Spec 001 §9: the transactions list starts at page 1, 10 a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export type MySubscription = Awaited<ReturnType<typeof fetchMySubscription>>;
export type PaymentTransactionRow = Awaited<ReturnType<typeof fetchPaymentTransactions>>['items'][number];

export async function fetchMySubscription() {
  return (await graphqlRequest(MY_SUBSCRIPTION, {})).mySubscription;
}

/** The caller's plan, period, minutes and voice tiers; only for a signed-in user. */
export function useMySubscription(enabled = true) {
  return useQuery({ queryKey: MY_SUBSCRIPTION_QUERY_KEY, queryFn: fetchMySubscription, enabled });
}

/** Turns auto-renew off: the plan runs to the end of the period already paid. */
export async function cancelSubscription() {
  return (await graphqlRequest(CANCEL_SUBSCRIPTION, {})).cancelSubscription;
}

export async function fetchPaymentTransactions(page = 1, pageSize = TRANSACTIONS_PAGE_SIZE) {
  return (await graphqlRequest(USER_PAYMENT_TRANSACTIONS, { page, pageSize })).userPaymentTransactions;
}

export function usePaymentTransactions(page: number) {
  return useQuery({
    queryKey: [...PAYMENT_TRANSACTIONS_QUERY_KEY, page],
    queryFn: () => fetchPaymentTransactions(page),
  });
}

/** Spec 001 §8: invoice generation errors are logged and rethrown. */
export async function generateInvoice(transactionId: string) {
  try {
    return (await graphqlRequest(GENERATE_INVOICE, { transactionId })).generateInvoice;
  } catch (error) {
    console.error('Invoice generation failed.', error);
    throw error;
  }
}
