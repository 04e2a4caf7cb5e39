import { TIMINGS } from '@podloom/contract';
import { create } from 'zustand';
import { announce } from '../announcer/announce';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
  /** When it was shown (ms since the epoch). */
  shownAt: number;
  /** When a route change carried it over to the next screen, if one did. */
  carriedAt?: number;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, text: string, durationMs?: number) => number;
  dismiss: (id: number) => void;
  /** A new route was opened: close the notices that belong to the screen left behind. */
  navigated: (now?: number) => void;
}

/**
 * A notice shown just before a route change is what that change is about ("Verification successful! Please log
 * in to continue." opening the login screen): it rides along once. A redirect right after (a guard sending the
 * user on) keeps it too. Every other route change closes the notices, so a run's toasts do not follow the user
 * to Help and the login screen's notice is gone once the user is in.
 */
export const CARRY_OVER_MS = 2_000;
const REDIRECT_MS = 500;

function keepsAcrossNavigation(toast: Toast, now: number): Toast | null {
  if (toast.carriedAt === undefined) return now - toast.shownAt < CARRY_OVER_MS ? { ...toast, carriedAt: now } : null;
  return now - toast.carriedAt < REDIRECT_MS ? toast : null;
}

let nextId = 1;

/**
 * A tiny toast queue of our own: the landing must stay light (no antd in its first load), and every screen
 * should show notices the same way. Toasts last 10 s by default (spec 000 §9, `TIMINGS.toastMs`).
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, text, durationMs = TIMINGS.toastMs) => {
    const id = nextId++;
    // The same sentence twice in a row is one notice, not a stack of copies.
    const others = get().toasts.filter((t) => t.text !== text);
    set({ toasts: [...others, { id, kind, text, durationMs, shownAt: Date.now() }].slice(-4) });
    // Spoken through the app's polite region, batched with whatever else is being announced.
    announce(text);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  navigated: (now = Date.now()) => {
    const kept = get().toasts.flatMap((t) => keepsAcrossNavigation(t, now) ?? []);
    set({ toasts: kept });
  },
}));

const show = (kind: ToastKind) => (text: string, durationMs?: number) =>
  useToastStore.getState().show(kind, text, durationMs);

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
