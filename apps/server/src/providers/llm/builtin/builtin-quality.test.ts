import { describe, expect, it } from 'vitest';
import { answerLines, factShare, repeatedStockLines, uniqueSentenceShare } from '../text/script-measures';
import { splitSentences, wordTokens } from '../text/sentences';
import { writeOffline } from './builtin-writer';
import { TEA_DOMAIN, writeMaterial } from './test-material';

/** The offline writer uses the description and the material well, and keeps long scripts moving. */
const MATERIAL = writeMaterial(TEA_DOMAIN, 5_000);
const SHORTER = writeMaterial(TEA_DOMAIN, 2_000, 11);
const base = {
  topic: 'The story of tea',
  language: 'en-IN',
  tone: 'Casual',
  speakers: ['Asha', 'Ravi'],
  minutes: 5,
};

describe('the description steers and is never read out', () => {
  const descriptions = [
    'Economic, military and political causes; what historians disagree about',
    'How tea travelled from the gardens to the cups of ordinary people',
    'Tea growers and their auctions',
  ];
  for (const description of descriptions) {
    for (const [language, sourceText] of [
      ['en-IN', MATERIAL],
      ['en-IN', undefined],
      ['hi-IN', SHORTER],
      ['de-DE', undefined],
    ] as const) {
      it(`${language}, ${sourceText ? 'with' : 'without'} material: "${description.slice(0, 30)}…"`, () => {
        const { lines } = writeOffline({ ...base, language, description, sourceText, minutes: 5 });
        const plain = (text: string) =>
          text
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, ' ')
            .trim();
        for (const line of lines) expect(plain(line.text)).not.toContain(plain(description));
      });
    }
  }

  it('names a segment after the description’s phrase its facts share', () => {
    const { transcript } = writeOffline({
      ...base,
      description: 'tea auctions; masala chai',
      sourceText: MATERIAL,
      minutes: 10,
    });
    expect(transcript).toMatch(
      /(?:Now for|Next up:|Let's turn to|Next, |turn to|move on to) (?:tea auctions|masala chai)/,
    );
  });
});

describe('answers carry the material’s facts; questions follow from them', () => {
  it('most answers carry a sentence of the material (six consecutive words), at 5 and 30 minutes', () => {
    for (const minutes of [5, 30]) {
      for (const sourceText of [MATERIAL, SHORTER]) {
        const { lines } = writeOffline({ ...base, sourceText, minutes });
        expect(factShare(lines, sourceText)).toBeGreaterThanOrEqual(0.6);
      }
    }
  });

  it('a question after an answer names something that answer said', () => {
    const { lines } = writeOffline({ ...base, sourceText: MATERIAL, minutes: 15 });
    const answers = new Set(answerLines(lines));
    let follows = 0;
    let questions = 0;
    lines.forEach((line, i) => {
      const before = lines[i - 1];
      if (i < 3 || !before || !answers.has(before) || !line.text.endsWith('?')) return;
      questions += 1;
      const said = new Set(wordTokens(before.text).filter((w) => w.length > 3));
      if (wordTokens(line.text).some((w) => said.has(w))) follows += 1;
    });
    expect(questions).toBeGreaterThan(20);
    expect(follows / questions).toBeGreaterThanOrEqual(0.6);
  });

  it('uses no stock line twice, and its transitions vary', () => {
    for (const speakers of [['Asha'], ['Asha', 'Ravi'], ['Asha', 'Ravi', 'Meera'], ['Asha', 'Ravi', 'Meera', 'John']]) {
      const { lines } = writeOffline({ ...base, speakers, sourceText: MATERIAL, minutes: 30 });
      expect(repeatedStockLines(lines, MATERIAL), speakers.join()).toBe(0);
      const openers = lines.filter((l) =>
        /^(?:Now for|Next up|Let's turn to|We have|So far|That was|After|With)\b/.test(l.text),
      );
      const first = openers.map((l) => splitSentences(l.text)[0]);
      expect(new Set(first).size).toBe(first.length);
    }
  });
});

describe('long form: 15 to 60 minutes', () => {
  it('a 60-minute script from a 5,000-word material repeats no sentence verbatim', () => {
    const { lines } = writeOffline({ ...base, sourceText: MATERIAL, minutes: 60 });
    expect(uniqueSentenceShare(lines)).toBe(1);
  });

  it('lands within ±10% of 150 words a minute at 15, 30 and 60 minutes, with 1 to 4 speakers', () => {
    for (const speakers of [['Asha'], ['Asha', 'Ravi'], ['Asha', 'Ravi', 'Meera', 'John']]) {
      for (const minutes of [15, 30, 60]) {
        const { wordCount } = writeOffline({ ...base, speakers, sourceText: MATERIAL, minutes });
        expect(wordCount / (minutes * 150), `${speakers.length} speakers, ${minutes} min`).toBeGreaterThanOrEqual(0.9);
        expect(wordCount / (minutes * 150), `${speakers.length} speakers, ${minutes} min`).toBeLessThanOrEqual(1.1);
      }
    }
  });

  it('gives four speakers distinct roles: the co-host asks and reacts, the expert takes the figures', () => {
    const { lines } = writeOffline({
      ...base,
      speakers: ['Asha', 'Ravi', 'Meera', 'John'],
      sourceText: MATERIAL,
      minutes: 15,
    });
    expect(lines[0]?.text).toMatch(/my co-host Meera/);
    expect(lines[0]?.text).toMatch(/John, our expert/);
    const answers = answerLines(lines.slice(4));
    expect(answers.some((l) => l.speaker === 'Meera')).toBe(false);
    expect(lines.some((l) => l.speaker === 'Meera' && l.text.endsWith('?'))).toBe(true);
    const figures = answers.filter((l) => /\b(?:hundred|thousand|percent)\b/.test(l.text));
    expect(figures.filter((l) => l.speaker === 'John').length / figures.length).toBeGreaterThan(0.7);
  });
});
