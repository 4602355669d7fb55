import type { Route } from './+types/profile';
import { findWalletBalance } from '../features/account/api/get-wallet.ts';
import { AccountMenuList } from '../features/account/components/account-menu-list.tsx';
import { ProfileDetails } from '../features/account/components/profile-details.tsx';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { faAccount } from '../shared/i18n/fa-account.ts';
import { useAccountUser } from './layouts/account.tsx';

/** The wallet's balance for the phone's menu (the account layout required the customer). */
export async function loader({ context }: Route.LoaderArgs) {
  return { walletBalance: await findWalletBalance(serverApi(context)) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.profile.pageTitle);

/**
 * The customer's profile; below 1024 px also the account's menu (decision 060): the wallet and every
 * page first (what a customer opening "profile" on the bottom bar came for), sign-out at the foot.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <AccountMenuList walletBalance={loaderData.walletBalance} />
      <ProfileDetails user={useAccountUser()} />
      <div className="mx-auto max-w-3xl lg:hidden">
        <LogoutButton />
      </div>
    </div>
  );
}
