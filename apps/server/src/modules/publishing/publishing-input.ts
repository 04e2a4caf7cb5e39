import { MESSAGES, type PlatformKey, PUBLISHING_MESSAGES, platformKeyOf } from '@podloom/contract';
import { z } from 'zod';
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

export const SCHEDULE_MESSAGES = {
  invalidPublishAt:
    'Please give the release time as a date and time with its time zone, for example 2026-12-01T09:00:00+05:30.',
  publishAtPast: 'Please choose a release time in the future, or publish now.',
  publishAtTooFar: 'Please choose a release time within a year from now.',
  alreadyOut: 'This episode is already out. Unpublish it first to schedule it again.',
} as const;

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * `publishAt`: an ISO 8601 date and time with its offset (the creator's time zone), as a UTC instant; null or
 * absent publishes now. A time already past is refused rather than quietly published at once.
 */
export function parsePublishAt(value: unknown, nowMs: number): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = z.iso.datetime({ offset: true }).safeParse(typeof value === 'string' ? value.trim() : value);
  if (!parsed.success) throw badRequest(SCHEDULE_MESSAGES.invalidPublishAt);
  const at = new Date(parsed.data);
  if (Number.isNaN(at.getTime())) throw badRequest(SCHEDULE_MESSAGES.invalidPublishAt);
  if (at.getTime() <= nowMs) throw badRequest(SCHEDULE_MESSAGES.publishAtPast);
  if (at.getTime() > nowMs + YEAR_MS) throw badRequest(SCHEDULE_MESSAGES.publishAtTooFar);
  return at;
}
