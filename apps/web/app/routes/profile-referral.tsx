import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/profile-referral';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { getIntroduceCodes } from '../features/referral/api/get-introduce-codes.ts';
import { ReferralPage } from '../features/referral/components/referral-page.tsx';
import { serverApi } from '../shared/api/server-context.ts';
import { faRewards } from '../shared/i18n/fa-rewards.ts';
import { pageOf } from '../shared/paging.ts';
import { useAccountUser } from './layouts/account.tsx';

/** A page of the codes the customer earned, rendered on the server (the account layout required the customer). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).search);
  return { page, earned: await getIntroduceCodes(serverApi(context), page) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faRewards.referral.pageTitle);

/** /profile/referral: the referral feature's page; the link's origin is the shop's PUBLIC_URL (root loader). */
export default function ProfileReferral({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  const origin = useRouteLoaderData<{ origin?: string }>('root')?.origin ?? '';
  return (
    <ReferralPage
      introduceCode={user.introduce_code}
      origin={origin}
      earned={loaderData.earned}
      page={loaderData.page}
    />
  );
}
