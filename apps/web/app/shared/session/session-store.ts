import type { User } from '@shop/domain/identity/schemas';
import { useRouteLoaderData } from 'react-router';
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

/** What the root loader says of the session (root.tsx). */
type PageSession = { user?: User | null; isUserWithheld?: boolean };

/**
 * The signed-in customer, and whether that is known yet: what the browser learned since, else what
 * the page was served with. A public page drawn for everyone while a session came along (decision
 * 071) says nothing: who it is stays unknown (`user` null) until the browser has asked.
 */
export function useSessionUser(): { user: User | null; isKnown: boolean } {
  const page = useRouteLoaderData<PageSession>('root');
  const learned = useSessionStore((state) => state.user);
  if (learned !== undefined) return { user: learned, isKnown: true };
  if (page?.isUserWithheld) return { user: null, isKnown: false };
  return { user: page?.user ?? null, isKnown: true };
}

/** The signed-in customer as far as known: null for a guest, and while a withheld session is asked about. */
export function useCurrentUser(): User | null {
  return useSessionUser().user;
}

/**
 * The customer once the browser has learned who it is: for a press made while that is still unknown
 * (decision 071), which then does what it would have done for them, or for a guest.
 */
export function whenUserLearned(): Promise<User | null> {
  const { user } = useSessionStore.getState();
  if (user !== undefined) return Promise.resolve(user);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (state.user === undefined) return;
      stop();
      resolve(state.user);
    });
  });
}

// "A 401 response while logged in logs the user out": any API answer of 401 drops to guest.
if (typeof window !== 'undefined') {
  onUnauthorized(() => useSessionStore.getState().setUser(null));
}
