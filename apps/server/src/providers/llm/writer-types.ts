import type { ScriptLine, SourcePassage } from '@podloom/contract';
import type { ClaimedCitation } from './text/citations';
import type { ScriptWriterInput } from './writer-input';

/**
 * The one interface every script writer implements (DESIGN §7, STYLE §5), apart from the factory in writer.ts,
 * so the writers can name it without importing the file that imports them (no import cycle).
 */
export type WriterStage = 'reading sources' | 'planning' | 'writing' | 'adjusting length' | 'done';

/**
 * What a writer reports while it works, in order:
 * - `stage`: a new stage began; `done` of `total` parts (intro, segments, outro) are written.
 * - `line`: a line is complete and will stay (index = its position in the script).
 * - `reset`: lines written so far were replaced (a repair or a length adjustment); show `lines` instead.
 */
export type WriterProgress =
  | { type: 'stage'; stage: WriterStage; done: number; total: number }
  | { type: 'line'; index: number; line: ScriptLine }
  | { type: 'reset'; lines: ScriptLine[] };
export type OnWriterProgress = (event: WriterProgress) => void;

/** Where a part of the script begins: the chapters of the rendered episode. */
export interface ScriptSegment {
  /** The outline's heading; the opening is titled with the episode's title. */
  title: string;
  /** Index in `lines` of the part's first line. */
  line: number;
}

export interface ScriptResult {
  lines: ScriptLine[];
  /** The outline's parts in order, the first at line 0 (the closing belongs to the last segment). */
  segments: ScriptSegment[];
  /** `speaker: text` lines (formatTranscript); always parses back to `lines`. */
  transcript: string;
  title: string;
  /** Spoken words (see text/word-count.ts for languages without spaces). */
  wordCount: number;
  /** The target: minutes × 150. */
  wordBudget: number;
  /** Per line (same index), the passages it says it relies on: not yet checked (text/citations.ts verifyScript). */
  citations: ClaimedCitation[][];
  /** The passages the script was written from (the citations name them). */
  passages: SourcePassage[];
}

export interface ScriptWriter {
  readonly kind: 'builtin' | 'model';
  /** For logs: 'builtin' or '<provider>:<model>'. */
  readonly name: string;
  /** Throws `WriterError` with a sentence on failure; a bad input throws `WriterInputError` (writer-error.ts). */
  write(input: ScriptWriterInput, onProgress?: OnWriterProgress): Promise<ScriptResult>;
}

/** Segments with a line each, titles non-empty and capitalised, the first at line 0, none at or past the end. */
export function segmentsOf(starts: ReadonlyArray<ScriptSegment>, lineCount: number): ScriptSegment[] {
  const out: ScriptSegment[] = [];
  for (const { title, line } of starts) {
    const clean = title
      .replace(/[*"“”#]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!clean || line >= lineCount || (out.length && line <= (out.at(-1) as ScriptSegment).line)) continue;
    out.push({ title: clean.charAt(0).toLocaleUpperCase() + clean.slice(1), line: out.length ? line : 0 });
  }
  return out;
}
