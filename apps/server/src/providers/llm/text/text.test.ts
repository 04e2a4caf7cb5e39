import { describe, expect, it } from 'vitest';
import { createLineSink } from '../model/line-stream';
import { toSpeakerLabels } from './speaker-names';
import { integerToWords, speakEnglishNumbers } from './spoken-numbers';
import { pickKeySentences, rankSentences } from './text-rank';
import { countSpokenWords, isWithinBudget, wordBudget } from './word-count';

describe('countSpokenWords', () => {
  it('counts words by spaces, and two Japanese or Chinese characters as one word', () => {
    expect(countSpokenWords('Hello there, how are you?')).toBe(5);
    expect(countSpokenWords('नमस्ते, आप कैसे हैं?')).toBe(4);
    expect(countSpokenWords('今日は太陽光発電の話です。')).toBe(6); // 12 characters
    expect(countSpokenWords('AI技術の未来')).toBe(4); // "AI" plus five characters
    expect(countSpokenWords('오늘은 좋은 날입니다')).toBe(3);
    expect(countSpokenWords(' - ... ')).toBe(0);
  });

  it('budgets 150 words a minute with ±15%', () => {
    expect(wordBudget(2)).toBe(300);
    expect(isWithinBudget(256, 300)).toBe(true);
    expect(isWithinBudget(254, 300)).toBe(false);
    expect(isWithinBudget(345, 300)).toBe(true);
    expect(isWithinBudget(346, 300)).toBe(false);
  });
});

describe('speakEnglishNumbers', () => {
  it.each([
    ['It fell 90% since 2010.', 'It fell ninety percent since twenty ten.'],
    ['It costs $2.5m now.', 'It costs two point five million dollars now.'],
    ['About 1,250 homes in the 1990s.', 'About one thousand two hundred fifty homes in the nineteen nineties.'],
    ['The 3rd of 21 panels & 1 inverter.', 'The third of twenty-one panels and one inverter.'],
    ['Back in 1905 and 2005.', 'Back in nineteen oh five and two thousand five.'],
  ])('%s', (text, spoken) => {
    expect(speakEnglishNumbers(text)).toBe(spoken);
  });

  it('spells large integers', () => {
    expect(integerToWords(1_000_001)).toBe('one million one');
    expect(integerToWords(-40)).toBe('minus forty');
  });
});

describe('TextRank', () => {
  const text = [
    'Solar panels turn sunlight into electricity for homes.',
    'The weather was pleasant on the day of the visit.',
    'Home solar panels make electricity cheaper for families over time.',
    'Electricity from solar panels can be stored in home batteries.',
    'My cousin likes to paint landscapes in the evening.',
  ].join(' ');

  it('ranks the sentences the rest of the text keeps returning to first', () => {
    const ranked = rankSentences(text);
    expect(ranked).toHaveLength(5);
    expect(
      ranked
        .slice(0, 3)
        .map((s) => s.index)
        .sort(),
    ).toEqual([0, 2, 3]);
    expect(ranked.at(-1)?.text).toMatch(/weather|cousin/);
  });

  it('picks key sentences up to a word target, in document order, skipping near-duplicates', () => {
    const picked = pickKeySentences(`${text} Solar panels turn sunlight into electricity for homes!`, {
      wordTarget: 18,
    });
    expect(picked.map((s) => s.index)).toEqual([...picked.map((s) => s.index)].sort((a, b) => a - b));
    expect(picked.filter((s) => s.text.startsWith('Solar panels turn sunlight'))).toHaveLength(1);
    expect(picked.reduce((n, s) => n + s.words, 0)).toBeGreaterThanOrEqual(18);
  });

  it('works for languages without spaces', () => {
    const ja =
      '太陽光パネルは電気を作ります。太陽光パネルの電気は家庭で使えます。今日は雨でした。電気を蓄電池に貯めることもできます。';
    expect(rankSentences(ja, 'ja')[0]?.text).toMatch(/太陽光パネル/);
  });
});

describe('line sink (model output to lines)', () => {
  it('emits lines once complete, joins continuations, strips markup and flags strangers', () => {
    const seen: string[] = [];
    const sink = createLineSink({
      speakers: ['Asha', 'Ravi'],
      english: true,
      onLine: (l) => seen.push(`${l.speaker}|${l.text}`),
    });
    sink.push('Here is the script:\n**Asha:** Hello and wel');
    sink.push('come.\nit is 2024.\n- Ravi: Hi *there*');
    // Asha's line is complete as soon as Ravi starts talking.
    expect(seen).toEqual(['Asha|Hello and welcome. it is twenty twenty-four.']);
    sink.push(' [laughs]\nNarrator: Meanwhile...\nasha: One. Two. Three. Four.');
    sink.end();
    expect(seen).toEqual([
      'Asha|Hello and welcome. it is twenty twenty-four.',
      'Ravi|Hi there',
      'Asha|One. Two. Three.',
      'Asha|Four.',
    ]);
    expect(sink.problems).toHaveLength(1);
  });

  it('labels stay distinct', () => {
    expect(toSpeakerLabels(['Ravi', 'Ravi', 'Ravi'], () => 'Guest')).toEqual(['Ravi', 'Ravi (A)', 'Ravi (B)']);
  });
});
