/** What the document worker is asked to read, and what it answers (see parse-document.ts). */
export type DocumentKind =
  | { kind: 'pdf'; bytes: Uint8Array }
  /** `sniff`: the server sent no content type, so only text that looks like HTML is parsed as HTML. */
  | { kind: 'html'; bytes: Uint8Array; charset?: string; sniff?: boolean }
  | { kind: 'markdown'; bytes: Uint8Array; charset?: string }
  | { kind: 'text'; bytes: Uint8Array; charset?: string }
  /** Zipped documents: Word and EPUB (packaged-documents.ts). */
  | { kind: 'docx'; bytes: Uint8Array }
  | { kind: 'epub'; bytes: Uint8Array };

/** `maxChars`: the text is cut there before it crosses back to the main thread. */
export type DocumentJob = DocumentKind & { maxChars: number };

export type DocumentOutcome =
  | { ok: true; text: string }
  | { ok: false; refusal: { message: string; code?: string } }
  | { ok: false; failure: string };
