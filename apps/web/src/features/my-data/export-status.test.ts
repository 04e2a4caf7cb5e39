import { describe, expect, it } from 'vitest';
import { exportStatusText, formatBytes } from './export-status';

describe('the Your data card text', () => {
  it('says where the newest export stands', () => {
    expect(exportStatusText(undefined)).toBeNull();
    expect(exportStatusText({ id: 'a', status: 'running' })).toContain('e-mail you a link');
    const ready = exportStatusText(
      { id: 'a', status: 'ready', bytes: 5 * 1024 * 1024, expiresAt: '2026-12-04T10:00:00.000Z' },
      'en-GB',
    );
    expect(ready).toBe('Your data is ready (5.0 MB). The link works until 4 December 2026.');
    expect(exportStatusText({ id: 'a', status: 'expired' })).toContain('has expired');
    expect(exportStatusText({ id: 'a', status: 'failed', error: 'We could not gather it.' })).toBe(
      'We could not gather it.',
    );
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
