import type { User } from '@shop/domain/identity/schemas';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { dismissToast } from '../../../shared/ui/notify.ts';
import { forgetBackUrl, readBackUrl } from '../back-url.ts';
import { afterSignIn } from '../destinations.ts';
import { forgetReferral } from '../referral-memory.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { authErrorToast } from '../toast-ids.ts';

/**
 * Once a session is open: the header learns who signed in, and the customer moves on to the
 * stored backUrl, or to /register (carrying it in the query) to complete a new profile.
 */
export function useFinishSignIn(): (user: User) => void {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  return useCallback(
    (user: User) => {
      setUser(user);
      dismissToast(authErrorToast);
      const destination = afterSignIn(user, readBackUrl());
      forgetBackUrl();
      // Whoever signed in, a remembered share link has done its work (decision 057).
      forgetReferral();
      void navigate(destination, { replace: true });
    },
    [navigate, setUser],
  );
}
