import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';

/** One run of a series: gather what is new, store it as sources and start its script. Tried up to 3 times. */
export const seriesRunJob: JobDefinition<z.ZodObject<{ runId: z.ZodNumber }>> = {
  name: 'series.run',
  payload: z.object({ runId: z.number().int() }),
  attempts: 3,
};

/** The schedule's sweep: starts a run for every series whose due time has come. */
export const seriesSweepJob: JobDefinition<z.ZodObject<{ reason: z.ZodString }>> = {
  name: 'series.sweep',
  payload: z.object({ reason: z.string() }),
  attempts: 1,
};

/** How often processes that run jobs queue a sweep: a run starts at most this late. */
export const SERIES_SWEEP_MS = 30_000;
