import { badRequest } from '../../../platform/http/errors';
import { htmlToText } from './html-to-text';
import { ZIP_MESSAGES, ZipArchive } from './zip-entries';

/**
 * Text of the zipped document formats: Word (.docx) and EPUB. Their XML is read without a DTD: a document that
 * declares entities (the "billion laughs" expansion) is refused, and only the five XML entities and character
 * references are decoded.
 */
export const PACKAGED_MESSAGES = {
  entities: 'That document declares its own XML entities, which we do not read. Please save it again and retry.',
  notDocx: 'That file is not a Word document we can read (.docx).',
  notEpub: 'That file is not an e-book we can read (.epub).',
} as const;

/** Chapters of an e-book read at most: a book is long, a script takes little of it. */
const MAX_EPUB_CHAPTERS = 500;

function checkXml(xml: string): string {
  if (/<!ENTITY/i.test(xml)) throw badRequest(PACKAGED_MESSAGES.entities, 'SOURCE_FILE_ENTITIES');
  return xml;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Word: the paragraphs of word/document.xml, a line each; tabs and breaks kept as spaces and lines. */
export async function docxToText(bytes: Uint8Array): Promise<string> {
  const zip = await ZipArchive.open(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const xml = await zip.text('word/document.xml');
  if (xml === null) throw badRequest(PACKAGED_MESSAGES.notDocx, 'SOURCE_FILE_TYPE');
  const body = checkXml(xml)
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<w:br\/>|<\/w:p>/g, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeXml(body);
}

/** The attribute's value in the first tag of `xml` that matches `tag`, from a quoted attribute. */
function attribute(tagText: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tagText)?.[1];
}

/** The package file's reading order: spine idrefs to manifest hrefs, relative to the package file. */
function spineFiles(opf: string, opfPath: string): string[] {
  const folder = opfPath.includes('/') ? opfPath.slice(0, opfPath.lastIndexOf('/') + 1) : '';
  const hrefs = new Map<string, string>();
  for (const [item] of opf.matchAll(/<item\b[^>]*>/gi)) {
    const id = attribute(item, 'id');
    const href = attribute(item, 'href');
    if (id && href) hrefs.set(id, decodeURIComponent(decodeXml(href).split('#')[0] ?? ''));
  }
  const files: string[] = [];
  for (const [ref] of opf.matchAll(/<itemref\b[^>]*>/gi)) {
    const href = hrefs.get(attribute(ref, 'idref') ?? '');
    if (href) files.push(`${folder}${href}`);
  }
  return files.slice(0, MAX_EPUB_CHAPTERS);
}

/** EPUB: the chapters in reading order (container.xml → package file → spine), each read as HTML. */
export async function epubToText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const zip = await ZipArchive.open(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const container = await zip.text('META-INF/container.xml');
  const rootTag = container ? /<rootfile\b[^>]*>/i.exec(checkXml(container))?.[0] : undefined;
  const opfPath = rootTag ? attribute(rootTag, 'full-path') : undefined;
  const opf = opfPath ? await zip.text(decodeXml(opfPath)) : null;
  if (!opfPath || opf === null) throw badRequest(PACKAGED_MESSAGES.notEpub, 'SOURCE_FILE_TYPE');
  const parts: string[] = [];
  let length = 0;
  for (const file of spineFiles(checkXml(opf), decodeXml(opfPath))) {
    if (length >= maxChars) break;
    const chapter = await zip.text(file);
    if (chapter === null) continue;
    const text = htmlToText(checkXml(chapter)).text.trim();
    parts.push(text);
    length += text.length;
  }
  if (!parts.length) throw badRequest(ZIP_MESSAGES.broken, 'SOURCE_FILE_BROKEN');
  return parts.join('\n\n');
}
