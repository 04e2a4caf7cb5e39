import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRY_OVER_MS, toast, useToastStore } from './toast-store';

const texts = () => useToastStore.getState().toasts.map((t) => t.text);

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts across route changes', () => {
  it('carries a notice shown just before a navigation to the next screen, and no further', () => {
    // Confirming the sign-up says so and opens the login screen…
    toast.success('Verification successful! Please log in to continue.');
    vi.advanceTimersByTime(200);
    useToastStore.getState().navigated();
    expect(texts()).toEqual(['Verification successful! Please log in to continue.']);
    // …and logging in (a while later) opens the home screen without it.
    vi.advanceTimersByTime(8_000);
    useToastStore.getState().navigated();
    expect(texts()).toEqual([]);
  });

  it('closes the notices of a screen left after a while', () => {
    toast.info('Generating… this may take 30 to 45 seconds.');
    vi.advanceTimersByTime(CARRY_OVER_MS + 1);
    useToastStore.getState().navigated();
    expect(texts()).toEqual([]);
  });

  it('keeps a carried notice through a redirect right after the navigation', () => {
    toast.success('Done.');
    useToastStore.getState().navigated();
    vi.advanceTimersByTime(100);
    useToastStore.getState().navigated();
    expect(texts()).toEqual(['Done.']);
  });
});
