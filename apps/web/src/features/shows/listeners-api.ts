import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** A listener of a private show, as the Listeners table shows them. */
export interface Listener {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  lastFetchAt: string | null;
  downloads: number;
  revoked: boolean;
  feedUrl: string | null;
}

const LISTENERS = graphql(`query Listeners($showId: String!) {
  listeners(showId: $showId) { id name email createdAt lastFetchAt downloads revoked feedUrl }
}`);
const ADD_LISTENER = graphql(`mutation AddListener($showId: String!, $name: String!, $email: String!) {
  addListener(showId: $showId, name: $name, email: $email) { listenerId feedUrl mailed mailNote }
}`);
const REVOKE_LISTENER = graphql(`mutation RevokeListener($listenerId: String!) {
  revokeListener(listenerId: $listenerId) { id revoked }
}`);
const ROTATE_LISTENER = graphql(`mutation RotateListener($listenerId: String!) {
  rotateListener(listenerId: $listenerId) { listenerId feedUrl mailed mailNote }
}`);

const listenersKey = (showId: string) => ['publishing', 'listeners', showId] as const;

export function useListeners(showId: string) {
  return useQuery({
    queryKey: listenersKey(showId),
    queryFn: async (): Promise<Listener[]> => (await graphqlRequest(LISTENERS, { showId })).listeners,
  });
}

function useListenerMutation<I, O>(showId: string, run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: listenersKey(showId) }),
  });
}

export const useAddListener = (showId: string) =>
  useListenerMutation(
    showId,
    async (input: { name: string; email: string }) =>
      (await graphqlRequest(ADD_LISTENER, { showId, ...input })).addListener,
  );

export const useRevokeListener = (showId: string) =>
  useListenerMutation(
    showId,
    async (listenerId: string) => (await graphqlRequest(REVOKE_LISTENER, { listenerId })).revokeListener,
  );

export const useRotateListener = (showId: string) =>
  useListenerMutation(
    showId,
    async (listenerId: string) => (await graphqlRequest(ROTATE_LISTENER, { listenerId })).rotateListener,
  );

/** "Never" or the last fetch in the reader's own zone and language. */
export function lastFetchLabel(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
