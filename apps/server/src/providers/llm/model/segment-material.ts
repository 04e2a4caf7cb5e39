import type { ScriptLine } from '@podloom/contract';
import { splitSentences, wordTokens } from '../text/sentences';
import { countSpokenWords } from '../text/word-count';

/**
 * The sentences of the source material a segment should draw on: those sharing the most words with
 * the segment's heading and points, up to a word budget, in the material's own order. Each segment's prompt then
 * carries the facts it needs, however long the material is.
 */
export function materialForSegment(
  source: string | undefined,
  segment: { heading: string; points: string[] },
  locale: string,
  words = 350,
  /** Sentences already handed to earlier segments: passed over, so no two segments get the same facts. */
  given: Set<string> = new Set(),
): string | undefined {
  if (!source?.trim()) return undefined;
  const wanted = new Set(
    wordTokens([segment.heading, ...segment.points].join(' '), locale).filter((t) => t.length > 3),
  );
  const sentences = splitSentences(source, locale)
    .map((text, index) => ({
      text,
      index,
      words: countSpokenWords(text),
      score: new Set(wordTokens(text, locale).filter((t) => wanted.has(t))).size,
    }))
    .filter((s) => s.words >= 5)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  // Unused sentences, closest first (then in order, so late segments still get facts); when a short material is
  // all used, the closest ones again rather than nothing.
  const unused = sentences.filter((s) => !given.has(s.text));
  const pool = unused.length ? unused : sentences.filter((s) => s.score > 0);
  const chosen: typeof sentences = [];
  let total = 0;
  for (const s of pool) {
    if (total >= words) break;
    chosen.push(s);
    total += s.words;
  }
  for (const s of chosen) given.add(s.text);
  return chosen.length
    ? chosen
        .sort((a, b) => a.index - b.index)
        .map((s) => s.text)
        .join('\n')
    : undefined;
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
      kept[kept.length - 1] = { ...previous, text: `${previous.text} ${text}` };
    else kept.push(text === line.text ? line : { ...line, text });
    droppedBefore = false;
  }
  return { lines: kept, changed };
}
