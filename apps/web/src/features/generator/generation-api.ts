import { type SourceReply, type StartedJob, startedJob } from '@podloom/contract';
import { apiConfig } from '../../api/api-config';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { restRequest, startedReply } from '../../api/rest';
import type { ScriptPayload, SourceMaterial } from '../podcast-setup';

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

/** POST /generate/sources (beyond the spec): pasted text, a web address, or one .txt/.md/.pdf file. */
export type SourceRequest = { text: string } | { url: string } | { file: File };

export async function extractSource(request: SourceRequest): Promise<SourceMaterial> {
  let body: FormData | { text: string } | { url: string };
  let label: string;
  if ('file' in request) {
    body = new FormData();
    body.append('file', request.file, request.file.name);
    label = request.file.name;
  } else if ('url' in request) {
    body = { url: request.url.trim() };
    label = request.url.trim();
  } else {
    body = { text: request.text };
    label = 'Pasted text';
  }
  const answer = await restRequest<SourceReply>('/generate/sources', {
    body,
    baseUrl: apiConfig().generationBaseUrl,
  });
  return { id: answer.id, text: answer.text, characters: answer.characters, label };
}
