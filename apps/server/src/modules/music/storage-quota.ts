import { planThatLifts, type StorageUsage, storageAmountText } from '@podloom/contract';
import { AppError } from '../../platform/http/errors';
import type { FileStorage } from '../../providers/storage/storage';

/** What the quota asks of other modules: the plan's storage, and the folders of the user's podcasts. */
export interface StorageQuotaDeps {
  storage: FileStorage;
  allowance: (userId: number) => Promise<{ planName: string; limitBytes: number }>;
  podcastPrefixes: (userId: number) => Promise<string[]>;
}

export const musicFolderOf = (userId: number) => `music/users/${userId}/`;
export const cloneSamplesFolderOf = (userId: number) => `voices/samples/${userId}/`;

async function bytesUnder(storage: FileStorage, prefix: string): Promise<number> {
  let total = 0;
  for await (const file of storage.list(prefix)) total += file.size;
  return total;
}

/**
 * The plan's storage, measured from the files themselves (never from a counter that could drift): uploaded music,
 * clone samples, and every podcast's renders, stems, exports and mixdowns.
 */
export class StorageQuota {
  constructor(private readonly deps: StorageQuotaDeps) {}

  async usage(userId: number): Promise<StorageUsage> {
    const { storage } = this.deps;
    const [allowance, music, clones, prefixes] = await Promise.all([
      this.deps.allowance(userId),
      bytesUnder(storage, musicFolderOf(userId)),
      bytesUnder(storage, cloneSamplesFolderOf(userId)),
      this.deps.podcastPrefixes(userId),
    ]);
    let podcasts = 0;
    for (const prefix of prefixes) podcasts += await bytesUnder(storage, prefix);
    return {
      planName: allowance.planName,
      limitBytes: allowance.limitBytes,
      usedBytes: music + clones + podcasts,
      parts: { music, clones, podcasts },
    };
  }

  /**
   * Refuses, with a sentence naming the limit and the plan, files that would take the user past the plan: music
   * uploads, voice recordings for a clone, renders (from their estimated length) and exports (their encoded size).
   */
  async check(userId: number, incomingBytes: number, what: StoredWork = 'upload'): Promise<void> {
    const usage = await this.usage(userId);
    if (usage.usedBytes + incomingBytes <= usage.limitBytes) return;
    throw new AppError(413, storageFullMessage(usage, incomingBytes, what), 'STORAGE_FULL');
  }
}

/** What is about to be stored, as the refusal names it. */
export type StoredWork = 'upload' | 'recording' | 'render' | 'export';

/** Asks the storage quota before storing `incomingBytes` for the user; throws the sentence when full. */
export type StorageCheck = (userId: number, incomingBytes: number, what: StoredWork) => Promise<void>;

export function storageFullMessage(usage: StorageUsage, incomingBytes: number, what: StoredWork = 'upload'): string {
  const lifts = planThatLifts((limits) => limits.storageBytes >= usage.usedBytes + incomingBytes);
  return (
    `Your ${usage.planName} plan stores up to ${storageAmountText(usage.limitBytes)} of music, cloned voices and ` +
    `podcast audio, and you use ${storageAmountText(usage.usedBytes)}; this ${what} needs ` +
    `${what === 'render' ? 'about ' : ''}${storageAmountText(incomingBytes)} more. Delete some music or podcasts` +
    (lifts
      ? `, or upgrade to the ${lifts.name} on the pricing page (${storageAmountText(lifts.limits.storageBytes)}).`
      : '.')
  );
}
