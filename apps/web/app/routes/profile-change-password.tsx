import type { Route } from './+types/profile-change-password';
import { requireRegisteredUser } from '../features/auth/api/require-registered-user.ts';
import { useState } from 'react';
import { ChangePasswordForm } from '../features/auth/components/change-password-form.tsx';
import { SetPasswordForm } from '../features/auth/components/set-password-form.tsx';
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

/**
 * The password change (checkout-and-account.md §2), or the first password of a customer who signs in
 * by code; not for a customer still registering (§6).
 */
export default function ProfileChangePassword() {
  const user = useAccountUser();
  // Decided once: the first password's answer gives the session a user with one, and the page must
  // not turn into the change form (and drop its way back to /profile) in the 0.8 s before it leaves.
  const [makesFirst] = useState(!user.has_password);
  return (
    <ProfilePageFrame title={makesFirst ? faAccount.setPassword.heading : faAccount.changePassword.heading}>
      {makesFirst ? <SetPasswordForm user={user} /> : <ChangePasswordForm />}
    </ProfilePageFrame>
  );
}
