import type { Route } from './+types/profile-change-mobile';
import { requireRegisteredUser } from '../features/auth/api/require-registered-user.ts';
import { ChangeMobileFlow } from '../features/auth/components/change-mobile-flow.tsx';
import { ProfilePageFrame } from '../features/auth/components/profile-page-frame.tsx';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { showAgain } from '../features/auth/show-again.ts';
import { faAccount } from '../shared/i18n/fa-account.ts';
import { useAccountUser } from './layouts/account.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRegisteredUser(context, request);
  return null;
}

export const action = showAgain;

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.changeMobile.pageTitle);

/** The mobile change (checkout-and-account.md §2, §4; decision 056); not while registering (§6). */
export default function ProfileChangeMobile() {
  return (
    <ProfilePageFrame title={faAccount.changeMobile.heading}>
      <ChangeMobileFlow user={useAccountUser()} />
    </ProfilePageFrame>
  );
}
