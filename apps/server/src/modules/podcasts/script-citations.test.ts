import type { ScriptCitations } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { carryCitations } from './script-citations';

const passage = {
  sourceId: 2,
  passage: 0,
  text: 'Quokkas live on Rottnest Island. Willem de Vlamingh named the island Rottnest in 1696. A quokka weighs 5 kilograms.',
};
const before: ScriptCitations = {
  passages: [passage],
  lines: [
    {
      index: 1,
      text: 'Quokkas live on Rottnest Island.',
      citations: [{ sourceId: 2, passage: 0, quote: 'Quokkas live on Rottnest Island.' }],
      unsupported: false,
    },
    {
      index: 2,
      text: 'So Vlamingh named it in sixteen ninety-six.',
      citations: [{ sourceId: 2, passage: 0, quote: 'Willem de Vlamingh named the island Rottnest in 1696.' }],
      unsupported: false,
    },
    {
      index: 3,
      text: 'A quokka weighs five kilograms.',
      citations: [{ sourceId: 2, passage: 0, quote: 'A quokka weighs 5 kilograms.' }],
      unsupported: false,
    },
  ],
};
const line = (text: string) => ({ speaker: 'Asha', text });
const options = { locale: 'en', ignoredNames: ['Asha'] };

describe('carryCitations', () => {
  it('keeps unchanged lines’ citations at their new places and re-checks edited ones', () => {
    const from = [line('Hi.'), ...before.lines.map((l) => line(l.text))];
    const after = carryCitations(
      before,
      {
        from,
        to: [
          line('Hello again.'),
          line('Welcome.'),
          line('Indeed. Quokkas live on Rottnest Island.'),
          line('Napoleon named it in 1802.'),
          line('A quokka weighs five kilograms.'),
        ],
      },
      options,
    );
    expect(after?.lines).toEqual([
      {
        index: 2,
        text: 'Indeed. Quokkas live on Rottnest Island.',
        citations: before.lines[0]?.citations,
        unsupported: false,
      },
      { index: 3, text: 'Napoleon named it in 1802.', citations: [], unsupported: true },
      { ...before.lines[2], index: 4 },
    ]);
  });
});

describe('carryCitations without a record', () => {
  it('stays empty when nothing is stated, and marks a typed-in claim', () => {
    expect(carryCitations(null, { from: [], to: [line('Hello.')] }, options)).toBeNull();
    const typed = carryCitations(
      null,
      { from: [line('Hello.')], to: [line('Hello.'), line('It cost 40 dollars.')] },
      options,
    );
    expect(typed?.lines).toEqual([{ index: 1, text: 'It cost 40 dollars.', citations: [], unsupported: true }]);
  });
});
