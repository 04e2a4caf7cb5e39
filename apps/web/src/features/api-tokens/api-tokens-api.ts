import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const API_TOKENS = graphql(`query ApiTokens {
  apiTokens { id name scopes hint createdAt expiresAt lastUsedAt }
}`);
const CREATE_API_TOKEN = graphql(`mutation CreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { id token }
}`);
const REVOKE_API_TOKEN = graphql(`mutation RevokeApiToken($id: Int!) { revokeApiToken(id: $id) }`);

const KEY = ['api-tokens'] as const;

export interface NewApiToken {
  name: string;
  scopes: string[];
  expiresInDays: number | null;
}

export function useApiTokens() {
  return useQuery({ queryKey: KEY, queryFn: async () => (await graphqlRequest(API_TOKENS, {})).apiTokens });
}

export type ApiTokenItem = NonNullable<ReturnType<typeof useApiTokens>['data']>[number];

/** Answers the token itself: the one time it is shown. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewApiToken) => (await graphqlRequest(CREATE_API_TOKEN, { input })).createApiToken,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await graphqlRequest(REVOKE_API_TOKEN, { id })).revokeApiToken,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
