import type { Route } from './+types/profile-change-password';
import { requireRegisteredUser } from '../features/auth/api/require-registered-user.ts';
import { ChangePasswordForm } from '../features/auth/components/change-password-form.tsx';
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

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.changePassword.pageTitle);

/** The password change (checkout-and-account.md §2); not for a customer still registering (§6). */
export default function ProfileChangePassword() {
  return (
    <ProfilePageFrame title={faAccount.changePassword.heading}>
      <ChangePasswordForm user={useAccountUser()} />
    </ProfilePageFrame>
  );
}
