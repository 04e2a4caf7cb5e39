import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uploadSlots } from './music.schema';

/**
 * How long a taken slot holds without its request ending: a process that died mid-upload (or mid-export) frees the
 * user's slot after this. Longer than any upload the size limits allow on a slow line, and than any export.
 */
export const UPLOAD_SLOT_SECONDS = 15 * 60;

/**
 * A recording's slot covers only the storing of a clone's sample (a few MB, moments on any disk or bucket), so one
 * left by a process that died mid-store frees the user's clones after two minutes, not fifteen.
 */
export const RECORDING_SLOT_SECONDS = 2 * 60;

/** What a user does one at a time, whichever process receives it (a recording: a clone's sample being stored). */
export type SlotPurpose = 'upload' | 'export' | 'recording';

const SLOT_SECONDS: Record<SlotPurpose, number> = {
  upload: UPLOAD_SLOT_SECONDS,
  export: UPLOAD_SLOT_SECONDS,
  recording: RECORDING_SLOT_SECONDS,
};

/**
 * Takes the user's one slot for `purpose`, in the database so every process agrees: answers the function that
 * frees it, or null while another request of the user for the same purpose (in this process or another) holds it.
 * A slot past its expiry is taken over.
 */
export async function takeUserSlot(
  db: Db,
  userId: number,
  purpose: SlotPurpose,
  now = new Date(),
): Promise<(() => Promise<void>) | null> {
  const holder = randomUUID();
  const expiresAt = new Date(now.getTime() + SLOT_SECONDS[purpose] * 1000);
  const taken = await db
    .insert(uploadSlots)
    .values({ userId, purpose, holder, expiresAt })
    .onConflictDoUpdate({
      target: [uploadSlots.userId, uploadSlots.purpose],
      set: { holder, expiresAt, reservedBytes: 0 },
      setWhere: lt(uploadSlots.expiresAt, now),
    })
    .returning({ holder: uploadSlots.holder });
  if (taken[0]?.holder !== holder) return null;
  return async () => {
    const mine = and(eq(uploadSlots.userId, userId), eq(uploadSlots.purpose, purpose), eq(uploadSlots.holder, holder));
    await db.delete(uploadSlots).where(mine);
  };
}

/** The user's one music upload in flight (takeUserSlot for uploads). */
export function takeUploadSlot(db: Db, userId: number, now = new Date()) {
  return takeUserSlot(db, userId, 'upload', now);
}

/**
 * Storage each of the user's live slots holds (but `except`'s), for the quota: files being stored outside any job.
 * A slot is named by its purpose and holder, so a slot taken over by a new holder is another holding.
 */
export async function slotHoldingsOf(
  db: DbOrTx,
  userId: number,
  except?: SlotPurpose,
  now = new Date(),
): Promise<Array<{ key: string; bytes: number }>> {
  const live = and(
    eq(uploadSlots.userId, userId),
    gt(uploadSlots.expiresAt, now),
    gt(uploadSlots.reservedBytes, 0),
    except ? ne(uploadSlots.purpose, except) : undefined,
  );
  const rows = await db
    .select({ purpose: uploadSlots.purpose, holder: uploadSlots.holder, bytes: uploadSlots.reservedBytes })
    .from(uploadSlots)
    .where(live);
  return rows.map((row) => ({ key: `slot:${row.purpose}:${row.holder}`, bytes: row.bytes }));
}

/** Writes on the user's slot for `purpose` the bytes its holder is about to store (none when no slot is held). */
export async function holdSlotBytes(db: DbOrTx, userId: number, purpose: SlotPurpose, bytes: number): Promise<void> {
  await db
    .update(uploadSlots)
    .set({ reservedBytes: Math.ceil(bytes) })
    .where(and(eq(uploadSlots.userId, userId), eq(uploadSlots.purpose, purpose)));
}
