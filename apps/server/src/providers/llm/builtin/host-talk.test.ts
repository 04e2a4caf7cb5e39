import { describe, expect, it } from 'vitest';
import {
  hostReactions,
  hostReferenceShare,
  measureQuestions,
  questionsOf,
  reactionShape,
  repeatedSentences,
  reusedReactionShapes,
} from '../text/listener-measures';
import { splitSentences } from '../text/sentences';
import { generalConversationMinutes, writeOffline } from './builtin-writer';
import {
  TOOL_LIBRARY_DE,
  TOOL_LIBRARY_EN,
  TOOL_LIBRARY_ES,
  TOOL_LIBRARY_FR,
  TOOL_LIBRARY_HI,
} from './fixtures/tool-library';
import { readSentence } from './reading';

/** What a listener notices: questions a person would ask, reactions to what was just said, nothing said twice. */
const base = { topic: 'A neighbourhood tool library', tone: 'Casual', language: 'en-IN', minutes: 3 };

describe('questions are built from the answer they lead to', () => {
  it('asks who, when and how many the way people do, naming things as the material does', () => {
    const started = readSentence(
      'Luis Brenner started the Elm Street Tool Library in 2019 because nobody on his street owned a ladder.',
      'en-IN',
    );
    expect(started.questions.map((q) => q.text)).toEqual(
      expect.arrayContaining([
        'Who started the Elm Street Tool Library in 2019?',
        'When did Luis Brenner start the Elm Street Tool Library?',
      ]),
    );
    const lent = readSentence('The library lent 1,200 tools last year.', 'en-IN');
    expect(lent.questions.map((q) => q.text)).toContain('How many tools did the library lend last year?');
    const appeared = readSentence('The first withering sheds in Kandy appeared in 1916, about two years later.', 'en');
    expect(appeared.questions.map((q) => q.text)).toContain('When did the first withering sheds in Kandy appear?');
    expect(started.names).toContain('Luis Brenner');
    expect(lent.figure?.phrase).toBe('1,200 tools');
  });

  for (const speakers of [['Asha', 'Ravi'], ['Asha', 'Ravi', 'Meera'], ['Asha']]) {
    it(`names the material in its questions, never a lone lowercase word (${speakers.length} speakers)`, () => {
      // Three minutes: what this material covers (past it, the conversation turns general).
      for (const minutes of [3]) {
        const { lines } = writeOffline({ ...base, speakers, minutes, sourceText: TOOL_LIBRARY_EN });
        const measured = measureQuestions(lines, TOOL_LIBRARY_EN);
        expect(measured.questions).toBeGreaterThanOrEqual(3);
        expect(measured.naming / measured.questions).toBeGreaterThanOrEqual(0.9);
        expect(measured.loneKeyword).toBe(0);
        // Proper nouns keep their capitals wherever they are said.
        for (const line of lines) expect(line.text).not.toMatch(/\b(?:luis|brenner|hana|okafor|tomas)\b/);
      }
    });
  }
});

describe('reactions take up what was just said, and vary', () => {
  it('no reaction is said twice in the same shape; most host lines take up the last answer', () => {
    for (const speakers of [
      ['Asha', 'Ravi'],
      ['Asha', 'Ravi', 'Meera', 'John'],
    ]) {
      const { lines } = writeOffline({ ...base, speakers, minutes: 3, sourceText: TOOL_LIBRARY_EN });
      expect(reusedReactionShapes(lines)).toBe(0);
      expect(repeatedSentences(lines)).toBe(0);
      if (speakers.length === 2) expect(hostReferenceShare(lines)).toBeGreaterThanOrEqual(0.5);
      const long = writeOffline({ ...base, speakers, minutes: 10, sourceText: TOOL_LIBRARY_EN }).lines;
      expect(reusedReactionShapes(long)).toBe(0);
      expect(repeatedSentences(long)).toBe(0);
      const reactions = hostReactions(lines);
      expect(reactions.length).toBeGreaterThan(3);
    }
  });

  it('measures a keyword template as one shape, however the keyword changes', () => {
    expect(reactionShape('That is a very concrete point about luis.', 'Luis Brenner started it.')).toBe(
      reactionShape('That is a very concrete point about drill.', 'The drill goes out most.'),
    );
    expect(questionsOf([{ speaker: 'A', text: 'Right. How should we think about library?' }])).toEqual([
      'How should we think about library?',
    ]);
  });
});

describe('German, Spanish, French and Hindi have their own phrasing', () => {
  const cases: Array<[string, string]> = [
    ['de-DE', TOOL_LIBRARY_DE],
    ['es-ES', TOOL_LIBRARY_ES],
    ['fr-FR', TOOL_LIBRARY_FR],
    ['hi-IN', TOOL_LIBRARY_HI],
  ];
  for (const [language, sourceText] of cases) {
    it(`${language}: questions before a fact name a phrase, a name or a figure of it; nothing repeats`, () => {
      const { lines } = writeOffline({ ...base, language, speakers: ['Asha', 'Ravi'], sourceText, minutes: 3 });
      const facts = new Set(splitSentences(sourceText, language));
      // The questions that lead to a sentence of the material (past the material, the conversation is general).
      const questions = questionsOf(
        lines.filter((_l, i) => splitSentences(lines[i + 1]?.text ?? '', language).some((s) => facts.has(s))),
      );
      expect(questions.length).toBeGreaterThan(3);
      const plain = (text: string) => ` ${text.toLocaleLowerCase().replace(/[^\p{L}\p{M}\p{N}’]+/gu, ' ')} `;
      const material = plain(sourceText);
      // Two consecutive words of the material, or a figure of it.
      const named = questions.filter((q) => {
        const words = plain(q).trim().split(' ');
        return (
          /\d/.test(q) || words.some((w, i) => i + 1 < words.length && material.includes(` ${w} ${words[i + 1]} `))
        );
      });
      expect(named.length / questions.length).toBeGreaterThanOrEqual(0.75);
      expect(reusedReactionShapes(lines)).toBe(0);
      expect(repeatedSentences(lines, language)).toBe(0);
    });
  }
});

describe('a bare topic with nothing found: general, honest about its length, never repeating', () => {
  for (const language of ['en-IN', 'de-DE', 'hi-IN', 'ja-JP']) {
    it(`${language}: repeats no sentence, and keeps to the length it can say`, () => {
      const speakers = ['Asha', 'Ravi'];
      const most = generalConversationMinutes({ topic: 'Sourdough', language, tone: 'Casual', speakers });
      expect(most).toBeGreaterThanOrEqual(1);
      expect(most).toBeLessThan(10);
      const { lines, wordCount } = writeOffline({ ...base, topic: 'Sourdough', language, speakers, minutes: 10 });
      expect(repeatedSentences(lines, language)).toBe(0);
      expect(wordCount).toBeLessThanOrEqual((most + 0.5) * 150 * 1.15);
      expect(wordCount).toBeGreaterThanOrEqual((most - 0.5) * 150 * 0.85);
    });
  }
});
