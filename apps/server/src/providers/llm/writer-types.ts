import type { ScriptLine } from '@podloom/contract';
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

export interface ScriptResult {
  lines: ScriptLine[];
  /** `speaker: text` lines (formatTranscript); always parses back to `lines`. */
  transcript: string;
  title: string;
  /** Spoken words (see text/word-count.ts for languages without spaces). */
  wordCount: number;
  /** The target: minutes × 150. */
  wordBudget: number;
}

export interface ScriptWriter {
  readonly kind: 'builtin' | 'model';
  /** For logs: 'builtin' or '<provider>:<model>'. */
  readonly name: string;
  /** Throws `WriterError` with a sentence on failure; a bad input throws `WriterInputError` (writer-error.ts). */
  write(input: ScriptWriterInput, onProgress?: OnWriterProgress): Promise<ScriptResult>;
}
