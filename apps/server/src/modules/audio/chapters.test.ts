import { describe, expect, it } from 'vitest';
import { chaptersOf } from './chapters';

const lines = ['Hello', 'Bees dance', 'They see blue', 'Thanks', 'Bye'].map((text, i) => ({
  speaker: i % 2 ? 'Ravi' : 'Asha',
  text,
}));
const starts = [0.4, 3, 7.5, 12, 15];

describe('chaptersOf', () => {
  it('starts each chapter where its segment first line starts, the first at 0', () => {
    const segments = [
      { title: 'Bees', line: 0, firstLine: 'Hello' },
      { title: 'Dancing', line: 1, firstLine: 'Bees dance' },
      { title: 'Colours', line: 2, firstLine: 'They see blue' },
    ];
    expect(chaptersOf(segments, lines, starts, 'Bees')).toEqual([
      { title: 'Bees', start: 0 },
      { title: 'Dancing', start: 3 },
      { title: 'Colours', start: 7.5 },
    ]);
  });

  it('follows a segment whose first line moved in an edit and drops one whose line is gone', () => {
    const edited = [lines[0], { speaker: 'Ravi', text: 'A new line' }, ...lines.slice(1)] as typeof lines;
    const segments = [
      { title: 'Bees', line: 0, firstLine: 'Hello' },
      { title: 'Dancing', line: 1, firstLine: 'Bees dance' },
      { title: 'Gone', line: 2, firstLine: 'Deleted line' },
    ];
    expect(chaptersOf(segments, edited, [0, 2, 4, 8, 12, 15], 'Bees')).toEqual([
      { title: 'Bees', start: 0 },
      { title: 'Dancing', start: 4 },
    ]);
  });

  it('makes one chapter of a script without an outline', () => {
    expect(chaptersOf(undefined, lines, starts, 'How bees talk')).toEqual([{ title: 'How bees talk', start: 0 }]);
  });
});
