import { Link } from 'react-router';
import { accountLinkIcons } from '../../../shared/layout/account-link-icons.tsx';
import { accountPages } from '../../../shared/layout/account-links.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { ChevronEndIcon } from '../../../shared/ui/icons.tsx';
import { WalletIcon } from '../../../shared/ui/icons-lazy.tsx';
import { walletLine } from '../wallet-line.ts';

/**
 * /profile's menu below 1024 px, where the header's dropdown is not drawn (decision 060): the wallet's
 * balance and every account page with what is there (the route puts sign-out at the page's foot).
 * From 1024 px the row of links and the dropdown do this.
 */
export function AccountMenuList({ walletBalance }: { walletBalance: number | null }) {
  const wallet = walletBalance === null ? null : walletLine(walletBalance);
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:hidden">
      {wallet ? (
        <p
          data-testid="wallet-balance"
          className="flex items-center gap-3 rounded-3xl bg-white px-5 py-4 shadow-sm"
        >
          <WalletIcon className="size-6 shrink-0 text-brand-600" />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{wallet.label}</span>
            <span className="text-xs text-muted">
              {wallet.isDebt ? faAccount.sections.debtHint : faAccount.sections.walletHint}
            </span>
          </span>
          <b className={`ms-auto shrink-0 ${wallet.isDebt ? 'text-rose-700' : ''}`}>{wallet.amount}</b>
        </p>
      ) : null}
      <nav aria-label={faAccount.sections.navLabel} className="rounded-3xl bg-white p-2 shadow-sm">
        <ul>
          {accountPages.map((link) => {
            const Icon = accountLinkIcons[link.key];
            return (
              <li key={link.key}>
                <Link to={link.to} className="flex items-center gap-3 rounded-2xl px-3 py-3 hover:bg-surface">
                  <Icon className="size-6 shrink-0 text-muted" />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold">{link.label}</span>
                    <span className="text-xs text-muted">{link.hint}</span>
                  </span>
                  <ChevronEndIcon className="ms-auto size-5 shrink-0 text-muted" />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
