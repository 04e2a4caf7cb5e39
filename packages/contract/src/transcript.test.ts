import { describe, expect, it } from 'vitest';
import { formatTranscript, parseTranscript, speakersOf } from './transcript';

describe('parseTranscript (spec 000 §3 "Script line")', () => {
  it('reads speaker labels and their text', () => {
    expect(parseTranscript('Asha: Welcome to the show.\nRavi: Thanks for having me.')).toEqual([
      { speaker: 'Asha', text: 'Welcome to the show.' },
      { speaker: 'Ravi', text: 'Thanks for having me.' },
    ]);
  });

  it('accepts the stored "speaker : text" form and extra spaces', () => {
    expect(parseTranscript('  Host  :   Hello there  ')).toEqual([{ speaker: 'Host', text: 'Hello there' }]);
  });

  it('allows letters, spaces, dots, apostrophes, parentheses and hyphens in a label', () => {
    const lines = parseTranscript("Dr. Mary-Jane O'Neil (Guest): Hi!");
    expect(lines).toEqual([{ speaker: "Dr. Mary-Jane O'Neil (Guest)", text: 'Hi!' }]);
  });

  it('accepts non-Latin letters in labels', () => {
    expect(parseTranscript('अनिता: नमस्ते दोस्तों')).toEqual([{ speaker: 'अनिता', text: 'नमस्ते दोस्तों' }]);
  });

  it('accepts a label of exactly 50 characters and refuses 51', () => {
    const fifty = 'A'.repeat(50);
    expect(parseTranscript(`${fifty}: ok`)).toEqual([{ speaker: fifty, text: 'ok' }]);
    const lines = parseTranscript(`Host: first\n${'B'.repeat(51)}: not a label`);
    expect(lines).toEqual([{ speaker: 'Host', text: `first ${'B'.repeat(51)}: not a label` }]);
  });

  it('does not take digits or other symbols as a label', () => {
    const lines = parseTranscript('Host: The time is\n10: 30 in the morning\nNote #1: still the host');
    expect(lines).toEqual([{ speaker: 'Host', text: 'The time is 10: 30 in the morning Note #1: still the host' }]);
  });

  it('appends lines without a label to the previous line', () => {
    expect(parseTranscript('Host: This is a long\nthought that continues\n\nhere.')).toEqual([
      { speaker: 'Host', text: 'This is a long thought that continues here.' },
    ]);
  });

  it('drops text before the first label', () => {
    expect(parseTranscript('Here is your script\nHost: Hi')).toEqual([{ speaker: 'Host', text: 'Hi' }]);
  });

  it('strips asterisks and double quotes, including markdown bold labels', () => {
    expect(parseTranscript('**Host:** "Welcome" to *the* show')).toEqual([
      { speaker: 'Host', text: 'Welcome to the show' },
    ]);
    expect(parseTranscript('"Guest": “Quoted”')).toEqual([{ speaker: 'Guest', text: 'Quoted' }]);
  });

  it('keeps colons inside the text', () => {
    expect(parseTranscript('Host: Ratio is 3:1, remember: always')).toEqual([
      { speaker: 'Host', text: 'Ratio is 3:1, remember: always' },
    ]);
  });

  it('ignores a label with no text at all', () => {
    expect(parseTranscript('Host:\nGuest: Hello')).toEqual([{ speaker: 'Guest', text: 'Hello' }]);
  });

  it('takes a label whose text comes on the next line', () => {
    expect(parseTranscript('Host:\nHello there\nGuest: Hi')).toEqual([
      { speaker: 'Host', text: 'Hello there' },
      { speaker: 'Guest', text: 'Hi' },
    ]);
  });

  it('handles CRLF line endings and an empty transcript', () => {
    expect(parseTranscript('A: one\r\nB: two\r\n')).toHaveLength(2);
    expect(parseTranscript('')).toEqual([]);
    expect(parseTranscript('   \n  ')).toEqual([]);
  });

  it('round-trips through formatTranscript', () => {
    const lines = [
      { speaker: 'Host', text: 'Hello.' },
      { speaker: 'Guest', text: 'Hi: glad to be here.' },
    ];
    expect(formatTranscript(lines)).toBe('Host: Hello.\nGuest: Hi: glad to be here.');
    expect(parseTranscript(formatTranscript(lines))).toEqual(lines);
    expect(speakersOf(lines)).toEqual(['Host', 'Guest']);
  });
});
