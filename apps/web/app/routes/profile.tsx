import type { Route } from './+types/profile';
import { serverApi } from '../shared/api/server-context.ts';
import { ProfileDetails } from '../features/account/components/profile-details.tsx';
import { requireUser } from '../features/auth/api/require-user.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { faAccount } from '../shared/i18n/fa-account.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(serverApi(context), request) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.profile.pageTitle);

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfileDetails user={loaderData.user} />;
}
