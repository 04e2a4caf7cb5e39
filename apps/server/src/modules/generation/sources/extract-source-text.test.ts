import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { extractSourceText, limitText, SOURCE_LIMITS, SOURCE_MESSAGES } from './extract-source-text';
import { markdownToText } from './markdown-to-text';
import { ZIP_MESSAGES } from './zip-entries';

const file = (name: string, text: string | Uint8Array) => ({
  name,
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});

async function makePdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font });
  }
  return doc.save();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('extractSourceText', () => {
  it('returns nothing when no source is given', async () => {
    expect(await extractSourceText({})).toBe('');
  });

  it('keeps pasted text, tidied', async () => {
    expect(await extractSourceText({ text: '  First line.\r\n\r\n\r\n\r\nSecond\u0007 line.  ' })).toBe(
      'First line.\n\nSecond line.',
    );
  });

  it('reads .txt files, including UTF-16 and Windows-1252 ones', async () => {
    expect(await extractSourceText({ file: file('notes.txt', 'Solar panels are cheap now.') })).toBe(
      'Solar panels are cheap now.',
    );
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Café au lait.', 'utf16le')]);
    expect(await extractSourceText({ file: file('a.TXT', utf16) })).toBe('Café au lait.');
    expect(await extractSourceText({ file: file('b.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9])) })).toBe('café');
  });

  it('strips markdown from .md files', async () => {
    const md = [
      '---',
      'title: Notes',
      '---',
      '# Solar *basics*',
      '',
      'Panels are **cheap** now, see [the report](https://example.com/r) and ![chart](c.png).',
      '',
      '- first `point`',
      '- second point',
      '',
      '```js',
      'console.log("code is dropped")',
      '```',
      '> A quoted line.',
      '',
      '| Year | Price |',
      '| --- | --- |',
      '| twenty ten | high |',
    ].join('\n');
    expect(await extractSourceText({ file: file('notes.md', md) })).toBe(
      'Solar basics\n\nPanels are cheap now, see the report and .\n\nfirst point\nsecond point\n\nA quoted line.\n\nYear Price\ntwenty ten high',
    );
    expect(markdownToText('Learn C# and snake_case_names, *really*.')).toBe('Learn C# and snake_case_names, really.');
  });

  it('extracts text from a real PDF, joining lines back into sentences', async () => {
    const pdf = await makePdf([
      ['Solar panels convert sunlight into', 'electricity using photovoltaic cells.', 'Prices fell sharply.'],
      ['Second page text is here.'],
    ]);
    const text = await extractSourceText({ file: file('report.pdf', pdf) });
    expect(text).toBe(
      'Solar panels convert sunlight into electricity using photovoltaic cells.\nPrices fell sharply.\n\nSecond page text is here.',
    );
  });

  it('refuses a broken PDF, other file types, empty, binary and oversized files with sentences', async () => {
    expect((await refusal(extractSourceText({ file: file('x.pdf', 'not a pdf at all') }))).message).toBe(
      'That file is not a readable PDF.',
    );
    expect((await refusal(extractSourceText({ file: file('x.odt', 'hello') }))).message).toBe(SOURCE_MESSAGES.fileType);
    expect((await refusal(extractSourceText({ file: file('x.docx', 'hello') }))).message).toBe(ZIP_MESSAGES.broken);
    expect((await refusal(extractSourceText({ file: file('x.txt', '') }))).message).toBe(SOURCE_MESSAGES.fileEmpty);
    expect((await refusal(extractSourceText({ file: file('x.txt', new Uint8Array([1, 0, 2, 0])) }))).message).toBe(
      'That file does not look like text.',
    );
    const huge = new Uint8Array(SOURCE_LIMITS.maxFileBytes + 1);
    const tooLarge = await refusal(extractSourceText({ file: file('x.txt', huge) }));
    expect(tooLarge.message).toBe(SOURCE_MESSAGES.fileTooLarge);
    expect(tooLarge.statusCode).toBe(400);
  });

  it('refuses a PDF without text', async () => {
    const pdf = await makePdf([[]]);
    expect((await refusal(extractSourceText({ file: file('scan.pdf', pdf) }))).message).toBe(SOURCE_MESSAGES.noText);
  });

  it('limits text to about 200 KB, cutting at a sentence end', async () => {
    const sentence = 'The sun is a star. ';
    const text = await extractSourceText({ text: sentence.repeat(20_000) });
    expect(text.length).toBeLessThanOrEqual(SOURCE_LIMITS.maxTextChars);
    expect(text.length).toBeGreaterThan(SOURCE_LIMITS.maxTextChars - 50);
    expect(text.endsWith('star.')).toBe(true);
    expect(limitText('one two three four', 9)).toBe('one two');
  });
});
