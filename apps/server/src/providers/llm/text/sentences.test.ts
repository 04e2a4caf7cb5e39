import { describe, expect, it } from 'vitest';
import { icuWordTokens, wordTokens } from './sentences';

/** A seeded generator: the same strings on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const TRICKY = [
  "Dr. O'Neill said: 12.5% of 1,200 listeners—about 150—tuned in at 3:45 pm on May 3rd.",
  'e.g. the U.S.A. shipped v2.0 in 2024; rock’n’roll isn’t dead, it’s 1’000 years old… right?',
  'Prices rose 4,5;6 points, a:b ratios, x.y1 and 5.a, ‘quoted’ words, and a-b-c hyphens.',
  'A plain line without any numbers or names at all.',
];

describe('word tokens', () => {
  it("give ICU's tokens on English text by the fast path, tricky and random alike", () => {
    for (const sentence of TRICKY) expect(wordTokens(sentence, 'en-IN')).toEqual(icuWordTokens(sentence, 'en-IN'));
    const next = random(7);
    const alphabets = ['aBz09 :.,;\'’‘–—…"!?-()$%&/@#+=*<>[]{}|\\^`~', "abcXYZ0189 .,;:'’‘ "];
    for (let i = 0; i < 40_000; i++) {
      const alphabet = alphabets[i % 2] as string;
      let text = '';
      const length = 1 + Math.floor(next() * 24);
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(wordTokens(text, 'en')).toEqual(icuWordTokens(text, 'en'));
    }
  });

  it('leave other languages, and English with other characters, to ICU', () => {
    expect(wordTokens('İstanbul’da 3 KİTAP', 'tr')).toEqual(icuWordTokens('İstanbul’da 3 KİTAP', 'tr'));
    expect(wordTokens('IIT Delhi का शोध', 'hi-IN')).toEqual(['iit', 'delhi', 'का', 'शोध']);
    expect(wordTokens('snake_case and café', 'en')).toEqual(icuWordTokens('snake_case and café', 'en'));
  });
});
