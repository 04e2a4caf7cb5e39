/**
 * The generation run shared by scripts and audio (spec 000 §4): start, stream, watchdog, timeout, fallback
 * look-ups, finish and dispose. A flow (features/generator, features/audio) says what differs.
 */
export {
  type GenerationFlow,
  GenerationRun,
  type RunEnd,
  type RunObserver,
  type RunPhase,
  type RunTimings,
  type StartedRun,
  type StreamProgress,
  type StreamResult,
} from './generation-run';
export { type GenerationStream, type GenerationStreamHandlers, openGenerationStream } from './generation-stream';
export type { Notifier } from './notifier';
export { RunTimers } from './run-timers';
