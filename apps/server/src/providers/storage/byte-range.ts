/**
 * One `Range: bytes=…` header against a representation of `size` bytes (RFC 9110 §14).
 * - `none`: serve the whole file with 200 (no header, another unit, several ranges, or bad syntax,
 *   which the RFC says to ignore);
 * - `range`: serve bytes `start`…`end` inclusive with 206;
 * - `unsatisfiable`: answer 416 with a `Content-Range` that names only the size.
 * Pure, so podcast enclosures can reuse it.
 */
export type ByteRange = { kind: 'none' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'none' };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };

  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }

  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: 'none' };
  // A reversed range is bad syntax (ignored); a well-formed one past the end cannot be served.
  if (end < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}

/** `Content-Range` header value for a satisfied range, or the `*` form for a 416. */
export function contentRange(range: { start: number; end: number } | null, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
