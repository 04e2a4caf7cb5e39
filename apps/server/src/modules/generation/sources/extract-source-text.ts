import { badRequest } from '../../../platform/http/errors';
import { sniffHtmlCharset } from './decode-text';
import type { DocumentKind } from './document-job';
import { type FetchPageOptions, fetchPublicPage } from './fetch-public-page';
import { type ParseLimits, parseDocument } from './parse-document';

/**
 * Source material for a script (beyond the spec): pasted text, an uploaded .txt/.md/.pdf, or a
 * web address the server fetches. Everything becomes plain text, cut at SOURCE_LIMITS.maxTextChars.
 */
export interface SourceInput {
  text?: string;
  file?: { name: string; bytes: Uint8Array };
  url?: string;
}

export interface ExtractOptions {
  fetch?: FetchPageOptions;
  /** Heap and time limits of the worker that reads files and pages (parse-document.ts). */
  parse?: ParseLimits;
  /** The account asking: one of its documents is read at a time (parse-turns.ts). */
  owner?: string;
}

export const SOURCE_LIMITS = {
  /** About 200 KB of text: some 30,000 words, far more than a ten-minute script can use. */
  maxTextChars: 200_000,
  maxFileBytes: 10 * 1024 * 1024,
} as const;

export const SOURCE_MESSAGES = {
  fileType: 'Please upload a .txt, .md, .pdf, .docx, .epub or .html file.',
  fileTooLarge: 'That file is too large (10 MB at most).',
  fileEmpty: 'That file is empty.',
  noText: 'We could not find any text in that source.',
  nothingGiven: 'Please paste some text, choose a file or enter a web address.',
  pageType: 'That web address does not point to a page or document we can read.',
} as const;

/** Cuts long text at the last sentence end (or space) before the limit, so no sentence is half there. */
export function limitText(text: string, maxChars: number = SOURCE_LIMITS.maxTextChars): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars);
  const cut = Math.max(head.search(/[.!?。！？।][^.!?。！？।]*$/u) + 1, head.lastIndexOf('\n'));
  return (cut > maxChars * 0.8 ? head.slice(0, cut) : head.replace(/\s+\S*$/, '')).trim();
}

function normalise(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Control characters (other than line breaks and tabs) confuse sentence splitting and voices.
      .replace(/[^\P{Cc}\n\t]/gu, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Decoded text is cut well above the text limit in the worker: enough for limitText, never a whole huge document. */
const WORKER_MAX_CHARS = SOURCE_LIMITS.maxTextChars * 4;

async function fileToText(file: NonNullable<SourceInput['file']>, options: ExtractOptions): Promise<string> {
  if (file.bytes.byteLength > SOURCE_LIMITS.maxFileBytes)
    throw badRequest(SOURCE_MESSAGES.fileTooLarge, 'SOURCE_FILE_TOO_LARGE');
  if (file.bytes.byteLength === 0) throw badRequest(SOURCE_MESSAGES.fileEmpty, 'SOURCE_FILE_EMPTY');
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  const kinds: Record<string, DocumentKind['kind']> = {
    txt: 'text',
    text: 'text',
    md: 'markdown',
    markdown: 'markdown',
    pdf: 'pdf',
    docx: 'docx',
    epub: 'epub',
    html: 'html',
    htm: 'html',
  };
  const kind = extension ? kinds[extension] : undefined;
  if (!kind) throw badRequest(SOURCE_MESSAGES.fileType, 'SOURCE_FILE_TYPE');
  return parseDocument({ kind, bytes: file.bytes, maxChars: WORKER_MAX_CHARS }, options.parse, options.owner);
}

function pageJob(page: Awaited<ReturnType<typeof fetchPublicPage>>): DocumentKind {
  const bytes = page.body;
  const looksPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  if (page.contentType === 'application/pdf' || looksPdf) return { kind: 'pdf', bytes };
  if (page.contentType === 'text/html' || page.contentType === 'application/xhtml+xml' || !page.contentType) {
    return { kind: 'html', bytes, charset: page.charset ?? sniffHtmlCharset(bytes), sniff: !page.contentType };
  }
  if (page.contentType === 'text/markdown' || page.contentType === 'text/x-markdown') {
    return { kind: 'markdown', bytes, charset: page.charset };
  }
  if (page.contentType === 'text/plain') return { kind: 'text', bytes, charset: page.charset };
  throw badRequest(SOURCE_MESSAGES.pageType, 'SOURCE_URL_TYPE');
}

async function urlToText(url: string, options: ExtractOptions): Promise<string> {
  const job = pageJob(await fetchPublicPage(url, options.fetch));
  return parseDocument({ ...job, maxChars: WORKER_MAX_CHARS }, options.parse, options.owner);
}

/**
 * Plain text of every source given (pasted text, then the file, then the web address), joined by blank
 * lines. No source gives ''. A source that yields no text, or is refused, throws a 400 AppError whose
 * message is a sentence for the person who gave it.
 */
export async function extractSourceText(input: SourceInput, options: ExtractOptions = {}): Promise<string> {
  const parts: string[] = [];
  if (input.text?.trim()) parts.push(normalise(input.text));
  if (input.file) parts.push(normalise(await fileToText(input.file, options)));
  if (input.url?.trim()) parts.push(normalise(await urlToText(input.url, options)));
  const given = Boolean(input.text?.trim() || input.file || input.url?.trim());
  const text = limitText(parts.filter(Boolean).join('\n\n'));
  if (given && !text) throw badRequest(SOURCE_MESSAGES.noText, 'SOURCE_NO_TEXT');
  return text;
}
