import { AUTH_STORAGE_KEY } from '@podloom/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec 001 §3 "Session user". */
export interface SessionUser {
  given_name: string;
  family_name: string;
  email: string;
  phone?: string | null;
}

/** What is persisted under `auth-storage` (spec 001 §3 "Stored auth state"). */
export interface StoredSession {
  user: SessionUser | null;
  token: string | null;
  refreshToken: string | null;
}

export interface SessionState extends StoredSession {
  login: (user: SessionUser, token: string, refreshToken?: string | null) => void;
  /** A renewed session: new tokens, and the user as the server knows them now when it says. */
  renew: (token: string, refreshToken: string, user?: SessionUser | null) => void;
  /** The profile changed (a new name): the menu's initials follow. */
  updateUser: (changes: Partial<SessionUser>) => void;
  /** Ends the session on this device only; `signOut` also revokes it on the server. */
  logout: () => void;
}

/** The only global client state (STYLE §10): persisted under `auth-storage` (spec 001 §3). */
export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      user: null,
      token: null,
      refreshToken: null,
      login: (user, token, refreshToken = null) => set({ user, token, refreshToken: refreshToken ?? null }),
      renew: (token, refreshToken, user) => set({ token, refreshToken, user: user ?? get().user }),
      updateUser: (changes) => {
        const user = get().user;
        if (user) set({ user: { ...user, ...changes } });
      },
      logout: () => {
        set({ user: null, token: null, refreshToken: null });
        // Spec 001 §4: logout clears local and session storage, not only the session entry.
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Storage can be unavailable (private mode, tests); the in-memory session is already cleared.
        }
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, refreshToken }) => ({ user, token, refreshToken }),
    },
  ),
);

/** For non-React code (the API client): the current token without subscribing. */
export function currentToken(): string | null {
  return useSessionStore.getState().token;
}

/**
 * The session as another tab of this browser last wrote it, straight from storage (the in-memory store only
 * learns of it on the next `storage` event). Null when nothing is stored or storage cannot be read.
 */
export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const state = (JSON.parse(raw) as { state?: Partial<StoredSession> }).state;
    if (!state) return null;
    return { user: state.user ?? null, token: state.token ?? null, refreshToken: state.refreshToken ?? null };
  } catch {
    return null;
  }
}
