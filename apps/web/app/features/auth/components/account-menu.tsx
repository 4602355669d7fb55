import type { User } from '@shop/domain/identity/schemas';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { fa } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';

// The panel (money formatting, logout, clipboard) loads on the first hover or press of the
// button, not with every page's first script (the header's weight is budgeted: issue 4).
const loadPanel = () => import('./account-menu-panel.tsx');
const AccountMenuPanel = lazyWhenOnline(() =>
  loadPanel().then((module) => ({ default: module.AccountMenuPanel })),
);

const buttonClass =
  'hidden items-center gap-2 rounded-xl border border-black/10 px-3 py-2 text-sm font-medium hover:bg-surface lg:flex';
// One width for every customer's button, and for the button before the browser knows whose it is
// (decision 071): the name arriving moves nothing in the header.
const nameClass = 'w-24 truncate text-start';

type AccountMenuProps = {
  user: User | null;
  /** False on a public page drawn for everyone until the browser has asked who is signed in. */
  isKnown: boolean;
  loginPath: string;
};

/**
 * The header's profile slot: "sign in | register" for a guest (back to this page afterwards), or
 * the customer's name opening the profile dropdown (a disclosure: button plus panel). While a
 * session came but its customer is not known yet, a neutral «حساب کاربری» link to the profile.
 */
export function AccountMenu({ user, isKnown, loginPath }: AccountMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  if (!isKnown) {
    return (
      <Link to={paths.profile()} className={buttonClass} data-testid="account-pending">
        <UserIcon className="size-5" />
        <span className={nameClass}>{fa.header.account}</span>
        <ChevronDownIcon className="size-4" />
      </Link>
    );
  }
  if (!user) {
    return (
      <Link to={loginPath} className={buttonClass}>
        <UserIcon className="size-5" />
        {fa.header.login}
      </Link>
    );
  }
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={buttonClass}
      >
        <UserIcon className="size-5" />
        <span className={nameClass}>{user.first_name || fa.header.account}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={panelId} user={user} container={container} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
