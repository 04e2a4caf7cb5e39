import { planThatLifts, type StorageUsage, storageAmountText } from '@podloom/contract';
import type { Db, DbOrTx } from '../../platform/db/client';
import { holdLock, USER_WORK_LOCK } from '../../platform/db/locks';
import { AppError, tooManyRequests } from '../../platform/http/errors';
import type { FileStorage } from '../../providers/storage/storage';
import { holdSlotBytes, type SlotPurpose, slotHoldingsOf, takeUserSlot } from './upload-slots';

/** What the quota asks of other modules: the plan's storage, and the folders of the user's podcasts. */
export interface StorageQuotaDeps {
  db: Db;
  storage: FileStorage;
  allowance: (userId: number) => Promise<{ planName: string; limitBytes: number }>;
  podcastPrefixes: (userId: number) => Promise<string[]>;
  /**
   * What each of the user's jobs not finished yet will store (runs' reservations), counted as used; read on `db`,
   * the transaction of the user's work lock when asked under it.
   */
  reservations?: (userId: number, db: DbOrTx) => Promise<Array<{ refId: string; bytes: number }>>;
}

/** Storage held for files not stored yet, by holder (`job:<refId>`, `slot:<purpose>:<holder>`). */
type Holdings = Map<string, number>;

/**
 * What was held when the files were measured, and what is held now: a job that finished in between (its files
 * perhaps stored after they were measured) still counts, once; one started since counts too.
 */
function heldBytes(before: Holdings, now: Holdings): number {
  let total = 0;
  for (const bytes of new Map([...before, ...now]).values()) total += bytes;
  return total;
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
   * What jobs not finished yet will store, and what exports and uploads being stored hold, counts as used.
   *
   * `hold` names the user's slot (an export, a music upload) whose holder is about to store the bytes: they are then
   * checked under the user's work lock, the lock job starts take, and written on the slot, where every later check
   * counts them until the slot is freed (by then the files are stored and count themselves). So a render started
   * while an export is being stored sees the export, and the two cannot pass the plan together.
   */
  async check(userId: number, incomingBytes: number, what: StoredWork = 'upload', hold?: SlotPurpose): Promise<void> {
    if (!hold) {
      await this.gate(userId, incomingBytes, what);
      return;
    }
    // The files are measured outside the transaction (nothing but the lock's own reads runs under it), after what
    // is held: see heldBytes.
    const before = await this.holdings(this.deps.db, userId, hold);
    const usage = await this.usage(userId);
    await this.deps.db.transaction(async (tx) => {
      await holdLock(tx, USER_WORK_LOCK, userId);
      judgeStorage(usage, incomingBytes, what, heldBytes(before, await this.holdings(tx, userId, hold)));
      await holdSlotBytes(tx, userId, hold, incomingBytes);
    });
  }

  /**
   * Stores `incomingBytes` with them held against the plan while they are written: takes the user's slot for `purpose`
   * (waiting a moment while another request of the user stores through it), checks and holds the bytes (`check` with
   * `hold`), runs `store`, and frees the slot, after which the stored file counts itself. For files stored within a
   * request and outside any job and any slot of its own: a clone's recording.
   */
  async storeHeld(
    userId: number,
    incomingBytes: number,
    what: StoredWork,
    purpose: SlotPurpose,
    store: () => Promise<void>,
  ): Promise<void> {
    const release = await this.waitForSlot(userId, purpose);
    try {
      await this.check(userId, incomingBytes, what, purpose);
      await store();
    } finally {
      await release();
    }
  }

  /** The user's slot for `purpose`; a request holding it stores one file, so it is free again within moments. */
  private async waitForSlot(userId: number, purpose: SlotPurpose): Promise<() => Promise<void>> {
    for (let attempt = 0; attempt < SLOT_WAIT_ATTEMPTS; attempt++) {
      const release = await takeUserSlot(this.deps.db, userId, purpose);
      if (release) return release;
      await new Promise((resolve) => setTimeout(resolve, SLOT_WAIT_MS));
    }
    throw tooManyRequests(SLOT_BUSY_MESSAGE);
  }

  /**
   * `check` for a job about to be started, which answers the check again for the pending bytes its starter counts
   * under the user's lock (jobs started at once each see the others, and the exports and uploads being stored). The
   * files are measured once, here, outside the starter's transaction.
   */
  async gate(userId: number, incomingBytes: number, what: StoredWork): Promise<StorageRecheck> {
    const before = await this.holdings(this.deps.db, userId);
    const usage = await this.usage(userId);
    judgeStorage(usage, incomingBytes, what, heldBytes(before, new Map()));
    return async (tx) => judgeStorage(usage, incomingBytes, what, heldBytes(before, await this.holdings(tx, userId)));
  }

  /** What the user's live jobs and slots (but `exceptSlot`) hold, read on `db`. */
  private async holdings(db: DbOrTx, userId: number, exceptSlot?: SlotPurpose): Promise<Holdings> {
    const jobs = (await this.deps.reservations?.(userId, db)) ?? [];
    const slots = await slotHoldingsOf(db, userId, exceptSlot);
    return new Map([
      ...jobs.map((job): [string, number] => [`job:${job.refId}`, job.bytes]),
      ...slots.map((slot): [string, number] => [slot.key, slot.bytes]),
    ]);
  }
}

