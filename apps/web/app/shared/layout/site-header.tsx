import type { ReactNode } from 'react';
import { CategoryMenu, type MenuCategory } from './category-menu.tsx';
import { Logo } from './logo.tsx';
import { useHideOnScrollDown } from './use-hide-on-scroll-down.ts';

export const searchInputId = 'site-search';

type SiteHeaderProps = {
  categories: MenuCategory[];
  search: ReactNode;
  /** The profile slot: sign-in link or the profile dropdown. */
  account: ReactNode;
  /** The basket slot: the count badge, its dropdown and the phone's drawer. */
  basket: ReactNode;
};

/**
 * Logo, search, category menu and the basket and profile slots. The search box, the profile menu and
 * the basket are passed in by the layout routes, which compose features (routes/layouts). Sticky; it
 * slides away while scrolling down and returns on scrolling up, with the sticky notice.
 */
export function SiteHeader({ categories, search, account, basket }: SiteHeaderProps) {
  const hidden = useHideOnScrollDown();
  return (
    <header
      data-page-chrome
      className={`sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur transition-transform duration-200 ${hidden ? '-translate-y-full' : ''}`}
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-3 px-3 py-2.5 sm:px-5 lg:flex-nowrap lg:gap-6">
        <CategoryMenu categories={categories} />
        <Logo />
        {search}
        <div className="ms-auto flex items-center gap-2">
          {account}
          {basket}
        </div>
      </div>
    </header>
  );
}
