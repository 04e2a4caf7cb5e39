import { formatTranscript, type ScriptLine } from '@podloom/contract';
import { generateObject, type LanguageModel, type ModelMessage, streamText } from 'ai';
import { titleOf } from '../builtin/builtin-writer';
import { segmentCount } from '../builtin/outline';
import { phraseBookFor } from '../builtin/phrases';
import { passagesOf, TextIndex } from '../text/passage-index';
import { toSpeakerLabels } from '../text/speaker-names';
import { pickKeySentences } from '../text/text-rank';
import { countSpokenWords, isWithinBudget, wordBudget } from '../text/word-count';
import { WriterError } from '../writer-error';
import { type ParsedWriterInput, parseWriterInput, type ScriptWriterInput } from '../writer-input';
import {
  type OnWriterProgress,
  type ScriptResult,
  type ScriptSegment,
  type ScriptWriter,
  segmentsOf,
} from '../writer-types';
import { type CallPolicy, createDeadline, DEFAULT_CALL_POLICY, type Deadline, withRetries } from './call-policy';
import { citesOf, withMarkers } from './line-citations';
import { createLineSink } from './line-stream';
import { createLanguageModel, type LlmConfig } from './model-provider';
import {
  lengthPrompt,
  type Outline,
  outlinePrompt,
  outlineSchema,
  type Part,
  type PromptContext,
  partPrompt,
  repairPrompt,
  systemPrompt,
} from './prompts';
import { materialForSegment, segmentProblems, withoutRepeats } from './segment-material';

export interface ModelWriterOptions {
  policy?: Partial<CallPolicy>;
  /** The whole script, outline to last line (default 5 minutes). */
  totalTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const DEFAULT_TOTAL_TIMEOUT_MS = 5 * 60_000;
/** Source material beyond this is condensed to its key sentences before it goes into a prompt. */
const SOURCE_WORDS_IN_PROMPT = 1_500;
const DESCRIPTION_CHARS_IN_PROMPT = 4_000;

export function createModelWriter(llm: LlmConfig, options: ModelWriterOptions = {}): ScriptWriter {
  const { model, name } = createLanguageModel(llm, options.fetch);
  return { kind: 'model', name, write: (input, onProgress) => writeWithModel(model, input, onProgress, options) };
}

function condenseSource(text: string | undefined, locale: string): string | undefined {
  const clean = text?.trim();
  if (!clean) return undefined;
  if (countSpokenWords(clean) <= SOURCE_WORDS_IN_PROMPT) return clean;
  return pickKeySentences(clean, { locale, wordTarget: SOURCE_WORDS_IN_PROMPT })
    .map((s) => s.text)
    .join('\n');
}

interface Attempt {
  raw: string;
  lines: ScriptLine[];
  problems: string[];
}

/** One script written by a model, with its own deadline, retries and repair budget. */
class ModelScript {
  readonly lines: ScriptLine[] = [];
  private readonly system: string;

  constructor(
    private readonly model: LanguageModel,
    private readonly ctx: PromptContext,
    private readonly policy: CallPolicy,
    private readonly deadline: Deadline,
    private readonly onProgress?: OnWriterProgress,
  ) {
    this.system = systemPrompt(ctx);
  }

  private get speakers(): string[] {
    return [this.ctx.host, ...this.ctx.guests];
  }

  async outline(): Promise<Outline> {
    const ask = (prompt: string) =>
      withRetries(this.policy, this.deadline, async (abortSignal) => {
        const { object } = await generateObject({
          model: this.model,
          schema: outlineSchema,
          system: this.system,
          prompt,
          abortSignal,
          maxRetries: 0,
        });
        return object;
      });
    const prompt = outlinePrompt(this.ctx, segmentCount(this.ctx.minutes));
    try {
      return await ask(prompt);
    } catch (error) {
      if (!(error instanceof WriterError && error.writerCode === 'WRITER_UNUSABLE_OUTPUT')) throw error;
      const reason = error.cause instanceof Error ? error.cause.message.slice(0, 500) : 'it was not valid JSON';
      return ask(`${prompt}\n\nYour previous answer could not be used (${reason}). Answer with the JSON object only.`);
    }
  }

