import { parseTranscript, speakersOf } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { splitSentences } from '../text/sentences';
import { rankSentences } from '../text/text-rank';
import { countSpokenWords } from '../text/word-count';
import { createScriptWriter, type ScriptWriterInput, type WriterProgress } from '../writer';
import { WriterError } from '../writer-error';
import { writeOffline } from './builtin-writer';
import { hasPhraseBook, phraseBookFor } from './phrases';

/** The seeded language keys (modules/options/options.seed.ts). */
const SEEDED = [
  'en-IN',
  'en-US',
  'en-GB',
  'hi-IN',
  'es-ES',
  'fr-FR',
  'de-DE',
  'it-IT',
  'pt-BR',
  'nl-NL',
  'sv-SE',
  'pl-PL',
  'tr-TR',
  'ru-RU',
  'ar-SA',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'id-ID',
  'vi-VN',
  'bn-IN',
  'ta-IN',
  'te-IN',
  'mr-IN',
  'gu-IN',
];
const TONES = [
  'Formal',
  'Witty/Satirical',
  'Empathetic',
  'Inspirational',
  'Investigative',
  'Casual',
  'Quirky/Experimental',
];

const SOURCE = [
  'Solar panels convert sunlight into electricity using photovoltaic cells made mostly of silicon.',
  'The price of solar panels has fallen by about 90% since 2010, which changed the economics of home energy.',
  'A typical home system pays for itself within eight to twelve years, depending on sunshine and electricity prices.',
  'Batteries let households store surplus solar electricity and use it in the evening.',
  'Net metering rules allow homeowners to sell surplus solar electricity back to the grid.',
  'Panel efficiency drops slowly, usually by about half a percent every year.',
  'Installers check roof orientation and shading before they recommend solar panels for a home.',
  'Government incentives can cover a large share of the installation cost of solar panels in some countries.',
  'Solar electricity cuts household carbon emissions over the lifetime of the system.',
  'Maintenance is usually limited to cleaning the panels and checking the inverter once a year.',
  'In winter the output of solar panels falls, so many homes stay connected to the grid.',
  'Community solar projects let renters share the electricity from panels they do not own.',
].join(' ');

function input(overrides: Partial<ScriptWriterInput> = {}): ScriptWriterInput {
  return {
    topic: 'solar power at home',
    language: 'en-IN',
    tone: 'Formal',
    speakers: ['Asha', 'Ravi'],
    minutes: 2,
    ...overrides,
  };
}

/**
 * Within ±15% of 150 words a minute, or of all there is to say without repeating a sentence when that is less
 * (a bare topic, or a thin source, in a language whose frame runs out first): the words of the same script asked
 * for an hour.
 */
function expectWithinBudget(words: number, minutes: number, overrides: Partial<ScriptWriterInput> = {}) {
  const most = writeOffline(input({ ...overrides, minutes: 60 })).wordCount;
  expect(words).toBeGreaterThanOrEqual(Math.min(minutes * 150, most) * 0.85);
  expect(words).toBeLessThanOrEqual(minutes * 150 * 1.15);
}

describe('built-in offline writer: word budget (150 words a minute, ±15%)', () => {
  // Words are whitespace-separated tokens; Japanese and Chinese count two characters as one word
  // (text/word-count.ts), since they are written without spaces and read at about 300 characters a minute.
  for (const language of SEEDED) {
    it(`${language}: 2, 5 and 10 minutes, with and without source text`, () => {
      for (const minutes of [2, 5, 10]) {
        for (const sourceText of [undefined, SOURCE]) {
          const result = writeOffline(input({ language, minutes, sourceText }));
          expect(result.wordBudget).toBe(minutes * 150);
          expect(result.wordCount).toBe(result.lines.reduce((n, l) => n + countSpokenWords(l.text), 0));
          expectWithinBudget(result.wordCount, minutes, { language, sourceText });
        }
      }
    });
  }

  it('stays in budget with three and four speakers and with a monologue', () => {
    for (const speakers of [['Asha'], ['Asha', 'Ravi', 'Meera'], ['Asha', 'Ravi', 'Meera', 'John']]) {
      for (const minutes of [2, 5, 10])
        expectWithinBudget(writeOffline(input({ speakers, minutes })).wordCount, minutes, { speakers });
    }
  });
});

