import { MESSAGES } from '@podloom/contract';
import { badRequest, forbidden } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { findRecentGeolocationLog, type GeolocationLog, insertGeolocationLog } from './auth.repository';

/** The browser reports a login the server has just recorded; within this window the two are one record. */
const SAME_EVENT_WINDOW_MS = 2 * 60 * 1000;
const SOURCE_EVENT_PATTERN = /^[\w.:-]{1,64}$/;

interface RequestInfo {
  ip: string;
  userAgent: string;
}

function entry(userId: number, request: RequestInfo, sourceEvent: string) {
  return { userId, ipAddress: request.ip, userAgent: request.userAgent.slice(0, 512), sourceEvent };
}

/** Every login leaves a record of where it came from (spec 001 §3 "Geolocation log record"); no IP lookup service. */
export async function recordLogin(
  services: Pick<AppServices, 'db' | 'log'>,
  userId: number,
  request: RequestInfo,
  sourceEvent = 'login',
): Promise<void> {
  try {
    await insertGeolocationLog(services.db, entry(userId, request, sourceEvent));
  } catch (error) {
    // A login is not refused for want of its audit row.
    services.log.error({ err: error, userId }, 'geolocation log failed');
  }
}

/**
 * The `uploadGeolocation` mutation: the address and browser are the request's own and the user is the token's;
 * a different user id in the payload is refused (DESIGN §5).
 */
export async function uploadGeolocation(
  services: Pick<AppServices, 'db'>,
  userId: number,
  input: { userId?: string | number | null; sourceEvent?: string | null },
  request: RequestInfo,
): Promise<GeolocationLog> {
  if (input.userId != null && String(input.userId) !== String(userId)) throw forbidden(MESSAGES.invalidUserId);
  const sourceEvent = input.sourceEvent?.trim() || 'login';
  if (!SOURCE_EVENT_PATTERN.test(sourceEvent)) throw badRequest('The source event is not valid.');
  const event = entry(userId, request, sourceEvent);
  const recent = await findRecentGeolocationLog(services.db, event, new Date(Date.now() - SAME_EVENT_WINDOW_MS));
  return recent ?? insertGeolocationLog(services.db, event);
}
