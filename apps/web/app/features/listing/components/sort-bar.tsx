import { Link } from 'react-router';
import { sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import { formatNumberFa } from '@shop/domain/money';
import { useEffect, useRef, type ReactNode } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { listingHref, shownSort, sortParam, type ListingFilters } from '../listing-filters.ts';

// The spec's order: 1 cheapest, 2 most expensive, 3 best-selling, 4 newest, 5 biggest discount.
const labels: Record<SortValue, string> = {
  [sortOptions.cheapest]: faListing.sort.cheapest,
  [sortOptions.mostExpensive]: faListing.sort.mostExpensive,
  [sortOptions.bestSelling]: faListing.sort.bestSelling,
  [sortOptions.newest]: faListing.sort.newest,
  [sortOptions.biggestDiscount]: faListing.sort.biggestDiscount,
};

type SortBarProps = {
  filters: ListingFilters;
  basePath: string;
  count: number;
  /** The phone's filters button, placed at the start of the bar. */
  filtersButton?: ReactNode;
};

/**
 * Sort choices as links (they work before the script loads, and Back undoes them), and the number of
 * products found. Crawlers are asked not to follow them: every sort is the same list.
 */
export function SortBar({ filters, basePath, count, filtersButton }: SortBarProps) {
  const row = useRef<HTMLUListElement>(null);
  const chosen = shownSort(filters);
  // On a phone the row scrolls sideways and «بیشترین تخفیف», the last choice, starts out of sight:
  // the chosen sort is brought into the row, sideways only (scrollIntoView would also move the page,
  // which a customer coming back to a listing has scrolled far below this bar).
  useEffect(() => {
    const list = row.current;
    const active = list?.querySelector('[aria-current]');
    if (!list || !active) return;
    const bounds = list.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left < bounds.left) list.scrollBy({ left: link.left - bounds.left });
    else if (link.right > bounds.right) list.scrollBy({ left: link.right - bounds.right });
  }, [chosen]);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-white px-3 py-2 shadow-[0_1px_3px_rgba(0,0,0,0.06)]">
      {filtersButton}
      {/* On a phone the sort choices take a row of their own, under the filters button and the count. */}
      <nav
        aria-label={faListing.sortLabel}
        className="order-last flex w-full min-w-0 items-center gap-1 sm:order-none sm:w-auto sm:flex-1"
      >
        <span className="hidden shrink-0 text-sm font-semibold text-ink sm:inline">
          {faListing.sortLabel}
        </span>
        <ul ref={row} className="scroll-row flex-1 auto-cols-max gap-1">
          {(Object.keys(labels).map(Number) as SortValue[]).map((value) => {
            const isActive = chosen === value;
            return (
              <li key={value}>
                <Link
                  to={listingHref(basePath, { ...filters, sort: sortParam(filters, value) })}
                  preventScrollReset
                  rel="nofollow"
                  aria-current={isActive ? 'true' : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-2.5 text-sm whitespace-nowrap lg:min-h-8 ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-muted hover:text-ink'}`}
                >
                  {labels[value]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="ms-auto shrink-0 text-sm text-muted" aria-live="polite">
        {format(faListing.count, { count: formatNumberFa(count) })}
      </p>
    </div>
  );
}
