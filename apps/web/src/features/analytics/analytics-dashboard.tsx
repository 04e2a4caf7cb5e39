import { BarChartOutlined, ReloadOutlined } from '@ant-design/icons';
import { WELCOME_ROUTE } from '@podloom/contract';
import { Button, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { type PublishedEpisodeSummary, useEpisodeAnalytics, usePublishedEpisodes } from './analytics-api';
import { AgeGroupCard, CountriesCard, DevicesCard, GenderCard, VisitorsCard } from './audience-cards';
import { ALL_EPISODES, EpisodePicker } from './episode-picker';
import { PlatformsStrip } from './platforms-strip';
import { ShowFiguresCard } from './show-figures-card';
import { StatCards } from './stat-cards';
import { chosenPeriod } from './visitor-days';
import './analytics.css';

/** The episode in `?episode=`, 'all', or by default the newest one. */
function chosenEpisode(episodes: PublishedEpisodeSummary[], requested: string | null) {
  if (requested === ALL_EPISODES) return null;
  return episodes.find((e) => String(e.episodeId) === requested) ?? episodes[0] ?? null;
}

/** Spec 001 §2: "{episode}-Analytics"; the header above carries the page's back arrow (route meta `back`). */
function PageTitle({ title }: { title: string }) {
  return (
    <div className="pl-analytics-title">
      <h1 className="pl-page-title">{title}</h1>
    </div>
  );
}

function EmptyState() {
  return (
    <section className="pl-analytics-empty pl-card" aria-labelledby="analytics-empty-title">
      <BarChartOutlined aria-hidden="true" className="pl-analytics-empty__icon" />
      <h2 id="analytics-empty-title">Nothing published yet</h2>
      <p>
        Publish an episode from Create podcast. Once podcast apps download it, plays, listeners, countries and devices
        show up here.
      </p>
      <Link className="pl-btn pl-btn--primary" to={WELCOME_ROUTE}>
        Create a podcast
      </Link>
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="pl-analytics-empty pl-card" role="alert">
      <h2>We couldn't load your analytics.</h2>
      <p>Please try again in a moment.</p>
      <Button icon={<ReloadOutlined />} onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}

/**
 * The /analytics dashboard (spec 001 §2) from the server's counted downloads: platforms, the five stat cards,
 * countries, visitors with their period, devices, and the age and gender cards that say downloads cannot tell.
 */
export function AnalyticsDashboard() {
  const episodes = usePublishedEpisodes();
  const [params, setParams] = useSearchParams();
  // In the address, like the episode: a reload or a shared link keeps the chosen period.
  const period = chosenPeriod(params.get('period'));
  // Changing one of the two keeps the other.
  const choose = (name: 'episode' | 'period' | 'show', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const list = episodes.data ?? [];
  const episode = chosenEpisode(list, params.get('episode'));
  const episodeId = episode?.episodeId ?? null;
  const ready = list.length > 0;
  const overview = useEpisodeAnalytics(episodeId, 'All Time', ready);
  const visitors = useEpisodeAnalytics(episodeId, period, ready);

  if (episodes.isPending) {
    return (
      <div className="pl-analytics">
        <PageTitle title="Analytics" />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (episodes.isError) {
    return (
      <div className="pl-analytics">
        <PageTitle title="Analytics" />
        <LoadFailed onRetry={() => void episodes.refetch()} />
      </div>
    );
  }
  if (!ready) {
    return (
      <div className="pl-analytics">
        <PageTitle title="Analytics" />
        <EmptyState />
      </div>
    );
  }

  const figures = overview.data;
  return (
    <div className="pl-analytics">
      <div className="pl-analytics-head">
        <PageTitle title={`${episode ? episode.title : 'All episodes'}-Analytics`} />
        <EpisodePicker
          episodes={list}
          value={episode ? String(episode.episodeId) : ALL_EPISODES}
          onChange={(value) => choose('episode', value)}
        />
      </div>
      {/* The page opens on the show: its totals and its episodes; an episode's title drills into it below. */}
      <ShowFiguresCard showId={params.get('show')} period={period} onShowChange={(value) => choose('show', value)} />
      {overview.isError && !figures ? (
        <LoadFailed onRetry={() => void overview.refetch()} />
      ) : !figures ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <PlatformsStrip apps={figures.platforms} />
          <StatCards figures={figures} />
          <p className="pl-analytics-caption">
            All time, counted by the IAB Podcast Measurement rules: only GET requests, no bots, one download a day per
            listener.
          </p>
          <div className="pl-analytics-grid">
            <CountriesCard countries={figures.countries} />
            <VisitorsCard
              visitors={visitors.data?.visitors}
              period={period}
              onPeriodChange={(next) => choose('period', next)}
              loading={visitors.isFetching}
            />
            <DevicesCard devices={figures.devices} />
            <AgeGroupCard figures={figures} />
            <GenderCard figures={figures} />
          </div>
        </>
      )}
    </div>
  );
}
