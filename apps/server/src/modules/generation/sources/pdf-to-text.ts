import { badRequest } from '../../../platform/http/errors';

/**
 * Text of a PDF, extracted on the server with Mozilla's pdf.js (the legacy build runs on Node 20 without a
 * browser). Lines are joined back into sentences, since PDFs break lines wherever the page ran out.
 */
const MAX_PAGES = 500;
const SENTENCE_END = /[.!?:;。！？।」』)"]$/u;

interface TextItem {
  str: string;
  hasEOL?: boolean;
}

function joinLines(lines: string[]): string {
  let text = '';
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      if (text && !text.endsWith('\n')) text += '\n';
      continue;
    }
    if (!text || text.endsWith('\n')) text += line;
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line))
      text = text.slice(0, -1) + line; // hyphenated word
    else text += ` ${line}`;
    if (SENTENCE_END.test(line)) text += '\n';
  }
  return text.trim();
}

export async function pdfToText(bytes: Uint8Array): Promise<string> {
  if (!Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) {
    throw badRequest('That file is not a readable PDF.', 'SOURCE_BAD_PDF');
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    if (error instanceof Error && error.name === 'PasswordException') {
      throw badRequest('That PDF is protected by a password.', 'SOURCE_PDF_PASSWORD');
    }
    throw badRequest('That file is not a readable PDF.', 'SOURCE_BAD_PDF');
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const lines: string[] = [''];
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        lines[lines.length - 1] += item.str;
        if (item.hasEOL) lines.push('');
      }
      pages.push(joinLines(lines));
      page.cleanup();
    }
    return pages.filter(Boolean).join('\n\n');
  } finally {
    await pdf.destroy();
  }
}
