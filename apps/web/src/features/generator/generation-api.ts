import { type StartedJob, startedJob } from '@podloom/contract';
import { apiConfig } from '../../api/api-config';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { restRequest, startedReply } from '../../api/rest';
import type { ScriptPayload } from '../podcast-setup';

/** POST /generate/script's answer (DESIGN §4): the contract's `startedJob`. */
export type StartedScript = StartedJob;

export async function startScript(payload: ScriptPayload): Promise<StartedScript> {
  const body = await restRequest<unknown>('/generate/script', {
    body: payload,
    baseUrl: apiConfig().generationBaseUrl,
  });
  return startedReply(startedJob, body);
}

/** What the fallback reads (spec 000 §7 podcastByBatchJobId: transcript and podcastId). */
export interface BatchJobPodcast {
  podcastId: number;
  title: string;
  transcript: string;
  language: string;
}

const PODCAST_BY_BATCH_JOB = graphql(`query PodcastByBatchJobId($batchJobId: String!) {
  podcastByBatchJobId(batchJobId: $batchJobId) { podcastId title transcript language }
}`);

export async function findPodcastByBatchJob(batchJobId: string): Promise<BatchJobPodcast | null> {
  const data = await graphqlRequest(PODCAST_BY_BATCH_JOB, { batchJobId });
  return data.podcastByBatchJobId;
}
