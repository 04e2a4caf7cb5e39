import type { ScriptLine } from '@podloom/contract';
import type { ClaimedCitation } from '../text/citations';
import { splitSentences } from '../text/sentences';
import { cleanLineText } from '../text/speaker-names';
import { speakEnglishNumbers } from '../text/spoken-numbers';
import { takeMarkers, withCites } from './line-citations';

/**
 * Turns a model's streamed text into script lines as they complete. A line is complete once the next
 * labelled line begins (an unlabelled line continues the previous one, as the transcript rules say),
 * or when the stream ends.
 */
const LABEL = /^\s*([\p{L}\p{M} .'()-]{1,50})\s*:(.*)$/u;
/** Markdown a model may add despite the instructions: bullets, numbering, headings, quotes, emphasis. */
const LEADING_MARKUP = /^\s*(?:[-*•#>]+|\d+[.)])\s+/;
const EMPHASIS = /\*\*|__|`/g;
const STAGE_DIRECTION = /\[[^\]]*\]|\((?:laugh|chuckl|sigh|paus|music|sound|applause|intro|outro)[^)]*\)/gi;
const MAX_SENTENCES_PER_TURN = 3;

export interface LineSink {
  /** Feed streamed text; complete lines go to `onLine` in order. */
  push(delta: string): void;
  /** The stream ended: the last line is complete. */
  end(): void;
  readonly lines: ScriptLine[];
  /** What made the output unusable (unknown speakers), in words for the repair prompt and the logs. */
  readonly problems: string[];
}

export interface LineSinkOptions {
  speakers: readonly string[];
  english: boolean;
  onLine?: (line: ScriptLine) => void;
}

function cleanRaw(raw: string): string {
  return raw.replace(EMPHASIS, '').replace(LEADING_MARKUP, '').replace(STAGE_DIRECTION, ' ');
}

/** Splits a turn longer than three sentences into consecutive turns of the same speaker. */
export function shortTurns(line: ScriptLine, locale = 'en'): ScriptLine[] {
  const sentences = splitSentences(line.text, locale);
  if (sentences.length <= MAX_SENTENCES_PER_TURN) return [line];
  const turns: ScriptLine[] = [];
  for (let i = 0; i < sentences.length; i += MAX_SENTENCES_PER_TURN) {
    turns.push({ speaker: line.speaker, text: sentences.slice(i, i + MAX_SENTENCES_PER_TURN).join(' ') });
  }
  return turns;
}

export function createLineSink(options: LineSinkOptions): LineSink {
  const byName = new Map(options.speakers.map((s) => [s.toLowerCase(), s]));
  const lines: ScriptLine[] = [];
  const problems: string[] = [];
  let buffer = '';
  let pending: (ScriptLine & { cites: ClaimedCitation[] }) | undefined;

  const finish = (line: ScriptLine & { cites: ClaimedCitation[] }) => {
    let text = cleanLineText(line.text);
    if (options.english) text = speakEnglishNumbers(text);
    if (!text) return;
    // A turn split in three keeps the line's citations on each part: the check keeps those that fit.
    for (const turn of shortTurns({ speaker: line.speaker, text })) {
      withCites(turn, line.cites);
      lines.push(turn);
      options.onLine?.(turn);
    }
  };

  const take = (withMarkers: string) => {
    // Citation markers come off before the clean-up, which removes anything in brackets.
    const { text: raw, cites } = takeMarkers(withMarkers);
    const line = cleanRaw(raw);
    if (!line.trim()) return;
    const match = LABEL.exec(line);
    const label = match ? cleanLineText(match[1] ?? '') : '';
    if (match && label) {
      const speaker = byName.get(label.toLowerCase());
      const text = match[2] ?? '';
      if (!speaker) {
        // "Here is the script:" and the like carry no text; a line by a stranger does.
        if (text.trim()) problems.push(`"${label}" is not one of the speakers (${options.speakers.join(', ')})`);
        return;
      }
      if (pending) finish(pending);
      pending = { speaker, text, cites };
      return;
    }
    if (pending) {
      pending.text = `${pending.text} ${line}`;
      pending.cites.push(...cites);
    }
  };

  return {
    lines,
    problems,
    push(delta) {
      buffer += delta;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        take(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
      // The next speaker has begun: the pending line cannot continue, so it is shown now.
      const next = pending && LABEL.exec(cleanRaw(buffer));
      if (pending && next && byName.has(cleanLineText(next[1] ?? '').toLowerCase())) {
        finish(pending);
        pending = undefined;
      }
    },
    end() {
      if (buffer) take(buffer);
      buffer = '';
      if (pending) finish(pending);
      pending = undefined;
    },
  };
}
