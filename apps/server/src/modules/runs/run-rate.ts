import type { DbOrTx } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/http/errors';
import type { RunKind } from './run-kind';
import { countJobsStartedSince } from './runs.repository';

/** The refusal once a user has started `perHour` jobs of a kind in the last hour. */
export function startRateMessage(rate: RunKind['rate']): string {
  return `You have started ${rate.perHour} ${rate.plural} in the last hour, the most we allow. Please try again later.`;
}

/**
 * Throws a 429 with a sentence when the user has used up the hour's starts of this kind; call with the user's row
 * locked. The two-at-a-time limit alone would let one account keep the writer and the voices busy around the clock.
 */
export async function assertStartRate(tx: DbOrTx, userId: number, kind: RunKind, now = new Date()): Promise<void> {
  const started = await countJobsStartedSince(tx, userId, kind.name, new Date(now.getTime() - 60 * 60 * 1000));
  if (started >= kind.rate.perHour) throw tooManyRequests(startRateMessage(kind.rate));
}
