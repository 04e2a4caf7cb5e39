import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { uploadSlots } from './music.schema';

/**
 * How long a taken slot holds without its request ending: a process that died mid-upload frees the user's slot
 * after this. Longer than any upload the size limits allow on a slow line.
 */
export const UPLOAD_SLOT_SECONDS = 15 * 60;

/**
 * Takes the user's one upload slot, in the database so every process agrees: answers the function that frees it,
 * or null while another upload of the user (in this process or another) holds it. A slot past its expiry is taken
 * over.
 */
export async function takeUploadSlot(db: Db, userId: number, now = new Date()): Promise<(() => Promise<void>) | null> {
  const holder = randomUUID();
  const expiresAt = new Date(now.getTime() + UPLOAD_SLOT_SECONDS * 1000);
  const taken = await db
    .insert(uploadSlots)
    .values({ userId, holder, expiresAt })
    .onConflictDoUpdate({
      target: uploadSlots.userId,
      set: { holder, expiresAt },
      setWhere: lt(uploadSlots.expiresAt, now),
    })
    .returning({ holder: uploadSlots.holder });
  if (taken[0]?.holder !== holder) return null;
  return async () => {
    await db.delete(uploadSlots).where(and(eq(uploadSlots.userId, userId), eq(uploadSlots.holder, holder)));
  };
}
