import { type StartedAudio, startedAudio } from '@podloom/contract';
import { apiConfig } from '../../api/api-config';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { restRequest, startedReply } from '../../api/rest';
import type { AudioPayload } from './audio-payload';

export type { StartedAudio };

/** POST /generate/audio (DESIGN §4); the answer is the contract's `startedAudio`, checked on arrival. */
export async function startAudio(payload: AudioPayload): Promise<StartedAudio> {
  const body = await restRequest<unknown>('/generate/audio', { body: payload, baseUrl: apiConfig().generationBaseUrl });
  return startedReply(startedAudio, body);
}

/** Spec 000 §7 podcastPresignedUrl / podcastPresignedUrlByBatchJobId: a signed link, or why there is none. */
export interface PodcastAudioUrl {
  podcastId: number;
  presignedUrl: string | null;
  error: string | null;
}

const PRESIGNED_URL = graphql(`query PodcastPresignedUrl($podcastId: Int!) {
  podcastPresignedUrl(podcastId: $podcastId) { podcastId presignedUrl error }
}`);

/** Spec 000 §8: a failed presigned-URL fetch answers null and logs the error. */
export async function fetchPodcastAudioUrl(podcastId: number): Promise<PodcastAudioUrl | null> {
  try {
    const data = await graphqlRequest(PRESIGNED_URL, { podcastId });
    return data.podcastPresignedUrl;
  } catch (error) {
    console.error(`Failed to load the audio of podcast ${podcastId}.`, error);
    return null;
  }
}

const PRESIGNED_URL_BY_BATCH = graphql(`query PodcastPresignedUrlByBatchJobId($batchJobId: String!) {
  podcastPresignedUrlByBatchJobId(batchJobId: $batchJobId) { podcastId presignedUrl error }
}`);

/** The audio fallback's look-up (spec 000 §4); a failure is thrown so the attempt counts as failed. */
export async function fetchAudioUrlByBatchJob(batchJobId: string): Promise<PodcastAudioUrl | null> {
  const data = await graphqlRequest(PRESIGNED_URL_BY_BATCH, { batchJobId });
  return data.podcastPresignedUrlByBatchJobId;
}
