import { Form, Link } from 'react-router';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import { fa } from '../../i18n/fa.ts';
import { paths } from '../../paths.ts';
import { BasketIcon, SearchIcon, UserIcon } from '../icons.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { Logo } from './logo.tsx';

export const searchInputId = 'site-search';

/**
 * Logo, search, category menu and the basket and profile slots (their dropdowns come with
 * the basket and sign-in features). The search box is a plain GET form: it works before
 * hydration and without JavaScript.
 */
export function SiteHeader({ categories }: { categories: CategoryNode[] }) {
  return (
    <header className="sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-3 px-3 py-2.5 sm:px-5 lg:flex-nowrap lg:gap-6">
        <CategoryMenu categories={categories} />
        <Logo />
        <Form
          method="get"
          action={paths.search()}
          role="search"
          className="order-last flex w-full items-center rounded-xl bg-surface px-3 lg:order-none lg:max-w-xl lg:flex-1"
        >
          <SearchIcon className="size-5 shrink-0 text-muted" />
          <input
            id={searchInputId}
            type="search"
            name="q"
            aria-label={fa.header.search}
            placeholder={fa.header.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="w-full bg-transparent px-2 py-2.5 text-sm outline-none placeholder:text-muted"
          />
        </Form>
        <div className="ms-auto flex items-center gap-2">
          <Link
            to={paths.login()}
            className="hidden items-center gap-2 rounded-xl border border-black/10 px-3 py-2 text-sm font-medium hover:bg-surface lg:flex"
          >
            <UserIcon className="size-5" />
            {fa.header.login}
          </Link>
          <Link to={paths.cart()} aria-label={fa.header.basket} className="rounded-xl p-2 hover:bg-surface">
            <BasketIcon />
          </Link>
        </div>
      </div>
    </header>
  );
}
