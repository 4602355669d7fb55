import { Link } from 'react-router';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { paths } from '../../../shared/paths.ts';

const button =
  'inline-flex items-center justify-center rounded-xl px-5 py-3 text-sm font-semibold transition';

/**
 * /profile's buttons for a customer who completed registration (checkout-and-account.md §2): edit
 * the information, the mobile, the password (or, for one who signs in by code, make the first). A
 * customer still registering gets "complete profile" instead (profile-details.tsx).
 */
export function ProfileActions({ hasPassword }: { hasPassword: boolean }) {
  return (
    <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
      <Link to={paths.profileEdit()} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
        {faAccount.profileActions.editInfo}
      </Link>
      <Link
        to={paths.profileChangeMobile()}
        className={`${button} border border-black/15 text-ink hover:border-black/30 hover:bg-surface`}
      >
        {faAccount.profileActions.editMobile}
      </Link>
      <Link
        to={paths.profileChangePassword()}
        className={`${button} border border-black/15 text-ink hover:border-black/30 hover:bg-surface`}
      >
        {hasPassword ? faAccount.profileActions.changePassword : faAccount.setPassword.heading}
      </Link>
    </div>
  );
}
