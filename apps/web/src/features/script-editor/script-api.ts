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
