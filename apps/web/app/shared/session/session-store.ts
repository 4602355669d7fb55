import type { User } from '@shop/domain/identity/schemas';
import { create } from 'zustand';
import { onUnauthorized } from '../api/unauthorized.ts';

/**
 * Who is signed in, as the browser learned it after the page loaded. The page's own answer comes
 * from the root loader (GET /profile on the server); the root loader does not run again on
 * navigation, so signing in, out, or completing the profile writes here instead. `undefined`
 * means "nothing learned since the page loaded: trust the loader". Written only by handlers and
 * effects, so the server's copy of this module stays empty and is never shared between requests.
 */
type SessionState = {
  user: User | null | undefined;
  setUser: (user: User | null) => void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  user: undefined,
  setUser: (user) => set({ user }),
}));

/** The signed-in customer: what the browser learned since, else what the page was served with. */
export function useCurrentUser(fromPage: User | null): User | null {
  const learned = useSessionStore((state) => state.user);
  return learned === undefined ? fromPage : learned;
}

// "A 401 response while logged in logs the user out": any API answer of 401 drops to guest.
if (typeof window !== 'undefined') {
  onUnauthorized(() => useSessionStore.getState().setUser(null));
}
