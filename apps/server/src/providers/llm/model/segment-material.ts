import { passageLabel, type ScriptLine, type SourcePassage } from '@podloom/contract';
import type { TextIndex } from '../text/passage-index';
import { splitSentences } from '../text/sentences';
import { countSpokenWords } from '../text/word-count';
import { citesOf, withCites } from './line-citations';

/** What a segment is given: the passages closest to it, with their ids. */
export interface SegmentMaterial {
  passages: SourcePassage[];
  /** The passages as the prompt shows them: `[S12.3] text`, one a line. */
  text: string;
}

/**
 * The passages of the source material a segment should draw on: the index's most relevant ones for the segment's
 * heading and points (BM25), up to a word budget, in the material's own order. Each segment's prompt then carries
 * the facts it needs, with the ids to cite them by, however long the library is.
 */
export function materialForSegment(
  passages: readonly SourcePassage[],
  index: TextIndex,
  segment: { heading: string; points: string[] },
  words = 350,
  /** Passages already handed to earlier segments: passed over, so no two segments get the same facts. */
  given: Set<string> = new Set(),
): SegmentMaterial | undefined {
  if (!passages.length) return undefined;
  const scores = index.scores([segment.heading, ...segment.points].join(' '));
  const ranked = passages
    .map((p, at) => ({ p, at, score: scores.get(at) ?? 0, words: countSpokenWords(p.text) }))
    .sort((a, b) => b.score - a.score || a.at - b.at);
  // Unused passages, closest first (then in order, so late segments still get facts); when a short material is
  // all used, the closest ones again rather than nothing.
  const unused = ranked.filter((r) => !given.has(passageLabel(r.p)));
  const pool = unused.length ? unused : ranked.filter((r) => r.score > 0);
  const chosen: typeof ranked = [];
  let total = 0;
  for (const r of pool) {
    if (total >= words) break;
    chosen.push(r);
    total += r.words;
  }
  for (const r of chosen) given.add(passageLabel(r.p));
  if (!chosen.length) return undefined;
  const inOrder = chosen.sort((a, b) => a.at - b.at).map((r) => r.p);
  return { passages: inOrder, text: inOrder.map((p) => `[${passageLabel(p)}] ${p.text}`).join('\n') };
}

function key(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** What is wrong with a segment a model wrote, as sentences the repair prompt can quote back. */
export function segmentProblems(lines: ScriptLine[], earlier: ScriptLine[], target: number, locale: string): string[] {
  const problems: string[] = [];
  const words = lines.reduce((n, l) => n + countSpokenWords(l.text), 0);
  // Loose bounds: models miss word counts by a lot, and the whole script gets one length adjustment at the end.
  if (lines.length && words < target * 0.4) problems.push(`it was only ${words} words; write about ${target}`);
  if (words > target * 2.5) problems.push(`it was ${words} words; write about ${target}`);
  const said = new Set(
    earlier.flatMap((l) => splitSentences(l.text, locale).map(key)).filter((k) => k.split(' ').length >= 4),
  );
  const repeated = lines.flatMap((l) => splitSentences(l.text, locale)).filter((s) => said.has(key(s)));
  if (repeated.length) {
    problems.push(`it repeated what was already said (${repeated.slice(0, 3).join(' / ')}); say something new instead`);
  }
  return problems;
}

/** Sentences this short ("Exactly.", "Go on.") may come back; longer ones are said once per script. */
const MIN_WORDS_TO_COUNT = 4;

/**
 * The lines with every sentence already said (earlier, or earlier in these lines) left out: a model can repeat
 * itself even after its one repair, and a listener should never hear the same sentence twice. A line left empty
 * goes, and a speaker who then talks twice in a row says both in one line.
 */
export function withoutRepeats(
  lines: ScriptLine[],
  earlier: ScriptLine[],
  locale: string,
): { lines: ScriptLine[]; changed: boolean } {
  const said = new Set(earlier.flatMap((l) => splitSentences(l.text, locale).map(key)));
  const isNew = (sentence: string) => {
    const k = key(sentence);
    if (k.split(' ').length < MIN_WORDS_TO_COUNT) return true;
    if (said.has(k)) return false;
    said.add(k);
    return true;
  };
  const kept: ScriptLine[] = [];
  let changed = false;
  let droppedBefore = false;
  for (const line of lines) {
    const sentences = splitSentences(line.text, locale);
    const fresh = sentences.filter(isNew);
    if (fresh.length !== sentences.length) changed = true;
    if (!fresh.length) {
      droppedBefore = true;
      continue;
    }
    const text = fresh.length === sentences.length ? line.text : fresh.join(' ');
    const previous = kept.at(-1);
    if (droppedBefore && previous?.speaker === line.speaker)
      kept[kept.length - 1] = withCites(
        { ...previous, text: `${previous.text} ${text}` },
        citesOf(previous),
        citesOf(line),
      );
    else kept.push(text === line.text ? line : withCites({ ...line, text }, citesOf(line)));
    droppedBefore = false;
  }
  return { lines: kept, changed };
}
