import { type Zippable, zipSync } from 'fflate';

/** Test fixture: a zip archive of the given entries, deflated (or stored), as any zip tool writes it. */
export function zipOf(entries: Record<string, string | Buffer>, options: { store?: boolean } = {}): Buffer {
  const level = options.store ? 0 : 6;
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    files[name] = [Buffer.isBuffer(content) ? new Uint8Array(content) : new TextEncoder().encode(content), { level }];
  }
  return Buffer.from(zipSync(files));
}

/** `zip` with every entry's uncompressed size in its central directory set to `size`: a zip whose sizes lie. */
export function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(central); at >= 0; at = out.indexOf(central, at + 4)) out.writeUInt32LE(size, at + 24);
  return out;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** Test fixture: a .docx whose paragraphs are the given texts (XML-escaped by the caller). */
export function docxOf(paragraphs: string[], prolog = ''): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': `<?xml version="1.0"?>${prolog}<w:document ${W}><w:body>${body}</w:body></w:document>`,
  });
}