  /** Streams one model answer into lines; with `live`, each complete line is reported at once. */
  private async stream(messages: ModelMessage[], live: boolean): Promise<Attempt> {
    const base = this.lines.length;
    let shown = 0;
    return withRetries(
      this.policy,
      this.deadline,
      async (abortSignal) => {
        const sink = createLineSink({
          speakers: this.speakers,
          english: this.ctx.book.name === 'English',
          onLine: (line) => {
            if (!live) return;
            this.onProgress?.({ type: 'line', index: base + shown, line: { ...line } });
            shown += 1;
          },
        });
        const result = streamText({
          model: this.model,
          system: this.system,
          messages,
          abortSignal,
          maxRetries: 0,
          temperature: 0.8,
          // Errors arrive as stream parts and are thrown below; the default handler would only log them.
          onError: () => {},
        });
        let raw = '';
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            raw += part.text;
            sink.push(part.text);
          } else if (part.type === 'error') {
            throw part.error;
          }
        }
        if (abortSignal.aborted) throw abortSignal.reason;
        sink.end();
        return { raw, lines: sink.lines, problems: sink.problems };
      },
      () => this.withdraw(base, () => (shown = 0)),
    );
  }

  /** Takes back lines shown for a part that is being written again. */
  private withdraw(base: number, reset: () => void): void {
    reset();
    this.onProgress?.({ type: 'reset', lines: this.lines.slice(0, base).map((l) => ({ ...l })) });
  }

  private problemsOf(attempt: Attempt, needsDialogue: boolean): string[] {
    const problems = [...attempt.problems];
    if (attempt.lines.length === 0) problems.push('it held no lines of the form "Name: text"');
    else if (needsDialogue && new Set(attempt.lines.map((l) => l.speaker)).size < 2) {
      problems.push(`only one speaker talked; ${this.speakers.join(', ')} should all take part`);
    }
    return problems;
  }

  /** Labels and dialogue (every part), and for a segment its length and no repeat of earlier lines. */
  private check(attempt: Attempt, part: Part, words: number, needsDialogue: boolean): string[] {
    const problems = this.problemsOf(attempt, needsDialogue);
    if (part.kind === 'segment' && attempt.lines.length) {
      problems.push(...segmentProblems(attempt.lines, this.lines, words, this.ctx.language));
    }
    return problems;
  }

  /**
   * Writes one part; an unusable one (wrong labels, one voice) gets one repair, then the script fails. A segment
   * that is far off its length or repeats earlier lines also gets one repair, but is kept if the repair is no
   * better: it is still a usable script.
   */
  async part(part: Part, words: number): Promise<void> {
    const prompt = partPrompt(this.ctx, part, words, formatTranscript(this.lines));
    const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
    const needsDialogue = this.ctx.guests.length > 0 && part.kind !== 'outro';
    const first = await this.stream(messages, true);
    let problems = this.check(first, part, words, needsDialogue);
    if (problems.length === 0) {
      this.accept(first.lines);
      return;
    }
    const usable = this.problemsOf(first, needsDialogue).length === 0;
    if (first.lines.length) this.withdraw(this.lines.length, () => {});
    const repair = await this.stream(
      [
        ...messages,
        { role: 'assistant', content: first.raw },
        { role: 'user', content: repairPrompt(this.ctx, problems) },
      ],
      true,
    );
    problems = this.problemsOf(repair, needsDialogue);
    if (problems.length === 0) {
      this.accept(repair.lines);
      return;
    }
    if (!usable) throw new WriterError('WRITER_UNUSABLE_OUTPUT', undefined, { cause: new Error(problems.join('; ')) });
    // The repair broke what was fine: the first answer stands.
    this.withdraw(this.lines.length, () => {});
    this.accept(first.lines, true);
  }

  /** Adds a part's lines, leaving out what was said before; the browser is told when what it showed changed. */
  private accept(lines: ScriptLine[], shownElse = false): void {
    const fresh = withoutRepeats(lines, this.lines, this.ctx.language);
    this.lines.push(...fresh.lines);
    if (fresh.changed || shownElse) this.onProgress?.({ type: 'reset', lines: this.lines.map((l) => ({ ...l })) });
  }

  /** Outside ±15% of the budget: one rewrite, kept only when it parses and lands closer. */
  async adjustLength(): Promise<void> {
    const words = wordsOf(this.lines);
    if (isWithinBudget(words, this.ctx.budget)) return;
    try {
      const prompt = lengthPrompt(this.ctx, formatTranscript(this.lines.map(withMarkers)), words);
      const revised = await this.stream([{ role: 'user', content: prompt }], false);
      const rewritten = withoutRepeats(revised.lines, [], this.ctx.language).lines;
      const better = Math.abs(wordsOf(rewritten) - this.ctx.budget) < Math.abs(words - this.ctx.budget);
      if (this.problemsOf(revised, this.ctx.guests.length > 0).length || !better) return;
      this.lines.splice(0, this.lines.length, ...rewritten);
      this.onProgress?.({ type: 'reset', lines: this.lines.map((l) => ({ ...l })) });
    } catch (error) {
      // The script in hand is usable; only a cancellation stops it from being returned.
      if (error instanceof WriterError && error.writerCode === 'WRITER_CANCELLED') throw error;
    }
  }
}

