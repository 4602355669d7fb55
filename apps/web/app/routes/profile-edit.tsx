import type { Route } from './+types/profile-edit';
import { requireRegisteredUser } from '../features/auth/api/require-registered-user.ts';
import { EditProfileForm } from '../features/auth/components/edit-profile-form.tsx';
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

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.profileEdit.pageTitle);

/** The profile's edit (checkout-and-account.md §2), for a customer who completed registration. */
export default function ProfileEdit() {
  return (
    <ProfilePageFrame title={faAccount.profileEdit.heading}>
      <EditProfileForm user={useAccountUser()} />
    </ProfilePageFrame>
  );
}
