import { AppError } from '../../../platform/http/errors';
import { decodeText } from './decode-text';
import type { DocumentJob, DocumentOutcome } from './document-job';
import { htmlToText } from './html-to-text';
import { markdownToText } from './markdown-to-text';
import { docxToText, epubToText } from './packaged-documents';
import { pdfToText } from './pdf-to-text';

/**
 * Entry of the child process that reads one untrusted document (a hostile file must not take the server down), under the heap and time limits
 * parse-document.ts sets: a hostile file can exhaust this process but never the server's event loop or heap.
 * build.mjs bundles it as dist/document-worker.js.
 */
async function parse(job: DocumentJob): Promise<string> {
  switch (job.kind) {
    case 'pdf':
      return pdfToText(job.bytes);
    case 'html': {
      const html = decodeText(job.bytes, job.charset);
      if (job.sniff && !/<html|<body|<p[\s>]/i.test(html)) return html;
      return htmlToText(html).text;
    }
    case 'markdown':
      return markdownToText(decodeText(job.bytes, job.charset));
    case 'text':
      return decodeText(job.bytes, job.charset);
    case 'docx':
      return docxToText(job.bytes);
    case 'epub':
      return epubToText(job.bytes, job.maxChars);
  }
}

async function run(job: DocumentJob): Promise<DocumentOutcome> {
  try {
    // Only what the caller can use crosses back: a cut far above the text limit, not the whole document.
    return { ok: true, text: (await parse(job)).slice(0, job.maxChars) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, refusal: { message: error.message, code: error.code } };
    return { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

process.once('message', (job: DocumentJob) => {
  void run(job).then((outcome) => process.send?.(outcome, () => process.exit(0)));
});
