import { useId } from 'react';
import { Link } from 'react-router';
import { ProductGrid } from '../../../shared/product/product-grid.tsx';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import type { HelpLink, NothingFoundHelp } from '../nothing-found-help.ts';

type EmptyStateProps = {
  isFiltered: boolean;
  /** The same listing without its filters, when filters emptied it. */
  clearFiltersPath: string | null;
  help: NothingFoundHelp | null;
};

/**
 * The spec's "nothing found" (prefixed by "with the selected filter" when filters are active), and
 * never a dead end (issue 46, item 13): the filters taken off in one tap, what the forgiving
 * suggestions find for the words typed, the shop's main categories, and its best sellers.
 */
export function EmptyState({ isFiltered, clearFiltersPath, help }: EmptyStateProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center">
        <SearchIcon className="size-12 text-brand-500/60" />
        <p className="text-lg font-bold" role="status">
          {isFiltered ? faListing.nothingFoundFiltered : faListing.nothingFound}
        </p>
        <p className="text-sm text-muted">{faListing.nothingFoundHint}</p>
        {clearFiltersPath ? (
          <Link
            to={clearFiltersPath}
            rel="nofollow"
            className="flex min-h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {faListing.removeAll}
          </Link>
        ) : null}
      </div>
      {help ? <HelpSections help={help} /> : null}
    </div>
  );
}

function HelpSections({ help }: { help: NothingFoundHelp }) {
  const popularId = useId();
  return (
    <>
      <LinkRow title={faListing.nothingFoundNear} links={help.near} />
      <LinkRow title={faListing.nothingFoundCategories} links={help.categories} />
      {help.popular.length > 0 ? (
        <section aria-labelledby={popularId}>
          <h2 id={popularId} className="mb-3 text-base font-bold">
            {faListing.nothingFoundPopular}
          </h2>
          <ProductGrid products={help.popular} />
        </section>
      ) : null}
    </>
  );
}

function LinkRow({ title, links }: { title: string; links: HelpLink[] }) {
  const titleId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4">
      <h2 id={titleId} className="mb-3 text-base font-bold">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="flex min-h-11 items-center rounded-full border border-black/10 bg-surface px-4 text-sm font-medium hover:border-brand-500 hover:text-brand-700"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
