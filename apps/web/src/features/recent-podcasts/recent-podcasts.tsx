import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { MESSAGES } from '@podloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui/toast/toast-store';
import { optionName, usePodcastOptions } from '../options';
import { useCanListPodcasts, usePodcastWorkspace } from '../podcast-setup';
import { useOpenPodcast } from './open-podcast';
import { PodcastCard } from './podcast-card';
import { filterFromParams, isFiltered, paramsWith, type RecentFilter } from './recent-filter';
import { RecentFilters } from './recent-filters';
import { hasMorePages, pageAfterDelete, pageLabel } from './recent-format';
import { deletePodcast, type RecentPodcast, recentPodcastsKey, useUserPodcasts } from './recent-podcasts-api';
import './recent-podcasts.css';

/**
 * 'Your Recent Podcasts' (spec 000 §2): refresh, filters by title, language and state (kept in the address), a grid
 * of cards, View More when there is more than one page,
 * then Previous/Next with 'Page X of Y'; delete after confirmation, then the list refreshes.
 */
export function RecentPodcasts() {
  const enabled = useCanListPodcasts();
  const [expanded, setExpanded] = useState(false);
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const changeFilter = useCallback(
    (change: Partial<RecentFilter>) => {
      setParams((current) => paramsWith(current, change), { replace: true });
      setPage(1);
    },
    [setParams],
  );
  const shownPage = expanded ? page : 1;
  const query = useUserPodcasts(shownPage, enabled, filter);
  const { options } = usePodcastOptions();
  const openPodcast = useOpenPodcast();
  const closePodcast = usePodcastWorkspace((s) => s.closePodcast);
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (podcast: RecentPodcast) => deletePodcast(podcast.podcastId),
    onSuccess: async (result, podcast) => {
      if (!result.success) {
        toast.error(result.message || MESSAGES.deleteFailed);
        return;
      }
      toast.success(result.message || MESSAGES.deleted);
      closePodcast(podcast.podcastId);
      if (expanded) setPage(pageAfterDelete(page, query.data?.items.length ?? 0));
      await queryClient.invalidateQueries({ queryKey: recentPodcastsKey });
    },
    onError: (error) => toast.error(error.message || MESSAGES.deleteFailed),
  });

  const data = query.data;
  const items = data?.items ?? [];
  const totalPages = data?.pageInfo.totalPages ?? 0;
  const refreshing = query.isFetching && !query.isPending;

  let body: ReactNode;
  if (!enabled) {
    body = null;
  } else if (query.isPending) {
    body = (
      <div className="pl-recent__grid" role="status" aria-busy="true" aria-label="Loading your podcasts">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="pl-podcast-card pl-podcast-card--loading">
            <Skeleton active avatar={{ shape: 'square' }} title paragraph={{ rows: 1 }} />
          </div>
        ))}
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <p className="pl-recent__message pl-recent__message--error" role="alert">
        {MESSAGES.podcastsLoadFailed}
      </p>
    );
  } else if (items.length === 0) {
    const none = isFiltered(filter) ? 'No podcasts match these filters.' : MESSAGES.noRecentPodcasts;
    body = <Empty className="pl-recent__empty" description={none} />;
  } else {
    body = (
      <div className="pl-recent__grid">
        {items.map((podcast) => (
          <PodcastCard
            key={podcast.podcastId}
            podcast={podcast}
            languageName={optionName(options.languages, podcast.language)}
            deleting={remove.isPending && remove.variables?.podcastId === podcast.podcastId}
            onOpen={openPodcast}
            onDelete={(p) => remove.mutateAsync(p).catch(() => undefined)}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="pl-recent" aria-labelledby="recent-title">
      <div className="pl-recent__head">
        <h2 id="recent-title" className="pl-recent__title">
          Your Recent Podcasts
        </h2>
        <Button
          icon={<ReloadOutlined spin={refreshing} />}
          onClick={() => void query.refetch()}
          disabled={!enabled}
          aria-label="Refresh recent podcasts"
        >
          Refresh
        </Button>
      </div>
      {enabled && <RecentFilters filter={filter} languages={options.languages} onChange={changeFilter} />}
      {body}
      {enabled && !expanded && hasMorePages(totalPages) && (
        <div className="pl-recent__more">
          <Button onClick={() => setExpanded(true)}>View More</Button>
        </div>
      )}
      {enabled && expanded && (
        <nav className="pl-recent__pager" aria-label="Recent podcasts pages">
          <Button
            icon={<LeftOutlined />}
            disabled={!data?.pageInfo.hasPreviousPage || query.isFetching}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </Button>
          <span className="pl-recent__page" aria-live="polite">
            {pageLabel(shownPage, totalPages)}
          </span>
          <Button disabled={!data?.pageInfo.hasNextPage || query.isFetching} onClick={() => setPage((p) => p + 1)}>
            Next <RightOutlined />
          </Button>
        </nav>
      )}
    </section>
  );
}
