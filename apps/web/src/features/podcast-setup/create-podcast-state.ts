import type { GeneratorFormValues } from './generator-form-values';

/**
 * The navigation state /create-podcast is reached with (spec 000 §2, §4): formData, podcastId, title and
 * language. A podcast opened from Recent Podcasts has no formData.
 */
export interface CreatePodcastState {
  formData?: GeneratorFormValues | null;
  podcastId: number;
  title: string;
  language: string;
}

export const CREATE_PODCAST_ROUTE = '/create-podcast';
