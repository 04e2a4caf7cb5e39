/** Where a run's notices go: the app's toasts, a fake in tests. Durations are in ms; omitted means the default. */
export interface Notifier {
  info: (text: string, durationMs?: number) => void;
  success: (text: string, durationMs?: number) => void;
  warning: (text: string, durationMs?: number) => void;
  error: (text: string, durationMs?: number) => void;
}
