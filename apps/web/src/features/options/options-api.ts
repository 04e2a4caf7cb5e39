import { TIMINGS } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** Spec 000 §3 "Feature option" (voices are the audio screen's). */
export interface FeatureOption {
  name: string;
  optionKey: string;
  displayOrder: number;
}

/** The five dropdowns of the generator form and the Podcast Setup card. */
export interface PodcastOptions {
  languages: FeatureOption[];
  speakers: FeatureOption[];
  categories: FeatureOption[];
  durations: FeatureOption[];
  tones: FeatureOption[];
}

export const EMPTY_OPTIONS: PodcastOptions = { languages: [], speakers: [], categories: [], durations: [], tones: [] };

/** Spec 000 §7: one batched query for languages, speakers, categories, durations and tones. */
const PODCAST_OPTIONS = graphql(`query PodcastOptions {
  languages: featureOptions(featureKey: "language") { name optionKey displayOrder }
  speakers: featureOptions(featureKey: "speakers") { name optionKey displayOrder }
  categories: featureOptions(featureKey: "category") { name optionKey displayOrder }
  durations: featureOptions(featureKey: "duration") { name optionKey displayOrder }
  tones: featureOptions(featureKey: "tone") { name optionKey displayOrder }
}`);

const byDisplayOrder = (a: FeatureOption, b: FeatureOption) => a.displayOrder - b.displayOrder;

/** Spec 000 §8: a failed dropdown fetch gives empty lists and logs the error. */
export async function fetchPodcastOptions(): Promise<PodcastOptions> {
  try {
    const data: Partial<PodcastOptions> = await graphqlRequest(PODCAST_OPTIONS, {});
    const list = (key: keyof PodcastOptions) => [...(data[key] ?? [])].sort(byDisplayOrder);
    return {
      languages: list('languages'),
      speakers: list('speakers'),
      categories: list('categories'),
      durations: list('durations'),
      tones: list('tones'),
    };
  } catch (error) {
    console.error('Failed to load the podcast options.', error);
    return EMPTY_OPTIONS;
  }
}

/** Dropdown cache 5 minutes (spec 000 §9). */
export function usePodcastOptions() {
  const query = useQuery({
    queryKey: ['feature-options', 'podcast'],
    queryFn: fetchPodcastOptions,
    staleTime: TIMINGS.dropdownCacheMs,
    gcTime: TIMINGS.dropdownCacheMs,
  });
  return { options: query.data ?? EMPTY_OPTIONS, loading: query.isPending };
}

/** Spec 000 §3 "Popular topic". */
export interface PopularTopic {
  id: number;
  name: string;
  ranking: number;
}

const POPULAR_TOPICS = graphql(`query GetPopularTopics { getPopularTopics { items { id name ranking } } }`);

/** Spec 000 §8: a failed topic fetch gives an empty list and logs the error. */
export async function fetchPopularTopics(): Promise<PopularTopic[]> {
  try {
    const data = await graphqlRequest(POPULAR_TOPICS, {});
    return [...(data.getPopularTopics?.items ?? [])].sort((a, b) => a.ranking - b.ranking);
  } catch (error) {
    console.error('Failed to load the popular topics.', error);
    return [];
  }
}

/** One empty list for every render while the topics load: a fresh `[]` each time re-fed the suggestions. */
const NO_TOPICS: PopularTopic[] = [];

export function usePopularTopics(): PopularTopic[] {
  const query = useQuery({
    queryKey: ['popular-topics'],
    queryFn: fetchPopularTopics,
    staleTime: TIMINGS.dropdownCacheMs,
    gcTime: TIMINGS.dropdownCacheMs,
  });
  return query.data ?? NO_TOPICS;
}

/** The option's name for a key (e.g. 'en-IN' → 'English (India)'); the key itself when unknown. */
export function optionName(options: readonly FeatureOption[], key: string | null | undefined): string {
  if (!key) return '';
  return options.find((o) => o.optionKey === key)?.name ?? key;
}
