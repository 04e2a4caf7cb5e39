import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { type AnalyticsScope, listenersBy, ownsEpisode, playerTotals, totals } from './analytics.repository';
import { findOwnedShow, showEpisodeFigures } from './show-analytics.repository';
import { visitorsByDay } from './visitor-series';

export const EPISODE_NOT_FOUND = 'We could not find that episode.';

/** What downloads cannot tell, said instead of invented: an RSS download carries no age or gender. */
export const UNAVAILABLE_FIGURES = [
  {
    figure: 'ageGroups',
    reason: 'Podcast downloads do not reveal a listener’s age: no age groups are shown rather than made up.',
  },
  {
    figure: 'gender',
    reason: 'Podcast downloads do not reveal a listener’s gender: no gender split is shown rather than made up.',
  },
] as const;

/** Start of the period in UTC: Monday 00:00 of this week, the 1st of this month, or null for all time. */
export function periodStart(period: AnalyticsPeriod, now: Date): Date | null {
  if (period === 'All Time') return null;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'This Month') start.setUTCDate(1);
  else start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

export const SHOW_NOT_FOUND = 'We could not find that show.';

function parsePeriod(period: string | null | undefined): AnalyticsPeriod {
  const chosen = (period ?? 'This Week') as AnalyticsPeriod;
  if (!ANALYTICS_PERIODS.includes(chosen)) throw badRequest('Please choose This Week, This Month or All Time.');
  return chosen;
}

export class AnalyticsService {
  constructor(
    private readonly services: Pick<AppServices, 'db'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The /analytics page's figures for one of the caller's episodes, or all of them (spec 001 §2 Analytics). */
  async episodeAnalytics(userId: number, episodeId: number | null | undefined, period: string | null | undefined) {
    const chosen = parsePeriod(period);
    if (episodeId !== null && episodeId !== undefined && !(await ownsEpisode(this.services.db, userId, episodeId))) {
      throw notFound(EPISODE_NOT_FOUND);
    }
    const now = this.now();
    return this.figures({ userId, episodeId: episodeId ?? null, since: periodStart(chosen, now) }, chosen, now);
  }

  /** One of the caller's shows: the totals over its episodes and each episode's downloads and plays. */
  async showAnalytics(userId: number, showId: string, period: string | null | undefined) {
    const chosen = parsePeriod(period);
    const { db } = this.services;
    const show = await findOwnedShow(db, userId, showId);
    if (!show) throw notFound(SHOW_NOT_FOUND);
    const now = this.now();
    const scope: AnalyticsScope = { userId, episodeId: null, showId: show.id, since: periodStart(chosen, now) };
    const [overall, episodes] = await Promise.all([
      this.figures(scope, chosen, now),
      showEpisodeFigures(db, show.id, scope.since),
    ]);
    return { showId: show.id, title: show.title, period: chosen, totals: overall, episodes };
  }

  private async figures(scope: AnalyticsScope, chosen: AnalyticsPeriod, now: Date) {
    const { db } = this.services;
    const [figures, countries, devices, platforms, days, player] = await Promise.all([
      totals(db, scope),
      listenersBy(db, scope, 'country'),
      listenersBy(db, scope, 'device'),
      listenersBy(db, scope, 'app'),
      visitorsByDay(db, scope, now),
      playerTotals(db, scope),
    ]);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    return {
      episodeId: scope.episodeId,
      period: chosen,
      periodStart: scope.since?.toISOString() ?? null,
      totalPlays: figures.plays,
      uniqueListeners: figures.uniqueListeners,
      downloads: figures.downloads,
      completionRate: figures.listenerEpisodes
        ? round1((100 * figures.completedListenerEpisodes) / figures.listenerEpisodes)
        : 0,
      listeningTimeSeconds: Math.round(figures.listeningSeconds),
      countries,
      visitors: {
        total: figures.visitors,
        new: figures.newVisitors,
        averageTimeSeconds: figures.visitors ? Math.round(figures.listeningSeconds / figures.visitors) : 0,
        days,
      },
      devices,
      platforms,
      player: {
        plays: player.plays,
        listeningTimeSeconds: player.listeningSeconds,
        completionRate: player.plays ? round1((100 * player.completed) / player.plays) : 0,
      },
      ageGroups: null,
      gender: null,
      unavailable: UNAVAILABLE_FIGURES,
    };
  }
}
