import { badRequest } from '../../../platform/http/errors';

/**
 * Bytes of a text file or page to a string: byte-order marks honoured, UTF-8 by default, a declared
 * charset when there is one, and Windows-1252 for the old files that are not valid UTF-8.
 */
export function decodeText(bytes: Uint8Array, charset?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.subarray(0, 8192).includes(0)) throw badRequest('That file does not look like text.', 'SOURCE_NOT_TEXT');
  if (charset && !/^utf-?8$/i.test(charset)) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // An unknown label: fall through to UTF-8.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The charset an HTML page declares in its first bytes (<meta charset> or http-equiv). */
export function sniffHtmlCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}
