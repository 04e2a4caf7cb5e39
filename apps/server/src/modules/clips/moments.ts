import type { ScriptLine } from '@podloom/contract';

/** One line's place in the podcast's audio (seconds), as the render timed it. */
export interface TimedLine {
  index: number;
  speaker: string;
  start: number;
  end: number;
}

export interface Moment {
  fromLine: number;
  toLine: number;
  startTime: number;
  duration: number;
  reason: string;
}

/** A suggested moment lasts 20 to 60 seconds; three are offered. */
export const MOMENT_SECONDS = { min: 20, max: 60 } as const;
const MOMENTS = 3;

const NUMBER = /\b\d[\d,.]*\s*(%|percent|per cent)?/gi;
/** A capitalised word that does not start a sentence: a name, a place, a title. */
const NAME = /(?<![.!?]\s|^)\b[A-Z][a-z]{2,}/g;

interface Scored extends Moment {
  score: number;
}

/**
 * Three moments of 20–60 s, chosen from the script: every span of whole lines that lasts 20–60 s is scored, and the
 * best three that do not overlap are kept, in the order they are heard. A span scores for opening on a question
 * (3), for ending on another speaker's answer to it (2), for each figure it says (1, at most 3), for each name
 * (0.5, at most 2), and for lasting near 35 s (up to 1): the shape of a shareable exchange, a question and its
 * concrete answer.
 */
export function suggestMoments(lines: ScriptLine[], timings: TimedLine[]): Moment[] {
  const timed = timings.filter((t) => lines[t.index]).sort((a, b) => a.index - b.index);
  const spans: Scored[] = [];
  for (let i = 0; i < timed.length; i++) {
    const first = timed[i] as TimedLine;
    for (let j = i; j < timed.length; j++) {
      const last = timed[j] as TimedLine;
      const duration = last.end - first.start;
      if (duration > MOMENT_SECONDS.max) break;
      if (duration < MOMENT_SECONDS.min) continue;
      spans.push(scoreSpan(lines, first, last, timed.slice(i, j + 1)));
    }
  }
  spans.sort((a, b) => b.score - a.score || a.startTime - b.startTime);
  const chosen: Scored[] = [];
  for (const span of spans) {
    if (chosen.length === MOMENTS) break;
    if (chosen.some((c) => span.fromLine <= c.toLine && c.fromLine <= span.toLine)) continue;
    chosen.push(span);
  }
  return chosen.sort((a, b) => a.startTime - b.startTime).map(({ score: _score, ...moment }) => moment);
}

function scoreSpan(lines: ScriptLine[], first: TimedLine, last: TimedLine, span: TimedLine[]): Scored {
  const text = span.map((t) => lines[t.index]?.text ?? '').join(' ');
  const opensOnQuestion = (lines[first.index]?.text ?? '').trim().endsWith('?');
  const answered = opensOnQuestion && last.speaker !== first.speaker && !lines[last.index]?.text.trim().endsWith('?');
  const figures = Math.min(3, text.match(NUMBER)?.length ?? 0);
  const names = Math.min(4, text.match(NAME)?.length ?? 0);
  const duration = last.end - first.start;
  const reasons = [
    opensOnQuestion ? (answered ? 'a question and its answer' : 'opens on a question') : null,
    figures ? `${figures === 1 ? 'a figure' : `${figures} figures`}` : null,
    names ? 'names' : null,
  ].filter((r): r is string => r !== null);
  return {
    fromLine: first.index,
    toLine: last.index,
    startTime: round3(first.start),
    duration: round3(duration),
    score: (opensOnQuestion ? 3 : 0) + (answered ? 2 : 0) + figures + names * 0.5 + 1 - Math.abs(duration - 35) / 25,
    reason: reasons.length ? capitalise(reasons.join(', ')) : 'A stretch of conversation',
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
