import type { AppServices } from '../../platform/services';
import { deleteExpiredCredentials } from './auth.repository';

/** How often expired codes and refresh tokens are deleted, and how long after expiry. */
export const CREDENTIAL_SWEEP = { everyMs: 60 * 60 * 1000, graceMs: 24 * 60 * 60 * 1000 } as const;

/** Deletes what expired more than a day ago; answers the counts (logged when something went). */
export async function sweepExpiredCredentials(platform: Pick<AppServices, 'db' | 'log' | 'now'>) {
  const removed = await deleteExpiredCredentials(platform.db, new Date(platform.now() - CREDENTIAL_SWEEP.graceMs));
  if (removed.codes + removed.tokens > 0)
    platform.log.info(removed, 'expired sign-in codes and refresh tokens deleted');
  return removed;
}

/**
 * In processes that run jobs: expired codes and refresh tokens are deleted at start and every hour, so the tables
 * keep what can still be used (several processes may sweep; each delete is idempotent). Answers the stop.
 */
export function startCredentialSweep(platform: Pick<AppServices, 'db' | 'log' | 'now'>): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredCredentials(platform).catch((error) =>
      platform.log.error({ err: error }, 'expired sign-in codes and refresh tokens were not deleted'),
    );
  };
  sweep();
  const timer = setInterval(sweep, CREDENTIAL_SWEEP.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
