import { z } from 'zod';

/** The last entry of every backup archive: what it holds and how to check it. */
export const MANIFEST_PATH = 'manifest.json';
export const ARCHIVE_FORMAT = 1;

export const manifestEntry = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Files of an S3 bucket keep their content type here (local files keep theirs in sidecars). */
  contentType: z.string().optional(),
});
export type ManifestEntry = z.infer<typeof manifestEntry>;

export const backupManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.string(),
  /** `embedded`: a PGlite data directory and local files; `scale`: a pg_dump and an S3 bucket's objects. */
  mode: z.enum(['embedded', 'scale']),
  versions: z.object({ podloom: z.string(), node: z.string(), database: z.string() }),
  /** How many committed migrations the database had, and the last one's name. */
  migrations: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  entries: z.array(manifestEntry),
  /** Folders kept even when empty (PostgreSQL's data directory needs its empty ones). */
  directories: z.array(z.string()).default([]),
  /** How long the database was held still (embedded) or dumped (scale), in milliseconds. */
  databaseMs: z.number().min(0),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** Entry paths are relative, slash-separated, and never climb out of where they are restored. */
export function isSafeEntryPath(entry: string): boolean {
  if (entry.startsWith('/') || entry.includes('\\') || entry.includes('\0')) return false;
  return entry.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
