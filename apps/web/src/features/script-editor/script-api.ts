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

const LINE_CITATIONS = graphql(`query PodcastLineCitations($podcastId: Int!) {
  podcast(podcastId: $podcastId) {
    sources { id title url }
    lines { index text citations { sourceId quote } unsupported }
  }
}`);

/** A line's verified citations and whether it states something none of them supports. */
export interface LineCitationView {
  text: string;
  unsupported: boolean;
  citations: Array<{ quote: string; title: string; url: string | null }>;
}

/** Each line's citations, by index, with the titles and addresses of the sources they cite. */
export async function fetchLineCitations(podcastId: number): Promise<Map<number, LineCitationView>> {
  const { podcast } = await graphqlRequest(LINE_CITATIONS, { podcastId });
  const sources = new Map(podcast.sources.map((s) => [s.id, s]));
  const out = new Map<number, LineCitationView>();
  for (const line of podcast.lines) {
    if (!line.citations.length && !line.unsupported) continue;
    const citations = line.citations.map((c) => ({
      quote: c.quote,
      // A source deleted from the library since keeps its quote, without a title to show.
      title: sources.get(c.sourceId)?.title ?? 'A deleted source',
      url: sources.get(c.sourceId)?.url ?? null,
    }));
    out.set(line.index, { text: line.text, unsupported: line.unsupported, citations });
  }
  return out;
}
