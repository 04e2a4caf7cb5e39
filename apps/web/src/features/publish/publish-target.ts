/**
 * Where the Publish modal publishes: the show chosen (or defaulted) in the form and the podcast. The form writes it
 * as it renders; the flow's addEpisode reads it when a publish runs. With no show yet, the spec's addEpisode runs
 * and its 'no RSS feed found' opens the Create RSS Feed modal, which creates the show.
 */
export interface PublishTarget {
  showId: string | null;
  podcastId: number | null;
  /** When to release the episode on the chosen show (ISO 8601 with the creator's offset); null publishes now. */
  publishAt: string | null;
}

export const newPublishTarget = (): PublishTarget => ({ showId: null, podcastId: null, publishAt: null });
