import type { ScriptFormat } from '@podloom/contract';
import { z } from 'zod';
import type { PhraseBook } from '../builtin/phrases/phrase-book';

/**
 * Prompts for the model writer. The rules are the transcript rules of spec 000 §3 and the script rules of
 * The transcript rules: one `Name: text` line per turn, short turns, no markup, numbers as spoken, greeting only at the
 * start and goodbye only at the end, grounded in the source when there is one.
 */
export const outlineSchema = z.object({
  title: z.string().trim().min(1).max(160),
  segments: z
    .array(
      z.object({
        heading: z.string().trim().min(1).max(160),
        points: z.array(z.string().trim().min(1)).min(1).max(6),
      }),
    )
    .min(3)
    // Long episodes have a segment for about every two and a half minutes (builtin/outline.ts segmentCount).
    .max(30),
});
export type Outline = z.infer<typeof outlineSchema>;

export interface PromptContext {
  topic: string;
  description?: string;
  /** Key sentences of the source material (already ranked and trimmed to fit a prompt). */
  source?: string;
  language: string;
  book: PhraseBook;
  tone: string;
  host: string;
  guests: string[];
  minutes: number;
  budget: number;
  format?: ScriptFormat;
  /** What the episode should concentrate on. */
  focus?: string;
}

/** What each format asks of the whole script (Deep Dive is the conversation the other rules describe). */
const FORMAT_RULES: Record<ScriptFormat, string> = {
  deep_dive: 'Format of the episode: a Deep Dive, a full conversation that explores the material in depth.',
  brief: 'Format of the episode: a Brief. Only the essentials, plainly, with no digressions.',
  critique:
    'Format of the episode: a Critique. A constructive review of the material: its strengths, its weaknesses, and what it leaves out or does not prove.',
  debate:
    'Format of the episode: a Debate. The speakers take opposing positions drawn from the material and defend them with its evidence; the host keeps it fair and sums up where they disagree.',
};

