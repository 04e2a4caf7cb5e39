import { TIMINGS } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** Spec 000 §3 "Feature option" for the `voices` key: the option plus the voice's name, gender and type. */
export interface VoiceOption {
  name: string;
  optionKey: string;
  displayOrder: number;
  voice: { name: string; gender: string; voice_type?: string | null } | null;
}

const VOICES = graphql(`query Voices($languageCode: String) {
  featureOptions(featureKey: "voices", languageCode: $languageCode) {
    name optionKey displayOrder voice { name gender voice_type }
  }
}`);

/** Spec 000 §8: a failed voice fetch gives an empty list and logs the error. */
export async function fetchVoices(languageCode: string): Promise<VoiceOption[]> {
  try {
    const data = await graphqlRequest(VOICES, { languageCode });
    return [...(data.featureOptions ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
  } catch (error) {
    console.error(`Failed to load the voices for ${languageCode}.`, error);
    return [];
  }
}

export const voicesKey = (languageCode: string) => ['feature-options', 'voices', languageCode] as const;

/** The voices a language offers (spec 000 §4: refetched when the language changes), cached like the dropdowns. */
export function useVoices(languageCode: string) {
  const query = useQuery({
    queryKey: voicesKey(languageCode),
    queryFn: () => fetchVoices(languageCode),
    staleTime: TIMINGS.dropdownCacheMs,
    gcTime: TIMINGS.dropdownCacheMs,
    enabled: Boolean(languageCode),
  });
  return { voices: query.data ?? [], loading: query.isPending, ready: query.isSuccess };
}

const VOICE_PREVIEW = graphql(
  `query VoicePreview($optionKey: String!) { voicePreview(optionKey: $optionKey) { url } }`,
);

const PRONUNCIATION_PREVIEW = graphql(
  `query PronunciationPreview($id: Int!, $optionKey: String!) { pronunciationPreview(id: $id, optionKey: $optionKey) { url } }`,
);

/** A signed link to one dictionary entry said by a voice (Hear it). */
export async function fetchPronunciationPreview(id: number, optionKey: string): Promise<string> {
  const data = await graphqlRequest(PRONUNCIATION_PREVIEW, { id, optionKey });
  return data.pronunciationPreview.url;
}

/** A signed link to the voice's short sample (the server makes it once and keeps it). */
export async function fetchVoicePreview(optionKey: string): Promise<string> {
  const data = await graphqlRequest(VOICE_PREVIEW, { optionKey });
  return data.voicePreview.url;
}
