import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('ignores a missing header', () => {
    expect(parseByteRange(undefined, 1000)).toEqual({ kind: 'none' });
  });

  it('reads a closed range inclusively: bytes=0-1 is exactly two bytes', () => {
    expect(parseByteRange('bytes=0-1', 1000)).toEqual({ kind: 'range', start: 0, end: 1 });
  });

  it('reads an open range to the end', () => {
    expect(parseByteRange('bytes=100-', 1000)).toEqual({ kind: 'range', start: 100, end: 999 });
  });

  it('reads a suffix range as the last N bytes', () => {
    expect(parseByteRange('bytes=-500', 1000)).toEqual({ kind: 'range', start: 500, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'range', start: 0, end: 999 });
  });

  it('clamps an end past the last byte', () => {
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ kind: 'range', start: 990, end: 999 });
  });

  it('tolerates spaces around the numbers', () => {
    expect(parseByteRange(' bytes = 5 - 9 ', 1000)).toEqual({ kind: 'range', start: 5, end: 9 });
  });

  it('refuses a start at or past the size', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=2000-3000', 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('refuses an empty suffix and any range of an empty file', () => {
    expect(parseByteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it cannot serve as one range: bad syntax, other units, several ranges, reversed', () => {
    for (const header of ['bytes=', 'bytes=-', 'bytes=a-b', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-2', '0-1']) {
      expect(parseByteRange(header, 1000), header).toEqual({ kind: 'none' });
    }
  });
});

describe('contentRange', () => {
  it('names the part and the size, or only the size', () => {
    expect(contentRange({ start: 0, end: 1 }, 10)).toBe('bytes 0-1/10');
    expect(contentRange(null, 10)).toBe('bytes */10');
  });
});
