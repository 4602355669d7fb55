import type { User } from '@shop/domain/identity/schemas';
import { formatToman } from '@shop/domain/money';
import { useEffect, type ComponentType, type RefObject, type SVGProps } from 'react';
import { Link } from 'react-router';
import { CopyIcon } from '../../../shared/ui/icons.tsx';
import { LogoutIcon, WalletIcon } from '../../../shared/ui/icons-lazy.tsx';
import { accountLinkIcons } from '../../../shared/layout/account-link-icons.tsx';
import { accountPages } from '../../../shared/layout/account-links.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useCopyToClipboard } from '../../../shared/ui/use-copy-to-clipboard.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { paths } from '../../../shared/paths.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { MobileNumber } from './mobile-number.tsx';

type Props = {
  id: string;
  user: User;
  /** The menu's box: a press outside it closes the panel. */
  container: RefObject<HTMLDivElement | null>;
  onClose: (returnFocus?: boolean) => void;
};

/**
 * The profile dropdown (storefront.md "Header"): wallet balance in tomans, every account page
 * (shared/layout/account-links.ts: orders, periodic orders, addresses, discount codes, referral,
 * company), the referral code to copy, and logout. Closes on a press outside, on Escape and on any choice.
 */
export function AccountMenuPanel({ id, user, container, onClose }: Props) {
  const logout = useLogout();
  const { copy } = useCopyToClipboard();
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, onClose]);

  async function copyReferral() {
    const isCopied = await copy(user.introduce_code);
    notify(
      isCopied ? 'success' : 'error',
      isCopied ? faAccount.account.referralCopied : faAccount.account.copyFailed,
    );
  }

  return (
    <div
      id={id}
      className="absolute end-0 top-full z-40 mt-2 w-72 rounded-2xl bg-white p-2 text-sm shadow-xl ring-1 ring-black/5"
    >
      <Link
        to={paths.profile()}
        onClick={() => onClose()}
        className="block rounded-xl px-3 py-2.5 hover:bg-surface"
      >
        <span className="block font-bold">
          {[user.first_name, user.last_name].filter(Boolean).join(' ') || faAccount.account.guestName}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2 text-xs text-muted">
          <MobileNumber mobile={user.mobile} />
          <span className="text-brand-600">{faAccount.account.viewProfile}</span>
        </span>
      </Link>
      <hr className="my-1 border-black/5" />
      <p className="flex items-center gap-3 px-3 py-2.5">
        <WalletIcon className="size-5 text-muted" />
        {faAccount.account.wallet}
        <span className="ms-auto font-bold">{formatToman(user.wallet_value)}</span>
      </p>
      {accountPages.map((link) => (
        <MenuLink
          key={link.key}
          to={link.to}
          label={link.label}
          Icon={accountLinkIcons[link.key]}
          onClose={onClose}
        />
      ))}
      <div className="flex items-center gap-3 px-3 py-2.5">
        <span className="text-muted">{faAccount.account.referral}</span>
        <bdi dir="ltr" className="ms-auto font-mono font-semibold tracking-wider">
          {user.introduce_code}
        </bdi>
        <button
          type="button"
          onClick={() => void copyReferral()}
          aria-label={faAccount.account.copyReferral}
          title={faAccount.account.copyReferral}
          className="rounded-lg p-1.5 text-muted hover:bg-surface hover:text-brand-600"
        >
          <CopyIcon className="size-5" />
        </button>
      </div>
      <hr className="my-1 border-black/5" />
      <button
        type="button"
        onClick={() => void logout().finally(() => onClose())}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-brand-700 hover:bg-brand-50"
      >
        <LogoutIcon />
        {faAccount.account.logout}
      </button>
    </div>
  );
}

type MenuLinkProps = {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  onClose: () => void;
};

function MenuLink({ to, label, Icon, onClose }: MenuLinkProps) {
  return (
    <Link
      to={to}
      onClick={() => onClose()}
      className="flex items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-surface"
    >
      <Icon className="size-5 text-muted" />
      {label}
    </Link>
  );
}
