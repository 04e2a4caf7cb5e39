import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const UPDATE_TRANSCRIPT = graphql(`mutation UpdatePodcastTranscript($input: UpdatePodcastTranscriptInput!) {
  updatePodcastTranscript(input: $input) { podcastId transcript }
}`);

/** Spec 000 §7: the transcript as 'speaker: text' lines; the server checks it parses and clears the audio. */
export async function updatePodcastTranscript(podcastId: number, transcript: string) {
  const data = await graphqlRequest(UPDATE_TRANSCRIPT, { input: { podcastId, transcript } });
  return data.updatePodcastTranscript;
}

/** Where one line is spoken in the podcast's current audio, in seconds. */
export interface LineTiming {
  index: number;
  start: number;
  end: number;
}

const LINE_TIMINGS = graphql(`query PodcastLineTimings($podcastId: Int!) {
  podcast(podcastId: $podcastId) { settings { lineTimings { index start end } } }
}`);

export async function fetchLineTimings(podcastId: number): Promise<LineTiming[]> {
  const data = await graphqlRequest(LINE_TIMINGS, { podcastId });
  return [...data.podcast.settings.lineTimings];
}
