import type { AnalyticsPeriod } from '@podloom/contract';
import { Select, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useShows } from '../publish';
import { useShowAnalytics } from './analytics-api';

/**
 * Figures per show: the totals over the chosen show's episodes and a table of its episodes with their downloads and
 * plays; an episode's title opens its own figures above (`?episode=`).
 */
export function ShowFiguresCard({
  showId,
  period,
  onShowChange,
}: {
  showId: string | null;
  period: AnalyticsPeriod;
  onShowChange: (showId: string) => void;
}) {
  const shows = useShows();
  const [params] = useSearchParams();
  // Drilling into an episode keeps the chosen show and period in the address.
  const episodeLink = (episodeId: number) => {
    const next = new URLSearchParams(params);
    next.set('episode', String(episodeId));
    return `?${next.toString()}`;
  };
  const list = shows.data ?? [];
  const chosen = list.find((s) => s.id === showId) ?? list[0] ?? null;
  const figures = useShowAnalytics(chosen?.id ?? null, period);
  if (!chosen) return null;
  const data = figures.data;
  return (
    <section className="pl-card pl-analytics-show" aria-labelledby="analytics-show-title">
      <div className="pl-analytics-show__head">
        <h2 id="analytics-show-title">Show: {chosen.title}</h2>
        {list.length > 1 && (
          <Select
            aria-label="Show"
            value={chosen.id}
            onChange={onShowChange}
            options={list.map((s) => ({ value: s.id, label: s.title }))}
          />
        )}
      </div>
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <p className="pl-analytics-show__totals">
            {period}: {data.totals.downloads} downloads, {data.totals.totalPlays} plays, {data.totals.uniqueListeners}{' '}
            listeners, {data.totals.player.plays} player plays over {data.episodes.length} episode
            {data.episodes.length === 1 ? '' : 's'}.
          </p>
          <table className="pl-analytics-show__table" aria-label={`Episodes of ${chosen.title}`}>
            <thead>
              <tr>
                <th scope="col">Episode</th>
                <th scope="col">Downloads</th>
                <th scope="col">Plays</th>
                <th scope="col">Player plays</th>
              </tr>
            </thead>
            <tbody>
              {data.episodes.map((e) => (
                <tr key={e.episodeId}>
                  <th scope="row">
                    {e.published ? <Link to={episodeLink(e.episodeId)}>{e.title}</Link> : `${e.title} (unpublished)`}
                  </th>
                  <td>{e.downloads}</td>
                  <td>{e.totalPlays}</td>
                  <td>{e.playerPlays}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