function wordsOf(lines: ScriptLine[]): number {
  return lines.reduce((sum, l) => sum + countSpokenWords(l.text), 0);
}

/** Word shares of the parts: a short opening and closing, the rest split over the segments. */
function allocate(budget: number, segments: number): { intro: number; outro: number; segment: number } {
  const intro = Math.max(30, Math.round(budget * 0.1));
  const outro = Math.max(25, Math.round(budget * 0.08));
  return { intro, outro, segment: Math.max(40, Math.round((budget - intro - outro) / segments)) };
}

/**
 * The parts to write in order: the opening, each segment of the outline with the passages most relevant to it (from
 * a search index over the passages, each segment's fair share, none given twice), and the closing.
 */
function planParts(
  input: ParsedWriterInput,
  ctx: PromptContext,
  outline: Outline,
  words: { intro: number; outro: number; segment: number },
) {
  const given = new Set<string>();
  const passages = passagesOf(input);
  const index = new TextIndex(
    passages.map((p) => p.text),
    input.language,
  );
  // Each segment's fair share of the material (at most what it can say), so late segments get facts too.
  const sourceWords = passages.reduce((sum, p) => sum + countSpokenWords(p.text), 0);
  const factWords = Math.min(Math.round(words.segment * 0.8), Math.max(1, sourceWords / outline.segments.length));
  const parts: Array<[Part, number]> = [
    [{ kind: 'intro', firstHeading: outline.segments[0]?.heading ?? ctx.topic }, words.intro],
    ...outline.segments.map((s, i): [Part, number] => [
      {
        kind: 'segment',
        index: i + 1,
        count: outline.segments.length,
        heading: s.heading,
        points: s.points,
        covered: outline.segments.slice(0, i).map((o) => `${o.heading}: ${o.points.join(', ')}`),
        material: materialForSegment(passages, index, s, factWords, given)?.text,
      },
      words.segment,
    ]),
    [{ kind: 'outro' }, words.outro],
  ];
  return { parts, passages };
}

export async function writeWithModel(
  model: LanguageModel,
  raw: ScriptWriterInput,
  onProgress: OnWriterProgress | undefined,
  options: ModelWriterOptions,
): Promise<ScriptResult> {
  const input = parseWriterInput(raw);
  const book = phraseBookFor(input.language);
  const labels = toSpeakerLabels(input.speakers, (i) =>
    i === 0 ? book.defaultHost : `${book.defaultGuest} ${'ABC'[i - 1]}`,
  );
  const [host, ...guests] = labels as [string, ...string[]];
  const budget = wordBudget(input.minutes);
  const ctx: PromptContext = {
    topic: input.topic.replace(/\s+/g, ' ').trim(),
    description: input.description?.slice(0, DESCRIPTION_CHARS_IN_PROMPT),
    source: condenseSource(input.sourceText, input.language),
    language: input.language,
    book,
    tone: input.tone,
    host,
    guests,
    minutes: input.minutes,
    budget,
    format: input.format,
    focus: input.focus,
  };
  const deadline = createDeadline(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS, input.signal);
  const script = new ModelScript(model, ctx, { ...DEFAULT_CALL_POLICY, ...options.policy }, deadline, onProgress);

  onProgress?.({ type: 'stage', stage: 'planning', done: 0, total: 1 });
  const outline = await script.outline();
  const words = allocate(budget, outline.segments.length);
  const { parts, passages } = planParts(input, ctx, outline, words);
  const starts: ScriptSegment[] = [];
  for (const [i, [part, partWords]] of parts.entries()) {
    onProgress?.({ type: 'stage', stage: 'writing', done: i, total: parts.length });
    const line = script.lines.length;
    await script.part(part, partWords);
    if (part.kind === 'segment') starts.push({ title: part.heading, line });
  }
  onProgress?.({ type: 'stage', stage: 'adjusting length', done: parts.length, total: parts.length });
  const written = script.lines.length;
  await script.adjustLength();
  onProgress?.({ type: 'stage', stage: 'done', done: parts.length, total: parts.length });

  const title = outline.title.replace(/[*"“”#]/g, '').trim();
  const episodeTitle = title ? titleOf(title) : titleOf(ctx.topic);
  // A length adjustment rewrites the whole script: its segments then sit at the same share of the lines.
  const scale = script.lines.length / Math.max(1, written);
  return {
    lines: script.lines,
    segments: segmentsOf(
      [{ title: episodeTitle, line: 0 }, ...starts.map((s) => ({ ...s, line: Math.round(s.line * scale) }))],
      script.lines.length,
    ),
    transcript: formatTranscript(script.lines),
    title: episodeTitle,
    wordCount: wordsOf(script.lines),
    wordBudget: budget,
    citations: script.lines.map(citesOf),
    passages,
  };
}
