import { z } from 'zod';

/** The `voices.measures` column: what an offline clone measured in its recording. */
export const cloneMeasures = z.object({
  medianPitchHz: z.number().positive(),
  pitchSpanSemitones: z.number().nonnegative(),
  syllablesPerSecond: z.number().nonnegative(),
  /** The recording's length. */
  seconds: z.number().positive(),
});
export type CloneMeasures = z.infer<typeof cloneMeasures>;
