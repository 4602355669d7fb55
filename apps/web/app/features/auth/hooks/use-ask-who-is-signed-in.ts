import { useEffect } from 'react';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { askWhoIsSignedIn } from '../api/ask-who-is-signed-in.ts';

/**
 * On a public page drawn for everyone while a session came along (decision 071), learns who is signed
 * in: the header's name, the basket's owner and the waitlist's flags follow from the session store.
 * The question is usually already on its way (root.tsx asks it while the page hydrates).
 */
export function useAskWhoIsSignedIn(isUserWithheld: boolean): void {
  useEffect(() => {
    if (!isUserWithheld) return;
    void askWhoIsSignedIn().then((user) => {
      const store = useSessionStore.getState();
      // A sign-in, a logout or a 401 learned meanwhile is newer than this answer.
      if (store.user === undefined) store.setUser(user);
    });
  }, [isUserWithheld]);
}
