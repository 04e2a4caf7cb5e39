import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { forgetVoicePreviews } from './voice-preview';

/** An entry of the caller's pronunciation dictionary. */
export interface Pronunciation {
  id: number;
  text: string;
  sayAs: string;
  language?: string | null;
}

const PRONUNCIATIONS = graphql(`query Pronunciations {
  pronunciations { id text sayAs language }
}`);

const SET_PRONUNCIATION = graphql(`mutation SetPronunciation($input: PronunciationInput!) {
  setPronunciation(input: $input) { id text sayAs language }
}`);

const DELETE_PRONUNCIATION = graphql(`mutation DeletePronunciation($id: Int!) {
  deletePronunciation(id: $id) { success }
}`);

const KEY = ['pronunciations'] as const;

export function usePronunciations(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await graphqlRequest(PRONUNCIATIONS, {})).pronunciations as Pronunciation[],
    enabled,
  });
}

/** Adds or changes an entry (the same word and language is changed), then lists again. */
export function useSetPronunciation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { text: string; sayAs: string; language?: string | null }) =>
      (await graphqlRequest(SET_PRONUNCIATION, { input })).setPronunciation,
    onSuccess: () => {
      forgetVoicePreviews();
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useDeletePronunciation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await graphqlRequest(DELETE_PRONUNCIATION, { id })).deletePronunciation,
    onSuccess: () => {
      forgetVoicePreviews();
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
}
