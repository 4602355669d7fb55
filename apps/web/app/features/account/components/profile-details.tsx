import { registerStatus } from '@shop/domain/identity/constants';
import type { User } from '@shop/domain/identity/schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProfileActions } from './profile-actions.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { paths } from '../../../shared/paths.ts';

/** Confirm status the spec warns about ("your account is not confirmed"). */
const unconfirmed = 3;

/**
 * /profile, read only (checkout-and-account.md "Profile area"): names, national code, mobile and
 * gender. An incomplete profile (register_status 3) gets the alert and the "complete profile"
 * button; editing, the mobile change and the password change come with their own pages. The account's
 * other pages are reached from the area's row of links and, on a phone, /profile's menu below this
 * (account-menu-list.tsx, decision 060).
 */
export function ProfileDetails({ user }: { user: User }) {
  const isIncomplete = user.register_status === registerStatus.incomplete;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-bold">{faAccount.profile.heading}</h1>
      {isIncomplete ? <Alert>{faAccount.profile.incompleteAlert}</Alert> : null}
      {user.confirm_status === unconfirmed ? <Alert>{faAccount.profile.notConfirmedAlert}</Alert> : null}
      <div className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Fact label={faAccount.profile.firstName} value={user.first_name} />
          <Fact label={faAccount.profile.lastName} value={user.last_name} />
          <Fact label={faAccount.profile.nationalCode} value={user.national_no} isDigits />
          <Fact label={faAccount.profile.mobile} value={user.mobile} isDigits />
          <Fact label={faAccount.profile.gender} value={user.gender_fa} />
        </dl>
        {isIncomplete ? null : <ProfileActions hasPassword={user.has_password} />}
        {isIncomplete ? (
          <Link
            to={paths.register(paths.profile())}
            className="mt-8 inline-flex rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {faAccount.profile.completeProfile}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function Fact({
  label,
  value,
  isDigits = false,
}: {
  label: string;
  value: string | null;
  isDigits?: boolean;
}) {
  return (
    <div className="space-y-1 border-b border-black/5 pb-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium">
        {!value ? (
          <span className="text-muted">{faAccount.profile.notSet}</span>
        ) : isDigits ? (
          <bdi dir="ltr">{toPersianDigits(value)}</bdi>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {children}
    </p>
  );
}
