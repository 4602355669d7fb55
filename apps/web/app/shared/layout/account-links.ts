import { faAccount } from '../i18n/fa-account.ts';
import { paths } from '../paths.ts';

/**
 * Every page of the account area, in one list (decision 060): the area's row of links, the header's
 * profile dropdown and /profile's menu on a phone all draw it, so a new account page added here is
 * reachable from all three (account-links.test.ts checks the routes against it).
 */
export const accountLinks = [
  { key: 'profile', to: paths.profile(), label: faAccount.profile.pageTitle, hint: null },
  {
    key: 'orders',
    to: paths.profileOrders(),
    label: faAccount.account.orders,
    hint: faAccount.sections.ordersHint,
  },
  {
    key: 'periodicOrders',
    to: paths.profilePeriodicOrders(),
    label: faAccount.account.periodicOrders,
    hint: faAccount.sections.periodicOrdersHint,
  },
  {
    key: 'addresses',
    to: paths.profileAddresses(),
    label: faAccount.account.addresses,
    hint: faAccount.sections.addressesHint,
  },
  {
    key: 'coupons',
    to: paths.profileCoupons(),
    label: faAccount.account.coupons,
    hint: faAccount.sections.couponsHint,
  },
  {
    key: 'referral',
    to: paths.profileReferral(),
    label: faAccount.account.invite,
    hint: faAccount.sections.referralHint,
  },
  {
    key: 'company',
    to: paths.profileCompany(),
    label: faAccount.account.company,
    hint: faAccount.sections.companyHint,
  },
] as const;

export type AccountLink = (typeof accountLinks)[number];

/** The pages beyond /profile itself: what the dropdown and /profile's menu list under the customer. */
export const accountPages = accountLinks.filter(
  (link): link is Exclude<AccountLink, { key: 'profile' }> => link.key !== 'profile',
);

/**
 * /profile is the phone's account menu (it lists every page, the wallet and sign-out), so the row of
 * links above it would say the same twice there.
 */
export function isAccountMenuPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === paths.profile();
}
