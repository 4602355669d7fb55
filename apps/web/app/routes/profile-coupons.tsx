import type { Route } from './+types/profile-coupons';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { getCoupons } from '../features/coupons/api/get-coupons.ts';
import { CouponsPage } from '../features/coupons/components/coupons-page.tsx';
import { serverApi } from '../shared/api/server-context.ts';
import { faRewards } from '../shared/i18n/fa-rewards.ts';
import { pageOf } from '../shared/paging.ts';

/** A page of the customer's own codes, rendered on the server (the account layout required the customer). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).search);
  return { page, coupons: await getCoupons(serverApi(context), page) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faRewards.coupons.pageTitle);

/** /profile/coupons-codes: the coupons feature's list. */
export default function ProfileCoupons({ loaderData }: Route.ComponentProps) {
  return <CouponsPage coupons={loaderData.coupons} page={loaderData.page} />;
}
