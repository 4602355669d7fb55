import { useState } from 'react';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { LogoutIcon } from '../../../shared/ui/icons-lazy.tsx';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * «خروج از حساب کاربری» as a whole-width button: the header dropdown's sign-out (same hook: the
 * session ends, the header forgets the customer, /profile is left for home) for phones, where the
 * dropdown is not drawn (decision 060).
 */
export function LogoutButton() {
  const logout = useLogout();
  const [isBusy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
      className="flex w-full items-center justify-center gap-2 rounded-3xl bg-white px-5 py-4 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 disabled:opacity-50"
    >
      <LogoutIcon />
      {faAccount.account.logout}
    </button>
  );
}
