import { describe, expect, it } from 'vitest';
import { keyTerms, titleTerms } from './key-terms';
import { answerLines, factShare, repeatedStockLines, uniqueSentenceShare } from './script-measures';

const MATERIAL =
  'The Vandals took Carthage in 439, cutting Rome off from its grain. Heavy taxation weakened the western provinces.';
const line = (speaker: string, text: string) => ({ speaker, text });

describe('script measures', () => {
  const script = [
    line('Asha', 'Welcome to the show. Today: Rome.'),
    line('Ravi', 'Great to be here.'),
    line('Asha', 'What happened in Africa?'),
    line('Ravi', 'The Vandals took Carthage in four hundred thirty-nine, cutting Rome off.'),
    line('Asha', 'And the money?'),
    line('Ravi', 'That is a good question. It is complicated.'),
    line('Asha', 'That is a good question. Goodbye.'),
  ];

  it('counts answers as lines after another speaker’s question, and which of them carry a fact', () => {
    expect(answerLines(script).map((l) => l.text)).toEqual([script[3]?.text, script[5]?.text]);
    // Six consecutive words of the material, with 439 compared as spoken.
    expect(factShare(script, MATERIAL)).toBe(0.5);
    expect(factShare(script, '')).toBe(0);
  });

  it('counts sentences said more than once, and which of them are stock rather than material', () => {
    expect(uniqueSentenceShare(script)).toBeCloseTo(8 / 10);
    expect(repeatedStockLines(script, MATERIAL)).toBe(1);
    const quoted = [
      ...script,
      line('Ravi', 'Heavy taxation weakened the western provinces.'),
      line('Asha', 'Heavy taxation weakened the western provinces.'),
    ];
    expect(repeatedStockLines(quoted, MATERIAL)).toBe(1);
  });

  it('finds the words a text is about, and the words of a title', () => {
    const text = [
      'Carthage was a rich city on the coast of North Africa.',
      'The Vandals crossed into Africa and took Carthage in 439.',
      'Grain from the African provinces fed the city of Rome.',
      'Without that grain, Rome had to buy food at high prices.',
      'The emperors tried twice to take Carthage back from the Vandals.',
      'Both fleets were destroyed before they reached the coast.',
      'The loss of the provinces cut the taxes the army needed.',
      'Historians see the fall of Carthage as a turning point.',
      'The western empire never recovered its richest lands.',
    ].join(' ');
    const terms = keyTerms(text, { count: 6 });
    expect(terms).toContain('carthage');
    expect(terms).not.toContain('from');
    expect(terms).not.toContain('the');
    expect(titleTerms('Fall of the Western Roman Empire')).toEqual(['fall', 'western', 'roman', 'empire']);
  });
});
