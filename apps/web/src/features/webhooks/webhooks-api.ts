import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { deliveriesRefreshMs } from './webhook-form-input';

const WEBHOOK_ENDPOINTS = graphql(`query WebhookEndpoints {
  webhookEndpoints { id url events createdAt }
}`);
const WEBHOOK_DELIVERIES = graphql(`query WebhookDeliveries($endpointId: Int!, $page: Int) {
  webhookDeliveries(endpointId: $endpointId, page: $page) {
    id event status attempts createdAt lastAttemptAt nextAttemptAt lastStatus lastResponse
  }
}`);
const CREATE_WEBHOOK_ENDPOINT = graphql(`mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { id secret }
}`);
const DELETE_WEBHOOK_ENDPOINT = graphql(`mutation DeleteWebhookEndpoint($id: Int!) { deleteWebhookEndpoint(id: $id) }`);
const REDELIVER_WEBHOOK = graphql(`mutation RedeliverWebhook($deliveryId: Int!) {
  redeliverWebhook(deliveryId: $deliveryId)
}`);

const KEY = ['webhook-endpoints'] as const;
const deliveriesKey = (endpointId: number) => ['webhook-deliveries', endpointId] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await graphqlRequest(WEBHOOK_ENDPOINTS, {})).webhookEndpoints,
  });
}

export type WebhookEndpointItem = NonNullable<ReturnType<typeof useWebhookEndpoints>['data']>[number];

/** The endpoint's deliveries, newest first, while `enabled` (its log is open); asked again while one is on its way. */
export function useWebhookDeliveries(endpointId: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    enabled,
    queryFn: async () => (await graphqlRequest(WEBHOOK_DELIVERIES, { endpointId, page: 1 })).webhookDeliveries,
    refetchInterval: (query) => deliveriesRefreshMs(query.state.data ?? [], Date.now()),
  });
}

export type WebhookDeliveryItem = NonNullable<ReturnType<typeof useWebhookDeliveries>['data']>[number];

/** Answers the endpoint's id and its secret: the one time the secret is shown. */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { url: string; events: string[] }) =>
      (await graphqlRequest(CREATE_WEBHOOK_ENDPOINT, { input })).createWebhookEndpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await graphqlRequest(DELETE_WEBHOOK_ENDPOINT, { id })).deleteWebhookEndpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRedeliverWebhook(endpointId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) =>
      (await graphqlRequest(REDELIVER_WEBHOOK, { deliveryId })).redeliverWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
