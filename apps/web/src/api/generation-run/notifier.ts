/**
 * Where a run's notices go: the app's toasts, a fake in tests. Durations are in ms; omitted means the default.
 * A notice may answer with an id that `dismiss` takes back: a progress notice ("Generating…") closes when its
 * run ends, rather than sitting beside the notice that says how it ended.
 */
export interface Notifier {
  info: (text: string, durationMs?: number) => unknown;
  success: (text: string, durationMs?: number) => unknown;
  warning: (text: string, durationMs?: number) => unknown;
  error: (text: string, durationMs?: number) => unknown;
  dismiss?: (id: never) => void;
}
