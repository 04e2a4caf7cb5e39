import type { DbOrTx } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/http/errors';
import { countJobsStartedSince } from './generation.repository';
import type { JobKind } from './job-payloads';

/**
 * Starts per user per hour (issue 12, finding 7): the two-at-a-time limit alone let one account keep the writer and
 * the voices busy around the clock. A real session starts a handful of scripts and renders an hour; these leave
 * room for that and for retries. Plans have no generation quotas yet (checkout is not built).
 */
export const GENERATION_RATE = { scriptsPerHour: 20, audioPerHour: 20, mixdownsPerHour: 30 } as const;

/**
 * Research previews per user per hour: each may search an encyclopedia and fetch the description's addresses, so an
 * account asking about endless topics would make us a request amplifier. The home screen asks once a pause in
 * typing; 120 an hour is far more than a person writing topics needs. Counted per process, like the page limits.
 */
export const RESEARCH_PREVIEWS_PER_HOUR = 120;
export const RESEARCH_RATE_MESSAGE =
  'You have looked up a great many topics in the last hour. Please wait a little and try again.';

const WHAT = { script: 'scripts', audio: 'audio renders', mixdown: 'mixdowns' } as const;

export function generationRateMessage(kind: JobKind, limit: number): string {
  return `You have started ${limit} ${WHAT[kind]} in the last hour, the most we allow. Please try again later.`;
}

/** Throws a 429 with a sentence when the user has used up the hour; call with the user's row locked. */
export async function assertGenerationRate(tx: DbOrTx, userId: number, kind: JobKind, now = new Date()) {
  const limit = {
    script: GENERATION_RATE.scriptsPerHour,
    audio: GENERATION_RATE.audioPerHour,
    mixdown: GENERATION_RATE.mixdownsPerHour,
  }[kind];
  const started = await countJobsStartedSince(tx, userId, kind, new Date(now.getTime() - 60 * 60 * 1000));
  if (started >= limit) throw tooManyRequests(generationRateMessage(kind, limit));
}
