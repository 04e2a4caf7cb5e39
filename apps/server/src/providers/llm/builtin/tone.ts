import type { ToneKey } from './phrases/phrase-book';

/** Tone option names (spec 000 §3 "Default tones") to phrase-book keys; anything else reads as Formal. */
const TONES: Array<[RegExp, ToneKey]> = [
  [/witty|satir/i, 'witty'],
  [/empath/i, 'empathetic'],
  [/inspir/i, 'inspirational'],
  [/investig/i, 'investigative'],
  [/casual/i, 'casual'],
  [/quirky|experiment/i, 'quirky'],
  [/formal/i, 'formal'],
];

export function toneKeyOf(tone: string): ToneKey {
  return TONES.find(([pattern]) => pattern.test(tone))?.[1] ?? 'formal';
}
