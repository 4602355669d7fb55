import type { User } from '@shop/domain/identity/schemas';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/account';
import { requireUser } from '../../features/auth/api/require-user.ts';
import { AccountNav } from '../../shared/layout/account-nav.tsx';
import { useCurrentUser } from '../../shared/session/session-store.ts';

/**
 * The customer's own pages (/profile, orders, periodic orders, addresses, discount codes, referral,
 * company), under the area's links (shared/layout/account-nav.tsx, decision 60). Its loader requires the customer once for all of
 * them (a visitor goes to /login and comes back); the pages read that customer with useAccountUser
 * instead of asking again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

export default function AccountLayout() {
  return (
    <>
      <AccountNav />
      <Outlet />
    </>
  );
}

/**
 * The signed-in customer, inside the account area: as the browser learned it since (a profile edit,
 * a mobile change: this layout's loader does not run again when its pages move between each other),
 * else as the page was served.
 */
export function useAccountUser(): User {
  const data = useRouteLoaderData<typeof loader>('routes/layouts/account');
  const learned = useCurrentUser();
  if (!data) throw new Error('useAccountUser: not inside the account layout');
  return learned ?? data.user;
}
