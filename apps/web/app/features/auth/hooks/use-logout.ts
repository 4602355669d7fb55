import { useLocation, useNavigate } from 'react-router';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { logout } from '../api/logout.ts';
import { afterLogout } from '../destinations.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/**
 * POST /logout, then guest: the header forgets the customer and their own pages are left for
 * home. Any answer from the server ends the session (a 401 means it had ended already); with no
 * answer at all the cookie is still live, so the customer stays signed in and is told why.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setUser = useSessionStore((state) => state.setUser);
  return async () => {
    try {
      await logout(browserApi);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify('error', faAccount.auth.networkError);
        return;
      }
    }
    setUser(null);
    notify('success', faAccount.account.loggedOut);
    const destination = afterLogout(pathname);
    if (destination) void navigate(destination, { replace: true });
  };
}
