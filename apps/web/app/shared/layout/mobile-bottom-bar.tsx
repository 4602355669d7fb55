import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';
import { GridIcon, HomeIcon, SearchIcon, TagIcon, UserIcon } from '../ui/icons.tsx';
import { searchInputId } from './site-header.tsx';

// A fixed line height: the bar's height must not change when the web font replaces the fallback.
const itemClass = 'flex flex-col items-center gap-1 py-2 text-[11px] leading-4';

type MobileBottomBarProps = {
  isSignedIn: boolean;
  /** The sign-in page with this page as its backUrl. */
  loginPath: string;
};

/**
 * The phone's bottom bar: home, brands, search, products, profile or login. "Search" is a
 * label for the header's search box: tapping it focuses the box, with no script needed.
 */
export function MobileBottomBar({ isSignedIn, loginPath }: MobileBottomBarProps) {
  return (
    <nav
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="grid grid-cols-5">
        <BarLink to={paths.home()} label={fa.bottomBar.home} Icon={HomeIcon} end />
        <BarLink to={paths.brands()} label={fa.bottomBar.brands} Icon={TagIcon} />
        <li>
          <label htmlFor={searchInputId} className={`${itemClass} cursor-pointer text-muted`}>
            <SearchIcon className="size-6" />
            {fa.bottomBar.search}
          </label>
        </li>
        <BarLink to={paths.search()} label={fa.bottomBar.products} Icon={GridIcon} />
        {isSignedIn ? (
          <BarLink to={paths.profile()} label={fa.bottomBar.profile} Icon={UserIcon} />
        ) : (
          <BarLink to={loginPath} label={fa.bottomBar.login} Icon={UserIcon} />
        )}
      </ul>
    </nav>
  );
}

type BarLinkProps = {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
};

function BarLink({ to, label, Icon, end = false }: BarLinkProps) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => `${itemClass} ${isActive ? 'text-brand-600' : 'text-muted'}`}
      >
        <Icon className="size-6" />
        {label}
      </NavLink>
    </li>
  );
}
