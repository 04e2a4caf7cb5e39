import { graphqlRequest } from '../../api/graphql';

const UPDATE_TRANSCRIPT = `mutation UpdatePodcastTranscript($input: UpdatePodcastTranscriptInput!) {
  updatePodcastTranscript(input: $input) { podcastId transcript }
}`;

/** Spec 000 §7: the transcript as 'speaker: text' lines; the server checks it parses and clears the audio. */
export async function updatePodcastTranscript(podcastId: number, transcript: string) {
  const data = await graphqlRequest<{ updatePodcastTranscript: { podcastId: number; transcript: string } }>(
    UPDATE_TRANSCRIPT,
    { input: { podcastId, transcript } },
    'UpdatePodcastTranscript',
  );
  return data.updatePodcastTranscript;
}
