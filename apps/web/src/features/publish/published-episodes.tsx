import type { PlatformKey } from '@podloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { copyText } from './copy-text';
import {
  PUBLISHED_EPISODES_KEY,
  type PublishedEpisodeRow,
  unpublishEpisode,
  usePublishedEpisodes,
} from './publish-api';
import { platformName } from './publish-platforms';
import { scheduledLabel } from './release-time';

/**
 * Where this podcast is published, with a button to take each episode off its feed. Publishing the
 * podcast again to the platform brings the episode back.
 */
export function PublishedEpisodes({ podcastId }: { podcastId: number | null }) {
  const episodes = usePublishedEpisodes();
  const queryClient = useQueryClient();
  const unpublish = useMutation({
    mutationFn: unpublishEpisode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLISHED_EPISODES_KEY }),
  });
  const mine = (episodes.data ?? []).filter((e) => podcastId !== null && e.podcastId === podcastId);
  if (mine.length === 0) return null;
  return (
    <section className="pl-publish__published" aria-labelledby="publish-published">
      <h3 className="pl-publish__heading" id="publish-published">
        Published
      </h3>
      <ul className="pl-publish__rows">
        {mine.map((episode) => (
          <li key={episode.episodeId} className="pl-publish-row" data-episode={episode.episodeId}>
            <div className="pl-publish-row__main">
              <div className="pl-publish-row__text">
                <span className="pl-publish-row__name">{platformName(episode.platform as PlatformKey)}</span>
                <span className="pl-publish-row__feed">{episode.title}</span>
                {episode.status === 'SCHEDULED' && (
                  <span className="pl-publish-row__feed">{scheduledLabel(episode.publishAt)}</span>
                )}
              </div>
              <PublicLinks episode={episode} />
              <BusyButton
                danger
                busy={unpublish.isPending && unpublish.variables === episode.episodeId}
                onClick={() => unpublish.mutate(episode.episodeId)}
                aria-label={`${episode.status === 'SCHEDULED' ? 'Cancel the release of' : 'Unpublish'} ${episode.title} from ${platformName(episode.platform as PlatformKey)}`}
              >
                {episode.status === 'SCHEDULED' ? 'Cancel release' : 'Unpublish'}
              </BusyButton>
            </div>
          </li>
        ))}
      </ul>
      {unpublish.isError && (
        <p role="alert" className="pl-publish__error">
          {unpublish.error.message}
        </p>
      )}
    </section>
  );
}

/** The episode's public page and embed code; a private show's episode has neither, and the row says so. */
function PublicLinks({ episode }: { episode: PublishedEpisodeRow }) {
  const { pageUrl, embedCode } = episode;
  if (!pageUrl || !embedCode) {
    return <span className="pl-publish-row__feed">Private show: no public page or embed player.</span>;
  }
  return (
    <>
      <a className="pl-publish-row__link" href={pageUrl} target="_blank" rel="noopener noreferrer">
        Public page
      </a>
      <Button
        size="small"
        onClick={() => void copyText(embedCode, 'Embed code copied: paste it into your site or blog.')}
        aria-label={`Copy embed code of ${episode.title}`}
      >
        Copy embed
      </Button>
    </>
  );
}
