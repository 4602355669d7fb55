import type { Route } from './+types/profile';
import { ProfileDetails } from '../features/account/components/profile-details.tsx';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { faAccount } from '../shared/i18n/fa-account.ts';
import { useAccountUser } from './layouts/account.tsx';

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.profile.pageTitle);

/** The customer's profile, in the account area (its layout required the customer). */
export default function Profile() {
  return <ProfileDetails user={useAccountUser()} />;
}
