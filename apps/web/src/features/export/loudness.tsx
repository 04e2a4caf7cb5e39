import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** A file's loudness as the server measured it (ffmpeg's ebur128): LUFS, dBTP and LU. */
export interface LoudnessReport {
  integrated: number;
  truePeak: number;
  range: number;
}

/** What every render and export aims at: −16 LUFS within 1 LU, a true peak at or under −1.5 dBTP. */
export const LOUDNESS_TARGETS = { integrated: -16, tolerance: 1, maxTruePeak: -1.5 } as const;

const PODCAST_LOUDNESS = graphql(`query PodcastLoudness($podcastId: Int!) {
  podcast(podcastId: $podcastId) { podcastId loudness { integrated truePeak range } }
}`);

/** The podcast's current audio's report; null before a render, or when the look-up fails (logged). */
export async function fetchPodcastLoudness(podcastId: number): Promise<LoudnessReport | null> {
  try {
    const data = await graphqlRequest(PODCAST_LOUDNESS, { podcastId });
    return data.podcast.loudness ?? null;
  } catch (error) {
    console.error(`Failed to load the loudness of podcast ${podcastId}.`, error);
    return null;
  }
}

/** Asked again whenever the audio changes (a new render or mixdown has its own key). */
export function usePodcastLoudness(podcastId: number | null, audioUrl: string | null) {
  const audioKey = audioUrl?.split('?')[0] ?? null;
  const query = useQuery({
    queryKey: ['podcast-loudness', podcastId, audioKey],
    queryFn: () => fetchPodcastLoudness(podcastId as number),
    enabled: podcastId !== null && audioKey !== null,
  });
  return query.data ?? null;
}

const minus = (n: number) => n.toFixed(1).replace('-', '−');

/** "−16.0 LUFS · true peak −3.4 dBTP · range 5.1 LU", for a toast or a line of text. */
export function describeLoudness(report: LoudnessReport): string {
  return `${minus(report.integrated)} LUFS · true peak ${minus(report.truePeak)} dBTP · range ${minus(report.range)} LU`;
}

export function meetsTargets(report: LoudnessReport): boolean {
  const { integrated, tolerance, maxTruePeak } = LOUDNESS_TARGETS;
  return Math.abs(report.integrated - integrated) <= tolerance && report.truePeak <= maxTruePeak;
}

/** One line: the figures, and whether they meet the podcast targets. */
export function LoudnessSummary({ report, label = 'Loudness' }: { report: LoudnessReport; label?: string }) {
  const ok = meetsTargets(report);
  return (
    <p className="pl-loudness" data-testid="loudness-report">
      <span className="pl-loudness__label">{label}:</span> {describeLoudness(report)}{' '}
      <span className={`pl-loudness__verdict${ok ? ' is-ok' : ' is-off'}`}>
        {ok ? '(on target: −16 LUFS, peak ≤ −1.5 dBTP)' : '(off the −16 LUFS / −1.5 dBTP target)'}
      </span>
    </p>
  );
}

/** The podcast's current audio's report, shown once it is known. */
export function PodcastLoudness({ podcastId, audioUrl }: { podcastId: number | null; audioUrl: string | null }) {
  const report = usePodcastLoudness(podcastId, audioUrl);
  return report ? <LoudnessSummary report={report} /> : null;
}