/** The format and the focus, as lines of a prompt (empty for a Deep Dive without focus). */
export function formatRules(c: Pick<PromptContext, 'format' | 'focus'>): string {
  return [
    c.format && c.format !== 'deep_dive' ? FORMAT_RULES[c.format] : '',
    c.focus?.trim() ? `Concentrate the episode on: ${c.focus.trim()}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function castDescription(c: PromptContext): string {
  if (c.guests.length === 0) return `${c.host} speaks alone: a monologue addressed to the listeners.`;
  if (c.guests.length === 1) {
    return `${c.host} is the lead host who explains and steers the conversation. ${c.guests[0]} is a curious guest who asks questions, reacts and brings their own angle.`;
  }
  // Three or four speakers get distinct roles, which the lines must respect.
  const [guest, coHost, expert] = c.guests;
  return [
    `${c.host} is the lead host who steers the conversation and asks most questions.`,
    `${guest} is the guest, who answers from experience and the material.`,
    `${coHost} is the co-host, who reacts, asks follow-up questions and sums up, but is not the one who answers.`,
    expert ? `${expert} is the expert, who answers with figures, dates and evidence.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function systemPrompt(c: PromptContext): string {
  const names = [c.host, ...c.guests].join(', ');
  return [
    'You write podcast scripts that text-to-speech voices read aloud.',
    `Language: ${c.book.name} (${c.language}). Write every line in ${c.book.name}; quotations from the source material may stay in their own language.`,
    `Tone: ${c.tone}.`,
    castDescription(c),
    formatRules(c),
    `Format: one line per turn, exactly "Name: text", using only these names: ${names}. Nothing else: no title, no headings, no markdown, no lists, no stage directions or sound effects, no asterisks, no quotation marks, no emojis.`,
    'Keep every turn short: at most three sentences. Let the speakers interrupt, react and build on each other like real people.',
    'Write numbers, dates, amounts and symbols as words, the way a speaker says them (for example: twenty twenty-four, forty percent, three dollars).',
    c.source
      ? 'Ground the conversation in the source material given; do not invent facts it does not support.'
      : 'Stay accurate: when unsure of a fact, speak in general terms rather than invent numbers or names.',
  ]
    .filter(Boolean)
    .join('\n');
}

function material(c: PromptContext): string {
  const parts: string[] = [];
  if (c.description?.trim()) parts.push(`Description from the creator:\n${c.description.trim()}`);
  if (c.source?.trim()) parts.push(`Source material (key sentences):\n${c.source.trim()}`);
  return parts.join('\n\n');
}

export function outlinePrompt(c: PromptContext, segments: number): string {
  return [
    `Plan a podcast episode about: ${c.topic}`,
    material(c),
    `The episode lasts about ${c.minutes} minutes (about ${c.budget} spoken words).`,
    formatRules(c),
    `Answer with JSON only, shaped as {"title": string, "segments": [{"heading": string, "points": [string]}]}, with ${segments} segments (never fewer than 3) and two to four points each. Each segment covers something new: no segment repeats another's points.`,
    `Write the title, headings and points in ${c.book.name}. The greeting and the goodbye are not segments.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export type Part =
  | { kind: 'intro'; firstHeading: string }
  | {
      kind: 'segment';
      index: number;
      count: number;
      heading: string;
      points: string[];
      /** Headings and points of the segments already written: the summary of what was said so far. */
      covered?: string[];
      /** The passages of the source material closest to this segment, each after its id (`[S12.3] text`). */
      material?: string;
    }
  | { kind: 'outro' };

function partTask(c: PromptContext, part: Part, words: number): string {
  const guests = c.guests.join(', ');
  switch (part.kind) {
    case 'intro':
      return [
        `Write only the opening of the episode, about ${words} words.`,
        c.guests.length
          ? `${c.host} greets the listeners, names the topic and introduces ${guests}; each guest says a short hello.`
          : `${c.host} greets the listeners and names the topic.`,
        `End by leading into the first segment: ${part.firstHeading}.`,
      ].join(' ');
    case 'segment':
      return [
        `Write only segment ${part.index} of ${part.count}: ${part.heading}. About ${words} words.`,
        `Cover: ${part.points.join('; ')}.`,
        part.material
          ? `Use these facts from the source material; each passage starts with its id in brackets:\n${part.material}\nAt the end of every line that states a fact, figure, name or quotation from a passage, write that passage's id in brackets, e.g. [S12.3]; never cite a passage that does not say it.`
          : '',
        part.covered?.length
          ? `Already covered in earlier segments (do not go back to it): ${part.covered.join(' | ')}.`
          : '',
        'Continue naturally from the last line. No greeting, no goodbye, no summary of the whole episode; do not repeat what was already said.',
      ]
        .filter(Boolean)
        .join(' ');
    case 'outro':
      return [
        `Write only the closing of the episode, about ${words} words.`,
        c.guests.length
          ? `${c.host} sums up the key idea in a sentence or two and thanks ${guests}; each guest says goodbye; ${c.host} says goodbye to the listeners last.`
          : `${c.host} sums up the key idea in a sentence or two and says goodbye to the listeners.`,
        'Do not start a new subject.',
      ].join(' ');
  }
}

/** The transcript so far can be long; the model needs its recent part to continue smoothly. */
function recent(transcript: string, maxChars = 12_000): string {
  return transcript.length <= maxChars ? transcript : `…\n${transcript.slice(-maxChars).replace(/^[^\n]*\n/, '')}`;
}

export function partPrompt(c: PromptContext, part: Part, words: number, transcriptSoFar: string): string {
  return [
    `Topic: ${c.topic}`,
    material(c),
    transcriptSoFar ? `The script so far:\n${recent(transcriptSoFar)}` : 'The script starts here.',
    partTask(c, part, words),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function repairPrompt(c: PromptContext, problems: string[]): string {
  const names = [c.host, ...c.guests].join(', ');
  return [
    `That answer could not be used: ${problems.join('; ') || 'it held no script lines'}.`,
    `Write the same part again. Only lines of the form "Name: text", only these names: ${names}, nothing before or after the lines.`,
  ].join(' ');
}

export function lengthPrompt(c: PromptContext, transcript: string, words: number): string {
  const direction =
    words < c.budget
      ? 'Make it longer: deepen the middle with examples, follow-up questions and reactions.'
      : 'Make it shorter: cut repetition and side remarks, keep the key points.';
  return [
    `Here is a podcast script of about ${words} spoken words. Rewrite it to about ${c.budget} words.`,
    direction,
    'Keep the greeting at the start and the goodbye at the end, the same speakers, the same language and the same format. Keep each passage id in brackets (e.g. [S12.3]) at the end of the lines that state what it says. Answer with the script lines only.',
    transcript,
  ].join('\n\n');
}
