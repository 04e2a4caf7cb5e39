import type { ScriptFormat } from '@podloom/contract';
import type { Turn } from './conversation';
import type { Cast } from './exchanges';

/**
 * How the offline writer honours a format beyond its length: the host frames the episode after the greeting
 * (a Critique as a review, a Debate as two sides, a Brief as the essentials) and, in a Debate, the first guest is
 * given the other side. The framing is written in English only; other languages keep the Deep Dive's opening.
 */
export function formatTurns(cast: Cast, format: ScriptFormat, language: string): Turn[] {
  if (format === 'deep_dive' || !/^en\b/i.test(language)) return [];
  const guest = cast.guests[0];
  switch (format) {
    case 'brief':
      return [{ speaker: cast.host, sentences: ['This is a brief episode, so we keep to the essentials.'] }];
    case 'critique':
      return [
        {
          speaker: cast.host,
          sentences: ['Today we review the material: what it does well, where it falls short, and what it leaves out.'],
        },
      ];
    case 'debate':
      if (!guest) {
        return [{ speaker: cast.host, sentences: ['Today I put the case for each side in turn, and you can judge.'] }];
      }
      return [
        {
          speaker: cast.host,
          sentences: [`Today is a debate: I make the case for, and ${guest} takes the other side.`],
        },
        { speaker: guest, sentences: ['And I will hold you to the evidence.'] },
      ];
  }
}
