import path from 'node:path';
import { StorageError } from './storage-error';

const INVALID_KEY_MESSAGE = 'That file name is not valid.';

// Control characters would let a key smuggle line breaks into signed payloads and headers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * True when `key` is a relative, slash-separated name that cannot escape the storage root: no
 * absolute paths, no backslashes, no empty segments, and no segment starting with a dot (that
 * rules out `.` and `..`, and keeps dot-names free for the local store's temp and metadata files).
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  if (key.includes('\\') || CONTROL_CHARACTERS.test(key)) return false;
  if (key.startsWith('/') || path.isAbsolute(key)) return false;
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

/** Throws a 400 with a sentence when the key is not valid; returns it otherwise. */
export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new StorageError('invalid-key', INVALID_KEY_MESSAGE, 'INVALID_FILE_KEY');
  return key;
}

/** A prefix names a folder of keys: `podcasts/12` and `podcasts/12/` mean the same folder. */
export function normalizePrefix(prefix: string): string {
  return assertValidKey(prefix.replace(/\/+$/, ''));
}

/** The key as a URL path, each segment percent-encoded. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
