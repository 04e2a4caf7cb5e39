/** An audio render's progress as the stream reports it (DESIGN §4 `progress` events). */
export interface AudioProgress {
  stage: string;
  /** Lines read aloud while synthesizing; steps of the stage afterwards. */
  done: number;
  total: number;
}

/** Where each stage sits on the one bar: reading lines is most of the work, then encoding and storing. */
const STAGE_SPAN: Record<string, readonly [from: number, to: number]> = {
  synthesizing: [0, 88],
  encoding: [88, 96],
  storing: [96, 99],
  done: [100, 100],
};
const STAGE_ORDER = ['synthesizing', 'encoding', 'storing', 'done'];

const stageRank = (stage: string) => {
  const rank = STAGE_ORDER.indexOf(stage);
  return rank === -1 ? 0 : rank;
};

/**
 * Folds a new event into what is known. The bar never moves back: an event from an earlier stage, or with fewer
 * lines done (the early-audio notice reports `done: 0`), keeps the count already shown.
 */
export function mergeProgress(current: AudioProgress | null, next: AudioProgress): AudioProgress {
  if (!current) return next;
  const rankNow = stageRank(current.stage);
  const rankNext = stageRank(next.stage);
  if (rankNext < rankNow) return current;
  if (rankNext > rankNow) return next;
  return { stage: next.stage, done: Math.max(current.done, next.done), total: next.total || current.total };
}

/** 0–100 across all stages. */
export function progressPercent(progress: AudioProgress | null): number {
  if (!progress) return 0;
  const [from, to] = STAGE_SPAN[progress.stage] ?? STAGE_SPAN.synthesizing!;
  const fraction = progress.total > 0 ? Math.min(1, Math.max(0, progress.done / progress.total)) : 0;
  return Math.round(from + (to - from) * fraction);
}

const STAGE_LABELS: Record<string, string> = {
  synthesizing: 'Reading the lines aloud',
  encoding: 'Mixing and encoding',
  storing: 'Saving your audio',
  done: 'Finishing up',
};

export function audioStageLabel(stage: string | undefined): string {
  if (!stage) return 'Starting';
  return STAGE_LABELS[stage] ?? stage.charAt(0).toUpperCase() + stage.slice(1);
}

/** "12 of 40 lines" while lines are read; nothing afterwards. */
export function linesText(progress: AudioProgress | null): string | null {
  if (progress?.stage !== 'synthesizing' || progress.total <= 0) return null;
  return `${progress.done} of ${progress.total} ${progress.total === 1 ? 'line' : 'lines'}`;
}

/**
 * Seconds left: from the pace so far once there is some progress, otherwise from the server's eta. Never
 * negative; null when nothing is known.
 */
export function remainingSeconds(input: {
  now: number;
  startedAt: number | null;
  etaSeconds: number | null;
  percent: number;
}): number | null {
  const { now, startedAt, etaSeconds, percent } = input;
  if (startedAt === null) return etaSeconds;
  const elapsed = Math.max(0, (now - startedAt) / 1000);
  if (percent >= 100) return 0;
  if (percent >= 5) return Math.max(0, Math.round((elapsed * (100 - percent)) / percent));
  if (etaSeconds === null) return null;
  return Math.max(0, Math.round(etaSeconds - elapsed));
}

/** "About 40 s left", "About 2 min left", "Almost done". */
export function etaText(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  if (seconds <= 2) return 'Almost done';
  if (seconds < 60) return `About ${Math.max(5, Math.round(seconds / 5) * 5)} s left`;
  return `About ${Math.round(seconds / 60)} min left`;
}
