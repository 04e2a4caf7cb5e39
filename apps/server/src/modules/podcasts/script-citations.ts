import {
  type LineCitations,
  parseTranscript,
  type ScriptCitations,
  type ScriptLine,
  type SourcePassage,
  scriptCitations,
} from '@podloom/contract';
import { verifyLine } from '../../providers/llm/text/citations';
import type { PodcastRow } from './podcasts.repository';

/** `podcasts.citations` as stored, or null when absent or not in the shape (an old or damaged row). */
export function citationsOf(row: Pick<PodcastRow, 'citations'>): ScriptCitations | null {
  const parsed = scriptCitations.safeParse(row.citations);
  return parsed.success ? parsed.data : null;
}

/** Names that are no claim in this podcast: its speakers, and the words of its title and chapters. */
export function namesOfPodcast(row: Pick<PodcastRow, 'title' | 'settings'>, lines: readonly ScriptLine[]): string[] {
  const chapters = (row.settings.segments ?? []).map((s) => s.title);
  return [...new Set(lines.map((l) => l.speaker)), row.title, ...chapters];
}

const wordsOf = (text: string) => new Set(text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Shared words over all words of the two (Jaccard). */
function likeness(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.max(1, x.size + y.size - shared);
}

/** Below this likeness an edited line is a new line: nothing of the old one's citations is carried. */
const MIN_LIKENESS = 0.3;

/**
 * Which old line each new line continues: the same text at the nearest place; else, for an edited line, the most
 * alike of the old lines left between the lines matched before and after it.
 */
function matchLines(old: readonly ScriptLine[], lines: readonly ScriptLine[]): Array<{ at: number; same: boolean }> {
  const taken = new Set<number>();
  const exact = lines.map((line, index) => {
    let best = -1;
    old.forEach((o, at) => {
      if (o.text !== line.text || taken.has(at)) return;
      if (best < 0 || Math.abs(at - index) < Math.abs(best - index)) best = at;
    });
    if (best >= 0) taken.add(best);
    return best;
  });
  return exact.map((at, index) => {
    if (at >= 0) return { at, same: true };
    const after =
      exact
        .slice(0, index)
        .filter((a) => a >= 0)
        .at(-1) ?? -1;
    const before = exact.slice(index + 1).find((a) => a >= 0) ?? old.length;
    let best = -1;
    let score = MIN_LIKENESS;
    for (let o = after + 1; o < before; o += 1) {
      const like = taken.has(o) ? 0 : likeness(old[o]?.text ?? '', (lines[index] as ScriptLine).text);
      if (like >= score) [best, score] = [o, like];
    }
    if (best >= 0) taken.add(best);
    return { at: best, same: false };
  });
}

/**
 * The citations after the transcript was edited: a line kept as it was keeps its own (at its new index); an edited
 * line keeps those that still verify against their passages; every other line is checked with none, so a new line
 * stating a fact is marked unsupported. Null when there were none and none are needed.
 */
export function carryCitations(
  before: ScriptCitations | null,
  change: { from: readonly ScriptLine[]; to: readonly ScriptLine[] },
  options: { locale: string; ignoredNames: string[] },
): ScriptCitations | null {
  const byIndex = new Map((before?.lines ?? []).map((l) => [l.index, l]));
  const passages = new Map((before?.passages ?? []).map((p) => [`${p.sourceId}.${p.passage}`, p]));
  const out: LineCitations[] = [];
  matchLines(change.from, change.to).forEach(({ at, same }, index) => {
    const text = (change.to[index] as ScriptLine).text;
    const record = byIndex.get(at);
    const own = record && record.text === change.from[at]?.text ? record : undefined;
    // A line kept as it was: its record moves with it (no record: it stated nothing, or was never checked).
    if (same) {
      if (own) out.push({ ...own, index });
      return;
    }
    const { citations, unsupported } = verifyLine(text, own?.citations ?? [], passages, options);
    if (citations.length || unsupported) out.push({ index, text, citations, unsupported });
  });
  if (!out.length && !before) return null;
  const cited = new Set(out.flatMap((l) => l.citations.map((c) => `${c.sourceId}.${c.passage}`)));
  const kept: SourcePassage[] = [...passages.entries()].filter(([key]) => cited.has(key)).map(([, p]) => p);
  return { lines: out, passages: kept };
}

/** The transcript's lines as GraphQL shows them, each with its citations and whether it is unsupported. */
export function podcastLines(row: Pick<PodcastRow, 'transcript' | 'citations'>) {
  const byIndex = new Map((citationsOf(row)?.lines ?? []).map((l) => [l.index, l]));
  return parseTranscript(row.transcript).map((line, index) => {
    const record = byIndex.get(index);
    // A record of another text (a row changed outside updateTranscript) says nothing about this line.
    const own = record && record.text === line.text ? record : undefined;
    return { index, ...line, citations: own?.citations ?? [], unsupported: own?.unsupported ?? false };
  });
}
