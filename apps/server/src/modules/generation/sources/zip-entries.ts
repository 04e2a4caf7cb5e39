import { inflateRawSync } from 'node:zlib';
import { badRequest } from '../../../platform/http/errors';

/**
 * A reader of the few entries a .docx or .epub needs from its zip, for untrusted files (it runs in the document
 * worker). Nothing is written to disk, so entry names cannot escape anywhere; they are still normalised and an
 * entry naming a parent folder is never read. Every entry is inflated with a ceiling, so a decompression bomb
 * stops at the ceiling; encrypted and ZIP64 archives are refused.
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

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const broken = () => badRequest(ZIP_MESSAGES.broken, 'SOURCE_FILE_BROKEN');

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

function centralDirectory(bytes: Buffer): ZipEntry[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) throw broken();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw broken();
  if (count > ZIP_LIMITS.entries) throw badRequest(ZIP_MESSAGES.tooLarge, 'SOURCE_FILE_TOO_LARGE');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw broken();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extra;
  }
  return entries;
}

/** The archive's entries by normalised name; reads inflate under the limits above. */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private read = 0;

  constructor(private readonly bytes: Buffer) {
    for (const entry of centralDirectory(bytes)) {
      const name = normaliseEntryName(entry.name);
      if (name !== null && !this.entries.has(name)) this.entries.set(name, entry);
    }
  }

  has(name: string): boolean {
    const clean = normaliseEntryName(name);
    return clean !== null && this.entries.has(clean);
  }

  /** The entry's text (UTF-8), or null when the archive has no such entry. */
  text(name: string): string | null {
    const clean = normaliseEntryName(name);
    const entry = clean === null ? undefined : this.entries.get(clean);
    if (!entry) return null;
    if (entry.flags & 1) throw badRequest(ZIP_MESSAGES.encrypted, 'SOURCE_FILE_ENCRYPTED');
    const at = entry.localOffset;
    if (at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== 0x04034b50) throw broken();
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28);
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    const left = Math.min(ZIP_LIMITS.entryBytes, ZIP_LIMITS.totalBytes - this.read);
    const out = this.inflate(entry, data, left);
    this.read += out.length;
    return out.toString('utf8');
  }

  private inflate(entry: ZipEntry, data: Buffer, left: number): Buffer {
    if (entry.method === 0) {
      if (data.length > left) throw badRequest(ZIP_MESSAGES.tooLarge, 'SOURCE_FILE_TOO_LARGE');
      return data;
    }
    if (entry.method !== 8) throw broken();
    try {
      return inflateRawSync(data, { maxOutputLength: Math.max(1, left) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') throw badRequest(ZIP_MESSAGES.tooLarge, 'SOURCE_FILE_TOO_LARGE');
      throw broken();
    }
  }
}
