import type { SourcePassage } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { factsOf, splitPassages, stem, verifyLine, verifyScript } from './citations';

const tea: SourcePassage = {
  sourceId: 7,
  passage: 0,
  text:
    'Tea planting in Ceylon began after coffee rust destroyed the coffee estates in 1869. ' +
    'James Taylor planted the first commercial tea field at Loolecondera in 1867. ' +
    'By 1890 the island exported about 20,000 tonnes of tea a year.',
};
const bees: SourcePassage = {
  sourceId: 9,
  passage: 3,
  text: 'Honey bees communicate the direction of flowers with the waggle dance.',
};
const passages = new Map([
  ['7.0', tea],
  ['9.3', bees],
]);

describe('verifyLine', () => {
  it('keeps a citation whose passage holds the line’s words and numbers, with the quote it relied on', () => {
    const line = 'James Taylor planted the first commercial tea field at Loolecondera in eighteen sixty-seven.';
    const result = verifyLine(line, [{ sourceId: 7, passage: 0 }], passages);
    expect(result.unsupported).toBe(false);
    expect(result.citations).toEqual([
      {
        sourceId: 7,
        passage: 0,
        quote: 'James Taylor planted the first commercial tea field at Loolecondera in 1867.',
      },
    ]);
  });

  it('drops a citation whose passage lacks the line’s number, and marks the line unsupported', () => {
    const line = 'James Taylor planted the first tea field in 1902.';
    const result = verifyLine(line, [{ sourceId: 7, passage: 0 }], passages);
    expect(result.citations).toEqual([]);
    expect(result.unsupported).toBe(true);
  });

  it('drops a citation of the wrong passage, and one of a passage that does not exist', () => {
    const line = 'By 1890 the island exported about 20,000 tonnes of tea a year.';
    const result = verifyLine(
      line,
      [
        { sourceId: 9, passage: 3 },
        { sourceId: 7, passage: 42 },
      ],
      passages,
    );
    expect(result).toEqual({ citations: [], unsupported: true });
  });

  it('drops a citation whose words misrepresent the passage (most content words missing)', () => {
    const line = 'Coffee rust was cured by Ceylon’s chemists, who saved every plantation.';
    expect(verifyLine(line, [{ sourceId: 7, passage: 0 }], passages).citations).toEqual([]);
  });

  it('drops a citation whose quote is not the passage’s own words', () => {
    const line = 'By 1890 the island exported about 20,000 tonnes of tea a year.';
    const claimed = [{ sourceId: 7, passage: 0, quote: 'The island exported a million tonnes.' }];
    expect(verifyLine(line, claimed, passages).citations).toEqual([]);
  });

  it('is unsupported when one sentence is cited and another invents a fact', () => {
    const line = 'The waggle dance points to the flowers. Napoleon kept bees in 1805.';
    const result = verifyLine(line, [{ sourceId: 9, passage: 3 }], passages);
    expect(result.citations).toHaveLength(1);
    expect(result.unsupported).toBe(true);
  });

  it('leaves chit-chat and questions alone: they state nothing', () => {
    for (const line of ['Welcome back!', 'That is fascinating, go on.', 'When did James Taylor plant it?']) {
      expect(verifyLine(line, [], passages)).toEqual({ citations: [], unsupported: false });
    }
  });

  it('does not count the speakers’ names as claims', () => {
    const result = verifyLine('Thanks for having me, Priya.', [], passages, { ignoredNames: ['Priya', 'Arjun'] });
    expect(result.unsupported).toBe(false);
  });

  it('counts numbers, names, quotations and reports as statements', () => {
    expect(factsOf('It took twelve years.').states).toBe(true);
    expect(factsOf('That was the work of Taylor.').states).toBe(true);
    expect(factsOf('He called it ‘the finest leaf in the world’ at the time.').states).toBe(true);
    expect(factsOf('according to the report the yield fell.').states).toBe(true);
    expect(factsOf('that sounds right to me.').states).toBe(false);
  });
});

describe('stem', () => {
  it('brings plural, past and -ing forms together', () => {
    expect(stem('sheds')).toBe(stem('shed'));
    expect(stem('introduced')).toBe(stem('introduce'));
    expect(stem('processes')).toBe(stem('process'));
    expect(stem('planting')).toBe(stem('plant'));
    expect(stem('countries')).toBe(stem('country'));
  });
});

describe('splitPassages', () => {
  it('cuts a source into numbered passages of whole sentences', () => {
    const text = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} says one small thing about tea.`).join(' ');
    const parts = splitPassages(4, text);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.map((p) => p.passage)).toEqual(parts.map((_, i) => i));
    expect(parts.every((p) => p.sourceId === 4 && p.text.endsWith('.'))).toBe(true);
    expect(parts.map((p) => p.text).join(' ')).toBe(text);
  });
});

describe('verifyScript', () => {
  it('keeps lines that cite or state something, with only the passages cited', () => {
    const lines = [
      { speaker: 'Host', text: 'Welcome back!' },
      { speaker: 'Guest', text: 'Honey bees give the direction of flowers with the waggle dance.' },
      { speaker: 'Host', text: 'And Napoleon loved it.' },
    ];
    const result = verifyScript(lines, [[], [{ sourceId: 9, passage: 3 }], []], [tea, bees]);
    expect(result.lines.map((l) => [l.index, l.citations.length, l.unsupported])).toEqual([
      [1, 1, false],
      [2, 0, true],
    ]);
    expect(result.passages).toEqual([bees]);
  });
});
