import { describe, expect, it } from 'vitest';
import { jobRevision, newRevision, renderKeys } from './audio-keys';
import { KEPT_REVISIONS, nextRevisions, revisionFiles } from './revisions';

describe('audio revisions kept per podcast', () => {
  it('keeps the newest two and lets the rest go', () => {
    expect(KEPT_REVISIONS).toBe(2);
    expect(nextRevisions({}, 'r1')).toEqual({ revisions: ['r1'], stale: [] });
    expect(nextRevisions({ revisions: ['r1'] }, 'r2')).toEqual({ revisions: ['r2', 'r1'], stale: [] });
    expect(nextRevisions({ revisions: ['r2', 'r1'] }, 'r3')).toEqual({ revisions: ['r3', 'r2'], stale: ['r1'] });
  });

  it('reads the single revision older podcasts carry, and never lets the newest go', () => {
    // Older podcasts' single `revision` (and a `revisions` that is not a list) are folded by migration 0002:
    // podcast-settings.migration.test.ts checks those rows end up with the same revisions as before.
    expect(nextRevisions({ revisions: ['r2', 'r1'] }, 'r2')).toEqual({ revisions: ['r2', 'r1'], stale: [] });
  });

  it('names every file a render and its exports may have written', () => {
    const { keys, folders } = revisionFiles(7, 'abc-123');
    expect(keys).toEqual(
      expect.arrayContaining([
        'podcasts/7/audio/abc-123.mp3',
        'podcasts/7/audio/abc-123-start.mp3',
        'podcasts/7/audio/abc-123.json',
        'podcasts/7/audio/exports/abc-123-64k.mp3',
        'podcasts/7/audio/exports/abc-123-320k.mp3',
        'podcasts/7/audio/exports/abc-123.wav',
        'podcasts/7/audio/exports/abc-123.flac',
      ]),
    );
    expect(folders).toEqual(['podcasts/7/audio/abc-123-stems']);
  });

  it('gives every run of one audio job the same revision, and each job its own', () => {
    const ref = '0b7c2d0e-8a59-4a43-9d6b-2f0c6f3e8a11';
    expect(jobRevision(ref)).toBe(jobRevision(ref));
    expect(jobRevision(ref)).not.toBe(jobRevision('5a1e7f3c-2b4d-4c8e-9f60-7d1a2b3c4d5e'));
    expect(jobRevision(ref)).toMatch(/^j[0-9a-f]{16}$/);
    expect(renderKeys(7, jobRevision(ref)).start).toBe(`podcasts/7/audio/${jobRevision(ref)}-start.mp3`);
    expect(newRevision()).not.toBe(newRevision());
  });
});
