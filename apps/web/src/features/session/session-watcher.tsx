import { AUTH_STORAGE_KEY } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endExpiredSession, renewSession } from '../../api/session/session-renewal';
import { readStoredSession, useSessionStore } from '../../api/session/session-store';
import { actionAfterUnansweredRenewal, nextSessionAction, type SessionAction } from './session-schedule';

// setTimeout overflows past 2^31-1 ms (~24.8 days): wait in slices and re-check.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Spec 001 §4: a timer logs the user out when the token expires, or at once if it already has. A session with a
 * refresh token renews itself shortly before instead, and ends only when the renewal is refused (session-schedule).
 * It also keeps tabs in step and drops cached server data when the session ends.
 */
export function SessionWatcher(): null {
  const token = useSessionStore((s) => s.token);
  const refreshToken = useSessionStore((s) => s.refreshToken);
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const schedule = (action: SessionAction) => {
      if (action.kind === 'none' || cancelled) return;
      timer = setTimeout(run, Math.min(action.inMs, MAX_TIMER_MS));
    };
    const run = async () => {
      // Timers wake early (slices of a long wait) or late (a sleeping laptop): the clock decides, not the timer.
      const due = nextSessionAction(useSessionStore.getState());
      if (due.kind === 'none') return;
      if (due.inMs > 0) return schedule(due);
      if (due.kind === 'expire') return endExpiredSession();
      const result = await renewSession();
      // 'renewed' changes the token and this effect starts over; 'rejected' has ended the session.
      if (result === 'unavailable' && !cancelled) {
        const next = actionAfterUnansweredRenewal(useSessionStore.getState().token);
        if (next.kind === 'expire') endExpiredSession();
        else schedule(next);
      }
    };
    schedule(nextSessionAction({ token, refreshToken }));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, refreshToken]);

  // What one user saw must not show for the next one: the session's end empties the query cache.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.token && !state.token) queryClient.clear();
      }),
    [queryClient],
  );

  // Another tab logged in, renewed or logged out: follow it, so no tab presents a refresh token already used.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== AUTH_STORAGE_KEY && event.key !== null)) return;
      const stored = readStoredSession();
      const current = useSessionStore.getState();
      if (!stored?.token) {
        if (current.token) useSessionStore.setState({ user: null, token: null, refreshToken: null });
        return;
      }
      if (stored.token !== current.token || stored.refreshToken !== current.refreshToken) {
        useSessionStore.setState({ user: stored.user, token: stored.token, refreshToken: stored.refreshToken });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
