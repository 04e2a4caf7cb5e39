import type { AnalyticsPeriod } from '@podloom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import type { VisitorDay } from './visitor-days';

/** A published episode, for the picker. */
export interface PublishedEpisodeSummary {
  episodeId: number;
  podcastId: number | null;
  title: string;
  platform: string;
  /** RFC 2822. */
  pubDate: string;
}

export interface ListenerCount {
  name: string;
  count: number;
}

/** `episodeAnalytics`: every figure of the /analytics page, from counted downloads. */
export interface EpisodeAnalytics {
  episodeId: number | null;
  period: AnalyticsPeriod;
  totalPlays: number;
  uniqueListeners: number;
  downloads: number;
  /** Percent, 0–100. */
  completionRate: number;
  listeningTimeSeconds: number;
  /** What Podloom's own web and embed players reported, beside the downloads. */
  player: { plays: number; listeningTimeSeconds: number; completionRate: number };
  countries: ListenerCount[];
  /** `days`: one entry per UTC day of the period up to today. */
  visitors: { total: number; new: number; averageTimeSeconds: number; days: VisitorDay[] };
  devices: ListenerCount[];
  platforms: ListenerCount[];
  ageGroups: ListenerCount[] | null;
  gender: ListenerCount[] | null;
  unavailable: Array<{ figure: string; reason: string }>;
}

const EPISODES = graphql(`query PublishedEpisodes {
  episodes { episodeId podcastId title platform pubDate }
}`);

export function usePublishedEpisodes() {
  return useQuery({
    queryKey: ['analytics', 'episodes'],
    queryFn: async (): Promise<PublishedEpisodeSummary[]> => (await graphqlRequest(EPISODES, {})).episodes,
  });
}

const EPISODE_ANALYTICS = graphql(`query EpisodeAnalytics($episodeId: Int, $period: String) {
  episodeAnalytics(episodeId: $episodeId, period: $period) {
    episodeId period totalPlays uniqueListeners downloads completionRate listeningTimeSeconds
    countries { name count }
    visitors { total new averageTimeSeconds days { date visitors new } }
    devices { name count }
    platforms { name count }
    player { plays listeningTimeSeconds completionRate }
    ageGroups { name count }
    gender { name count }
    unavailable { figure reason }
  }
}`);

/** Figures for one episode (null: all of them) over a period; the last figures stay while the next load. */
export function useEpisodeAnalytics(episodeId: number | null, period: AnalyticsPeriod, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'figures', episodeId, period],
    queryFn: async (): Promise<EpisodeAnalytics> => {
      const figures = (await graphqlRequest(EPISODE_ANALYTICS, { episodeId, period })).episodeAnalytics;
      // The schema's period is a String; the figures are for the period asked about.
      return { ...figures, period };
    },
    enabled,
    placeholderData: keepPreviousData,
    // Downloads arrive while the page is open.
    refetchInterval: 60_000,
  });
}

/** One episode of a show in the show's table. */
export interface ShowEpisodeFigures {
  episodeId: number;
  title: string;
  published: boolean;
  totalPlays: number;
  downloads: number;
  playerPlays: number;
}

const SHOW_ANALYTICS = graphql(`query ShowAnalytics($showId: String!, $period: String) {
  showAnalytics(showId: $showId, period: $period) {
    showId title period
    totals { totalPlays downloads uniqueListeners player { plays } }
    episodes { episodeId title published totalPlays downloads playerPlays }
  }
}`);

/** `showAnalytics`: totals over one show's episodes and each episode's downloads and plays. */
export function useShowAnalytics(showId: string | null, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: ['analytics', 'show', showId, period],
    queryFn: async () => (await graphqlRequest(SHOW_ANALYTICS, { showId: showId as string, period })).showAnalytics,
    enabled: showId !== null,
    placeholderData: keepPreviousData,
  });
}
