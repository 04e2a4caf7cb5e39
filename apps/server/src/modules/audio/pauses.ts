import type { ScriptLine } from '@podloom/contract';

/** Silence before the first line and after the last, so players do not clip the edges. */
export const LEAD_IN_SECONDS = 0.3;
export const TAIL_SECONDS = 0.6;

const QUESTION = /[?？؟]\s*$/;
/** Words that open a new part of a conversation, in the languages the offline writer uses most. */
const SEGMENT_CUE =
  /^(now,|next,|moving on|let'?s (turn|move|talk|shift|dive|get)|turning to|on to|finally,|to wrap up|before we (go|wrap)|welcome back|in our next segment|our next topic|another (thing|topic)|so,? let'?s|coming up|अब|आगे|ahora|pasemos|maintenant|passons|jetzt|kommen wir|ora|passiamo|agora|vamos para)/i;
const INTERJECTION =
  /^(yes|yeah|yep|no|nope|right|exactly|absolutely|sure|of course|indeed|oh|wow|hmm|ah|okay|ok|true|totally|definitely|great|interesting|हाँ|जी|sí|claro|oui|bien sûr|ja|genau|sì|certo|sim|claro)\b/i;

/** A short reaction ("Exactly!", "Yes, of course."), answered and followed quickly in real talk. */
export function isQuickReply(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  // Scripts without spaces (Chinese, Japanese) count characters instead of words.
  const short = words.length <= 1 ? text.trim().length <= 8 : words.length <= 4;
  return short || (words.length <= 7 && INTERJECTION.test(text.trim()));
}

export function isSegmentChange(text: string): boolean {
  return SEGMENT_CUE.test(text.trim());
}

/**
 * The silence before line `index` (seconds), from how people talk: the same speaker going on pauses
 * briefly; an answer to a question or a quick reaction comes fast; a new turn takes a breath; a new
 * segment takes longer. A small jitter, fixed by the text so re-renders match, keeps it from ticking.
 */
export function pauseBefore(lines: readonly ScriptLine[], index: number): number {
  if (index <= 0) return LEAD_IN_SECONDS;
  const line = lines[index] as ScriptLine;
  const previous = lines[index - 1] as ScriptLine;
  let seconds: number;
  if (isSegmentChange(line.text)) seconds = 0.85;
  else if (line.speaker === previous.speaker) seconds = 0.25;
  else if (isQuickReply(line.text) || isQuickReply(previous.text)) seconds = 0.22;
  else if (QUESTION.test(previous.text)) seconds = 0.3;
  else seconds = 0.45;
  return seconds * (1 + jitter(line.text) * 0.15);
}

/** Every line's leading pause, plus the tail. */
export function planPauses(lines: readonly ScriptLine[]): { before: number[]; tail: number } {
  return { before: lines.map((_, i) => pauseBefore(lines, i)), tail: TAIL_SECONDS };
}

/** A number in [−1, 1] fixed by the text (FNV-1a). */
function jitter(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) / 0xffffffff) * 2 - 1;
}