describe('built-in offline writer: transcript rules', () => {
  it('every line parses back with the transcript rules, in every seeded language and tone', () => {
    for (const language of SEEDED) {
      for (const tone of TONES) {
        const result = writeOffline(input({ language, tone, sourceText: SOURCE, minutes: 3 }));
        expect(parseTranscript(result.transcript)).toEqual(result.lines);
        expect(result.transcript).not.toMatch(/[*"#“”]/);
      }
    }
  });

  it('keeps turns short: at most three sentences a line', () => {
    for (const language of SEEDED) {
      for (const speakers of [['Asha'], ['Asha', 'Ravi', 'Meera']]) {
        const result = writeOffline(input({ language, speakers, minutes: 5, sourceText: SOURCE }));
        for (const line of result.lines) expect(splitSentences(line.text, language).length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('writes numbers and symbols as spoken in English', () => {
    const { transcript } = writeOffline(input({ sourceText: SOURCE, minutes: 5 }));
    expect(transcript).toContain('ninety percent since twenty ten');
    expect(transcript).not.toMatch(/[0-9%$]/);
  });
});

describe('built-in offline writer: speakers and names', () => {
  it.each([[['Asha']], [['Asha', 'Ravi']], [['Asha', 'Ravi', 'Meera']], [['Asha', 'Ravi', 'Meera', 'John']]])(
    '%j: the right speakers, the host opens and closes, names are used',
    (speakers) => {
      const { lines } = writeOffline(input({ speakers, minutes: 5, sourceText: SOURCE }));
      expect(speakersOf(lines).sort()).toEqual([...speakers].sort());
      expect(lines[0]?.speaker).toBe('Asha');
      expect(lines.at(-1)?.speaker).toBe('Asha');
      expect(lines[0]?.text).toContain('Asha');
      const [, ...guests] = speakers;
      for (const guest of guests) {
        expect(lines[0]?.text).toContain(guest); // introduced by name
        expect(lines.some((l) => l.speaker === guest && l.text.includes('Asha'))).toBe(true); // the guest greets the host
      }
      if (guests.length === 0) expect(lines.every((l) => l.speaker === 'Asha')).toBe(true);
    },
  );

  it('cleans names into valid, distinct labels and falls back to the language’s defaults', () => {
    const { lines } = writeOffline(input({ speakers: ["Dr. Ann-Marie O'Neil", 'Priya_99!', '  ', 'Ravi'] }));
    expect(speakersOf(lines)).toEqual(["Dr. Ann-Marie O'Neil", 'Priya', 'Guest B', 'Ravi']);
    const twins = writeOffline(input({ speakers: ['Ravi', 'ravi'] }));
    expect(speakersOf(twins.lines)).toEqual(['Ravi', 'ravi (A)']);
    const hindi = writeOffline(input({ language: 'hi-IN', speakers: ['', 'सीता'] }));
    expect(speakersOf(hindi.lines)).toEqual(['होस्ट', 'सीता']);
  });
});

describe('built-in offline writer: content', () => {
  it('grounds the script in the source: most top-ranked sentences appear', () => {
    const top = rankSentences(SOURCE).slice(0, 5);
    for (const minutes of [2, 5]) {
      const { transcript } = writeOffline(input({ minutes, sourceText: SOURCE, language: 'en-US' }));
      const present = top.filter((s) => transcript.includes(s.text.replace(/[0-9%]/g, '').slice(0, 30)));
      expect(present.length).toBeGreaterThanOrEqual(minutes === 2 ? 3 : 4);
    }
  });

  it('keeps source sentences in their own language inside another language’s frame', () => {
    const { transcript } = writeOffline(input({ language: 'de-DE', sourceText: SOURCE, minutes: 5 }));
    expect(transcript).toContain('Batteries let households store surplus solar electricity');
    expect(transcript).toMatch(/Willkommen|Guten Tag/);
  });

  it('uses a description as material too', () => {
    const description = 'Heat pumps move heat instead of making it, which makes them far more efficient than heaters.';
    expect(writeOffline(input({ description })).transcript).toContain('Heat pumps move heat instead of making it');
  });

  it('is deterministic: the same input gives the same script; another topic gives another', () => {
    const a = writeOffline(input({ minutes: 5, sourceText: SOURCE }));
    const b = writeOffline(input({ minutes: 5, sourceText: SOURCE }));
    expect(b.transcript).toBe(a.transcript);
    expect(writeOffline(input({ minutes: 5, topic: 'wind power' })).transcript).not.toBe(
      writeOffline(input({ minutes: 5 })).transcript.replaceAll('solar power at home', 'wind power'),
    );
  });

  it('changes its phrasing with the tone', () => {
    for (const language of ['en-IN', 'hi-IN', 'ja-JP']) {
      const openings = TONES.map((tone) => writeOffline(input({ language, tone })).lines[0]?.text);
      expect(new Set(openings).size).toBe(TONES.length);
      const closings = TONES.map((tone) => writeOffline(input({ language, tone })).lines.at(-1)?.text);
      expect(new Set(closings).size).toBe(TONES.length);
    }
  });

  it('has a native frame for every seeded language', () => {
    const english = writeOffline(input({ language: 'en-US' })).lines.map((l) => l.text);
    const scripts: Record<string, RegExp> = {
      hi: /\p{Script=Devanagari}/u,
      mr: /\p{Script=Devanagari}/u,
      bn: /\p{Script=Bengali}/u,
      ta: /\p{Script=Tamil}/u,
      te: /\p{Script=Telugu}/u,
      gu: /\p{Script=Gujarati}/u,
      ar: /\p{Script=Arabic}/u,
      ru: /\p{Script=Cyrillic}/u,
      ja: /\p{Script=Hiragana}/u,
      zh: /\p{Script=Han}/u,
      ko: /\p{Script=Hangul}/u,
    };
    for (const language of SEEDED) {
      expect(hasPhraseBook(language)).toBe(true);
      if (language.startsWith('en')) continue;
      const { lines } = writeOffline(input({ language }));
      const script = scripts[language.slice(0, 2)];
      for (const line of lines) {
        expect(english).not.toContain(line.text);
        if (script) expect(line.text).toMatch(script);
      }
      expect(phraseBookFor(language).name).not.toBe('English');
    }
  });

  it('reads like a conversation, not a loop: lines seldom repeat', () => {
    // Short scripts never repeat a line; a ten-minute script without much material reuses some of the
    // frame (the phrase books are finite), which the limits below keep in check.
    const share = (minutes: number, sourceText?: string) => {
      const texts = writeOffline(input({ minutes, sourceText })).lines.map((l) => l.text);
      return new Set(texts).size / texts.length;
    };
    expect(share(2)).toBe(1);
    expect(share(5)).toBeGreaterThan(0.95);
    expect(share(10, SOURCE)).toBeGreaterThan(0.8);
  });
});

describe('built-in offline writer: interface', () => {
  it('is what createScriptWriter gives for LLM_PROVIDER=builtin, and reports progress as it writes', async () => {
    const writer = createScriptWriter(loadConfig({}));
    expect(writer.kind).toBe('builtin');
    const events: WriterProgress[] = [];
    const result = await writer.write(input({ speakers: ['Asha', 'Ravi', 'Meera'] }), (e) => events.push(e));
    const lines = events.flatMap((e) => (e.type === 'line' ? [e.line] : []));
    expect(lines).toEqual(result.lines);
    expect(events.filter((e) => e.type === 'line').map((e) => (e as { index: number }).index)).toEqual(
      result.lines.map((_, i) => i),
    );
    expect(events[0]).toMatchObject({ type: 'stage', stage: 'planning' });
    expect(events.at(-1)).toMatchObject({ type: 'stage', stage: 'done' });
    expect(result.title).toBe('Solar power at home');
  });

  it('refuses bad input with the spec’s sentences, and stops when cancelled', async () => {
    const writer = createScriptWriter(loadConfig({}));
    await expect(writer.write(input({ topic: '   ' }))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please enter a podcast topic.',
    });
    await expect(writer.write(input({ speakers: [] }))).rejects.toMatchObject({ message: 'Please enter a host name' });
    const cancelled = await writer.write(input({ signal: AbortSignal.abort() })).catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(WriterError);
    expect((cancelled as WriterError).code).toBe('WRITER_CANCELLED');
  });
});
