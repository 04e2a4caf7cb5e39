import { MESSAGES, type PlatformKey, PUBLISHING_MESSAGES, platformKeyOf } from '@podloom/contract';
import { badRequest, forbidden } from '../../platform/http/errors';

/** The token decides who the caller is; a payload naming someone else is refused (DESIGN §5, spec 000 §5). */
export function assertCaller(callerId: number, claimed: unknown): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  const id = typeof claimed === 'number' ? claimed : Number(claimed);
  if (!Number.isInteger(id)) throw badRequest(MESSAGES.invalidUserId);
  if (id !== callerId) throw forbidden(MESSAGES.invalidUserId);
}

/** One of spec 000 §7's platform keys, or its display name. */
export function parsePlatform(value: unknown): PlatformKey {
  const key = typeof value === 'string' ? platformKeyOf(value) : null;
  if (!key) throw badRequest(PUBLISHING_MESSAGES.invalidPlatform);
  return key;
}

/** Postgres unique violations, however the driver wraps them. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