/** How long `storeHeld` waits for the user's slot: 100 tries, 50 ms apart (a file stored takes far less). */
const SLOT_WAIT_ATTEMPTS = 100;
const SLOT_WAIT_MS = 50;
export const SLOT_BUSY_MESSAGE =
  'Another of your recordings is being saved just now. Nothing was saved; please try again in a moment.';

/** Throws the quota's sentence when `incomingBytes` do not fit beside what is used and `pendingBytes` held. */
function judgeStorage(usage: StorageUsage, incomingBytes: number, what: StoredWork, pendingBytes: number): void {
  if (usage.usedBytes + pendingBytes + incomingBytes <= usage.limitBytes) return;
  throw new AppError(413, storageFullMessage(usage, incomingBytes, what, pendingBytes), 'STORAGE_FULL');
}

/** What is about to be stored, as the refusal names it. */
export type StoredWork = 'upload' | 'recording' | 'render' | 'mixdown' | 'export';

/**
 * Asks the storage quota before storing `incomingBytes` for the user; throws the sentence when full. With `hold`, the
 * bytes are held on the user's slot for it until the slot is freed (see StorageQuota.check).
 */
export type StorageCheck = (
  userId: number,
  incomingBytes: number,
  what: StoredWork,
  hold?: SlotPurpose,
) => Promise<void>;

/** StorageQuota.gate: refuses now, and answers the check to repeat under the lock that starts the job. */
export type StorageGate = (userId: number, incomingBytes: number, what: StoredWork) => Promise<StorageRecheck>;
/**
 * Throws the quota's sentence when the job's bytes no longer fit beside what the user's jobs not finished and slots
 * hold, read on `tx` (the transaction holding the user's work lock).
 */
export type StorageRecheck = (tx: DbOrTx) => Promise<void>;

export function storageFullMessage(
  usage: StorageUsage,
  incomingBytes: number,
  what: StoredWork = 'upload',
  pendingBytes = 0,
): string {
  const lifts = planThatLifts((limits) => limits.storageBytes >= usage.usedBytes + pendingBytes + incomingBytes);
  const pending =
    pendingBytes > 0
      ? `, with about ${storageAmountText(pendingBytes)} more in renders and exports not finished yet`
      : '';
  return (
    `Your ${usage.planName} plan stores up to ${storageAmountText(usage.limitBytes)} of music, cloned voices and ` +
    `podcast audio, and you use ${storageAmountText(usage.usedBytes)}${pending}; this ${what} needs ` +
    `${what === 'render' || what === 'mixdown' ? 'about ' : ''}${storageAmountText(incomingBytes)} more. Delete some music or podcasts` +
    (lifts
      ? `, or upgrade to the ${lifts.name} on the pricing page (${storageAmountText(lifts.limits.storageBytes)}).`
      : '.')
  );
}
