import {
  ClockCircleOutlined,
  CloudDownloadOutlined,
  PercentageOutlined,
  PlayCircleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { PRODUCT } from '@podloom/contract';
import type { ReactNode } from 'react';
import type { EpisodeAnalytics } from './analytics-api';
import { formatCount, formatListeningTime, formatPercent } from './analytics-format';

interface Stat {
  title: string;
  value: string;
  hint: string;
  icon: ReactNode;
}

/** Spec 001 §2 stat cards, from counted downloads (IAB Podcast Measurement v2.2). */
export function StatCards({ figures }: { figures: EpisodeAnalytics }) {
  const stats: Stat[] = [
    {
      title: 'Total Plays',
      value: formatCount(figures.totalPlays),
      hint: 'Listening sessions by podcast apps and browsers; bots excluded',
      icon: <PlayCircleOutlined />,
    },
    {
      title: 'Unique Listeners',
      value: formatCount(figures.uniqueListeners),
      hint: 'Distinct listeners with a download',
      icon: <TeamOutlined />,
    },
    {
      title: 'Downloads',
      value: formatCount(figures.downloads),
      hint: 'At least a minute of audio delivered, once a day per listener',
      icon: <CloudDownloadOutlined />,
    },
    {
      title: 'Completion Rate',
      value: formatPercent(figures.completionRate),
      hint: 'Listeners who fetched 90% of the episode or more',
      icon: <PercentageOutlined />,
    },
    {
      title: 'Listening time',
      value: formatListeningTime(figures.listeningTimeSeconds),
      hint: 'Estimated from the audio delivered',
      icon: <ClockCircleOutlined />,
    },
  ];
  const playerStats: Stat[] = [
    {
      title: 'Player plays',
      value: formatCount(figures.player.plays),
      hint: 'Plays in your episode pages and embeds, once a day per listener; bots excluded',
      icon: <PlayCircleOutlined />,
    },
    {
      title: 'Player listening time',
      value: formatListeningTime(figures.player.listeningTimeSeconds),
      hint: 'Time actually heard in your episode pages and embeds',
      icon: <ClockCircleOutlined />,
    },
    {
      title: 'Player completion rate',
      value: formatPercent(figures.player.completionRate),
      hint: 'Player plays that reached 95% of the episode',
      icon: <PercentageOutlined />,
    },
  ];
  return (
    <>
      <p className="pl-analytics-source">From podcast apps and downloads (IAB Podcast Measurement v2.2)</p>
      <StatList label="Totals" stats={stats} />
      <p className="pl-analytics-source">
        From the {PRODUCT.name} player on your episode pages and embeds (play beacons)
      </p>
      <StatList label="Player totals" stats={playerStats} />
    </>
  );
}

function StatList({ label, stats }: { label: string; stats: Stat[] }) {
  return (
    <ul className="pl-analytics-stats" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.title} className="pl-analytics-stat pl-card" aria-label={stat.title}>
          <span className="pl-analytics-stat__icon" aria-hidden="true">
            {stat.icon}
          </span>
          <span className="pl-analytics-stat__title">{stat.title}</span>
          <strong className="pl-analytics-stat__value" data-testid={`stat-${stat.title}`}>
            {stat.value}
          </strong>
          <span className="pl-analytics-stat__hint">{stat.hint}</span>
        </li>
      ))}
    </ul>
  );
}
