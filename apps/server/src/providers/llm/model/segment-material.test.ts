import type { ScriptLine } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './segment-material';

const line = (speaker: string, text: string): ScriptLine => ({ speaker, text });

describe('withoutRepeats', () => {
  it('leaves out sentences said before, and keeps short ones that may come back', () => {
    const earlier = [line('Asha', 'Bees dance to show where the flowers are. Exactly.')];
    const { lines, changed } = withoutRepeats(
      [line('Ravi', 'Exactly. Bees dance to show where the flowers are. The waggle run points at the sun.')],
      earlier,
      'en',
    );
    expect(changed).toBe(true);
    expect(lines).toEqual([line('Ravi', 'Exactly. The waggle run points at the sun.')]);
  });

  it('drops a line that only repeats, and joins what one speaker then says twice in a row', () => {
    const { lines } = withoutRepeats(
      [
        line('Asha', 'So how far can a forager fly in one trip?'),
        line('Ravi', 'So how far can a forager fly in one trip?'),
        line('Asha', 'Up to about five kilometres, in good weather.'),
      ],
      [],
      'en',
    );
    expect(lines).toEqual([
      line('Asha', 'So how far can a forager fly in one trip? Up to about five kilometres, in good weather.'),
    ]);
  });

  it('answers the lines unchanged when nothing repeats', () => {
    const input = [line('Asha', 'Hives keep a steady temperature.'), line('Ravi', 'The workers fan their wings.')];
    expect(withoutRepeats(input, [], 'en')).toEqual({ lines: input, changed: false });
  });
});
