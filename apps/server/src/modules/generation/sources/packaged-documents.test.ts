import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { docxToText, epubToText, PACKAGED_MESSAGES } from './packaged-documents';
import { docxOf, withDeclaredSize, zipOf } from './test-zip';
import { normaliseEntryName, ZIP_LIMITS, ZIP_MESSAGES } from './zip-entries';

async function refusal(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('the document was not refused');
}

const chapter = (title: string, text: string) =>
  `<?xml version="1.0"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><body><h1>${title}</h1><p>${text}</p></body></html>`;

function epubOf(extra: Record<string, string> = {}, spine = ['c2', 'c1']): Buffer {
  const items = [
    '<item id="c1" href="text/one.xhtml" media-type="application/xhtml+xml"/>',
    '<item id="c2" href="text/two.xhtml" media-type="application/xhtml+xml"/>',
    '<item id="evil" href="../../../etc/passwd" media-type="application/xhtml+xml"/>',
  ].join('');
  return zipOf({
    mimetype: 'application/epub+zip',
    'META-INF/container.xml':
      '<?xml version="1.0"?><container><rootfiles><rootfile full-path="OEBPS/content.opf"/></rootfiles></container>',
    'OEBPS/content.opf': `<package><manifest>${items}</manifest><spine>${spine.map((id) => `<itemref idref="${id}"/>`).join('')}<itemref idref="evil"/></spine></package>`,
    'OEBPS/text/one.xhtml': chapter('One', 'Bees dance to share where flowers are.'),
    'OEBPS/text/two.xhtml': chapter('Two', 'Ants follow scent trails &amp; each other.'),
    ...extra,
  });
}

describe('Word documents', () => {
  it('reads the paragraphs, a line each, with the XML entities decoded', async () => {
    const text = await docxToText(docxOf(['Bees &amp; flowers', 'Honey is 80&#37; sugar.']));
    expect(text).toBe('Bees & flowers\nHoney is 80% sugar.\n');
  });

  it('refuses entity declarations (billion laughs) without expanding them', async () => {
    const laughs = '<!DOCTYPE d [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    expect(await refusal(() => docxToText(docxOf(['&b;'], laughs)))).toBe(PACKAGED_MESSAGES.entities);
  });

  it('stops a decompression bomb at the ceiling, and refuses what is not a zip or not a Word file', async () => {
    const bomb = zipOf({ 'word/document.xml': Buffer.alloc(ZIP_LIMITS.entryBytes + 1024, 'a') });
    expect(deflateRawSync(Buffer.alloc(ZIP_LIMITS.entryBytes + 1024, 'a')).length).toBeLessThan(100_000);
    expect(await refusal(() => docxToText(bomb))).toBe(ZIP_MESSAGES.tooLarge);
    expect(await refusal(() => docxToText(Buffer.from('not a zip at all')))).toBe(ZIP_MESSAGES.broken);
    expect(await refusal(() => docxToText(zipOf({ 'other.xml': '<x/>' })))).toBe(PACKAGED_MESSAGES.notDocx);
  });

  it('stops a bomb that declares a small size where its data inflates further, as a damaged file', async () => {
    const big = Buffer.alloc(ZIP_LIMITS.entryBytes + 1024, 'a');
    const lying = withDeclaredSize(zipOf({ 'word/document.xml': big }), 1000);
    expect(await refusal(() => docxToText(lying))).toBe(ZIP_MESSAGES.broken);
  });

  it('refuses an encrypted entry and an archive of too many entries', async () => {
    const flagged = docxOf(['Secret']);
    const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    for (let at = flagged.indexOf(central); at >= 0; at = flagged.indexOf(central, at + 4)) {
      flagged.writeUInt16LE(flagged.readUInt16LE(at + 8) | 1, at + 8);
    }
    expect(await refusal(() => docxToText(flagged))).toBe(ZIP_MESSAGES.encrypted);
    const many = Object.fromEntries(Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => [`f${i}.txt`, '']));
    expect(await refusal(() => docxToText(zipOf(many, { store: true })))).toBe(ZIP_MESSAGES.tooLarge);
  });
});

describe('EPUB books', () => {
  it('reads the chapters in spine order and never a path outside the archive', async () => {
    const text = await epubToText(epubOf(), 100_000);
    expect(text).toBe('Two\nAnts follow scent trails & each other.\n\nOne\nBees dance to share where flowers are.');
  });

  it('refuses entity declarations in a chapter and a book without its package file', async () => {
    const evil = epubOf({ 'OEBPS/text/one.xhtml': '<!DOCTYPE x [<!ENTITY e "boom">]><html><body>&e;</body></html>' });
    expect(await refusal(() => epubToText(evil, 100_000))).toBe(PACKAGED_MESSAGES.entities);
    expect(await refusal(() => epubToText(zipOf({ mimetype: 'application/epub+zip' }), 100_000))).toBe(
      PACKAGED_MESSAGES.notEpub,
    );
  });

  it('normalises entry names and drops those that leave the root', () => {
    expect(normaliseEntryName('OEBPS/text/../img/./a.png')).toBe('OEBPS/img/a.png');
    expect(normaliseEntryName('../../etc/passwd')).toBeNull();
    expect(normaliseEntryName('a\\..\\..\\b')).toBeNull();
  });
});
