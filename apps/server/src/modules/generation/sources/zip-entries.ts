import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '../../../platform/http/errors';

/**
 * The few entries a .docx or .epub needs from its zip, for untrusted files (it runs in the document worker), read
 * with yauzl. Nothing is written to disk, so entry names cannot escape anywhere; they are still normalised and an
 * entry naming a parent folder is never read. An entry is read only when its declared size fits the ceilings, and
 * yauzl holds it to that size while inflating (a zip whose sizes lie fails as damaged), so a decompression bomb
 * stops at the ceiling; encrypted entries are refused.
 */
export const ZIP_LIMITS = {
  entries: 10_000,
  /** One entry, inflated. */
  entryBytes: 20 * 1024 * 1024,
  /** Everything read from one archive, inflated. */
  totalBytes: 60 * 1024 * 1024,
} as const;

export const ZIP_MESSAGES = {
  broken: 'That file is damaged or is not a document we can read.',
  encrypted: 'That file is protected with a password. Please upload an unprotected copy.',
  tooLarge: 'That document holds more text than we can read. Please try a smaller file.',
} as const;

const broken = () => badRequest(ZIP_MESSAGES.broken, 'SOURCE_FILE_BROKEN');
const tooLarge = () => badRequest(ZIP_MESSAGES.tooLarge, 'SOURCE_FILE_TOO_LARGE');

/** `a/b/../c.xml` → `a/c.xml`; null when the name leaves the archive's root. */
export function normaliseEntryName(name: string): string | null {
  const parts: string[] = [];
  for (const part of name.replace(/\\/g, '/').split('/')) {
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The archive's entries by normalised name; reads inflate under the limits above. */
export class ZipArchive {
  private read = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  /** Reads the archive's directory (not its contents): refuses what is not a zip, or one of too many entries. */
  static async open(bytes: Buffer): Promise<ZipArchive> {
    // Names stay bytes (decodeStrings: false): yauzl would refuse the whole archive for one unsafe name, where
    // this reader only ignores it.
    const zip = await yauzl.fromBufferPromise(bytes, { decodeStrings: false }).catch(() => {
      throw broken();
    });
    if (zip.entryCount > ZIP_LIMITS.entries) throw tooLarge();
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        const name = normaliseEntryName(Buffer.from(entry.fileName).toString('utf8'));
        if (name !== null && !entries.has(name)) entries.set(name, entry);
      }
    } catch {
      throw broken();
    }
    return new ZipArchive(zip, entries);
  }

  has(name: string): boolean {
    const clean = normaliseEntryName(name);
    return clean !== null && this.entries.has(clean);
  }

  /** The entry's text (UTF-8), or null when the archive has no such entry. */
  async text(name: string): Promise<string | null> {
    const clean = normaliseEntryName(name);
    const entry = clean === null ? undefined : this.entries.get(clean);
    if (!entry) return null;
    if (entry.isEncrypted()) throw badRequest(ZIP_MESSAGES.encrypted, 'SOURCE_FILE_ENCRYPTED');
    if (!entry.canDecodeFileData()) throw broken();
    const left = Math.min(ZIP_LIMITS.entryBytes, ZIP_LIMITS.totalBytes - this.read);
    if (entry.uncompressedSize > left) throw tooLarge();
    const bytes = await this.inflate(entry, left);
    this.read += bytes.length;
    return bytes.toString('utf8');
  }

  /** The entry's bytes; yauzl fails the stream once it passes the declared size, and this stops at `left`. */
  private async inflate(entry: Entry, left: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      const stream = await this.zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > left) {
          stream.destroy();
          throw tooLarge();
        }
        chunks.push(chunk);
      }
    } catch (error) {
      throw error instanceof AppError ? error : broken();
    }
    return Buffer.concat(chunks);
  }
}
