import { NavLink } from 'react-router';
import { faAccount } from '../i18n/fa-account.ts';
import { paths } from '../paths.ts';

const links = [
  { to: paths.profile(), label: faAccount.profile.pageTitle },
  { to: paths.profileOrders(), label: faAccount.account.orders },
  { to: paths.profilePeriodicOrders(), label: faAccount.account.periodicOrders },
];

/**
 * The account area's own links above its pages. On a phone the header's profile menu is not shown
 * (the bottom bar leads to /profile), so this is how a customer gets from the profile to the orders.
 */
export function AccountNav() {
  return (
    <nav aria-label={faAccount.profile.pageTitle} className="mb-4">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `block rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-brand-600 text-white' : 'bg-white text-ink shadow-sm hover:bg-brand-50'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
