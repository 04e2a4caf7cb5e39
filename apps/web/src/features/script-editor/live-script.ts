import type { ResearchSource, ScriptLine } from '@podloom/contract';

/** A progress event's payload (DESIGN §4): lines written since `from`, or the whole script with `replace`. */
export interface ScriptProgress {
  stage: string;
  done: number;
  total: number;
  from?: number;
  lines?: ScriptLine[];
  replace?: boolean;
  /** What research found before writing. */
  sources?: ResearchSource[];
}

/** The script while it is being written: the lines so far and the last progress event. */
export interface LiveScript {
  lines: ScriptLine[];
  progress: ScriptProgress | null;
}

const STAGE_LABELS: Record<string, string> = {
  researching: 'Reading about the topic',
  'reading sources': 'Reading your sources',
  planning: 'Planning the episode',
  writing: 'Writing the conversation',
  'adjusting length': 'Fitting it to the duration',
  done: 'Finishing up',
};

/** Progress stage label for people; unknown stages pass through. */
export function stageLabel(stage: string | undefined): string {
  if (!stage) return 'Starting';
  return STAGE_LABELS[stage] ?? stage.charAt(0).toUpperCase() + stage.slice(1);
}

/**
 * The script so far after one progress event. Lines are placed by index, so a snapshot overlapping live
 * events (a late join) does no harm; `replace` means the writer rewrote what it had.
 */
export function applyProgress(current: readonly ScriptLine[], progress: ScriptProgress): ScriptLine[] {
  const incoming = progress.lines ?? [];
  if (progress.replace) return incoming.map((l) => ({ ...l }));
  if (incoming.length === 0) return current as ScriptLine[];
  const next = current.slice();
  const from = Math.max(0, progress.from ?? next.length);
  incoming.forEach((line, i) => {
    next[from + i] = { ...line };
  });
  return next;
}

/** The lines to show: an index past the end (a lost event) leaves a hole that must not render as nothing. */
export function visibleLines(lines: readonly (ScriptLine | undefined)[]): ScriptLine[] {
  return lines.filter((line): line is ScriptLine => Boolean(line));
}
