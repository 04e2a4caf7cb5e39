import { TIMINGS } from '@podloom/contract';
import { create } from 'zustand';
import { announce } from '../announcer/announce';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, text: string, durationMs?: number) => number;
  dismiss: (id: number) => void;
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
    set({ toasts: [...others, { id, kind, text, durationMs }].slice(-4) });
    // Spoken through the app's polite region, batched with whatever else is being announced.
    announce(text);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
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
