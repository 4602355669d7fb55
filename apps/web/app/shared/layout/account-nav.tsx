import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { faAccount } from '../i18n/fa-account.ts';
import { accountLinks, isAccountMenuPage } from './account-links.ts';

/**
 * The account area's row of links above its pages: every account page (account-links.ts). On a phone
 * it is one row that scrolls sideways (seven names do not fit 390 px, and wrapped they made a block
 * of pills taller than the page's heading), with the current page scrolled into view; from 1024 px it
 * fits and is centred. On /profile below 1024 px it is not drawn: that page is the phone's account
 * menu and lists the same pages with the wallet and sign-out (decision 060).
 */
export function AccountNav() {
  const { pathname } = useLocation();
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the row scrolls: `block: 'nearest'` leaves the page where it is.
    current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav
      aria-label={faAccount.sections.navLabel}
      className={`-mx-3 mb-4 sm:-mx-5 ${isAccountMenuPage(pathname) ? 'hidden lg:block' : ''}`}
    >
      <ul
        ref={row}
        className="flex gap-2 overflow-x-auto overscroll-x-contain px-3 pb-1 [scrollbar-width:none] sm:px-5 lg:flex-wrap lg:justify-center"
      >
        {accountLinks.map((link) => (
          <li key={link.key} className="shrink-0">
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-brand-600 text-white' : 'bg-white text-ink shadow-sm hover:bg-brand-50'}`
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
