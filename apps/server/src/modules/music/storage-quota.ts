import { planThatLifts, type StorageUsage, storageAmountText } from '@podloom/contract';
import { AppError } from '../../platform/http/errors';
import type { FileStorage } from '../../providers/storage/storage';

/** What the quota asks of other modules: the plan's storage, and the folders of the user's podcasts. */
export interface StorageQuotaDeps {
  storage: FileStorage;
  allowance: (userId: number) => Promise<{ planName: string; limitBytes: number }>;
  podcastPrefixes: (userId: number) => Promise<string[]>;
  /** What the user's renders and clips not finished yet will store (runs' reservations), counted as used. */
  pendingBytes?: (userId: number) => Promise<number>;
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
   * What renders and clips not finished yet will store counts as used.
   */
  async check(userId: number, incomingBytes: number, what: StoredWork = 'upload'): Promise<void> {
    await this.gate(userId, incomingBytes, what);
  }

  /**
   * `check` for a job about to be started, which answers the check again for the pending bytes its starter counts
   * under the user's lock (jobs started at once each see the others). The files are measured once, here, outside
   * the starter's transaction.
   */
  async gate(userId: number, incomingBytes: number, what: StoredWork): Promise<(pendingBytes: number) => void> {
    const [usage, pendingNow] = await Promise.all([this.usage(userId), this.deps.pendingBytes?.(userId) ?? 0]);
    const judge = (pending: number) => {
      if (usage.usedBytes + pending + incomingBytes <= usage.limitBytes) return;
      throw new AppError(413, storageFullMessage(usage, incomingBytes, what, pending), 'STORAGE_FULL');
    };
    judge(pendingNow);
    return judge;
  }
}

/** What is about to be stored, as the refusal names it. */
export type StoredWork = 'upload' | 'recording' | 'render' | 'mixdown' | 'export';

/** Asks the storage quota before storing `incomingBytes` for the user; throws the sentence when full. */
export type StorageCheck = (userId: number, incomingBytes: number, what: StoredWork) => Promise<void>;

/** StorageQuota.gate: refuses now, and answers the check to repeat under the lock that starts the job. */
export type StorageGate = (userId: number, incomingBytes: number, what: StoredWork) => Promise<StorageRecheck>;
/** Throws the quota's sentence when the job's bytes no longer fit beside `pendingBytes` of jobs not finished. */
export type StorageRecheck = (pendingBytes: number) => void;

export function storageFullMessage(
  usage: StorageUsage,
  incomingBytes: number,
  what: StoredWork = 'upload',
  pendingBytes = 0,
): string {
  const lifts = planThatLifts((limits) => limits.storageBytes >= usage.usedBytes + pendingBytes + incomingBytes);
  const pending =
    pendingBytes > 0 ? `, with about ${storageAmountText(pendingBytes)} more in renders not finished yet` : '';
  return (
    `Your ${usage.planName} plan stores up to ${storageAmountText(usage.limitBytes)} of music, cloned voices and ` +
    `podcast audio, and you use ${storageAmountText(usage.usedBytes)}${pending}; this ${what} needs ` +
    `${what === 'render' || what === 'mixdown' ? 'about ' : ''}${storageAmountText(incomingBytes)} more. Delete some music or podcasts` +
    (lifts
      ? `, or upgrade to the ${lifts.name} on the pricing page (${storageAmountText(lifts.limits.storageBytes)}).`
      : '.')
  );
}
