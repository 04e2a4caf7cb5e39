import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { uploadSlots } from './music.schema';

/**
 * How long a taken slot holds without its request ending: a process that died mid-upload (or mid-export) frees the
 * user's slot after this. Longer than any upload the size limits allow on a slow line, and than any export.
 */
export const UPLOAD_SLOT_SECONDS = 15 * 60;

/** What a user does one at a time, whichever process receives it. */
export type SlotPurpose = 'upload' | 'export';

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
  const expiresAt = new Date(now.getTime() + UPLOAD_SLOT_SECONDS * 1000);
  const taken = await db
    .insert(uploadSlots)
    .values({ userId, purpose, holder, expiresAt })
    .onConflictDoUpdate({
      target: [uploadSlots.userId, uploadSlots.purpose],
      set: { holder, expiresAt },
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
