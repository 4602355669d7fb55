import { useRef } from 'react';
import { fa } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { hasActiveFilters, listingHref, withoutFilters } from '../listing-filters.ts';
import type { ListingData } from '../load-listing.ts';
import {
  useIsListingLoading,
  useListingFilters,
  useScrollToListTop,
} from '../hooks/use-filter-navigation.ts';
import { buildFilterChips, noFilterNames } from '../filter-chips.ts';
import { listingKey } from '../listing-scope.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { SheetFilterPanel, SidebarFilterPanel } from './lazy-filter-panel.tsx';
import { MobileFilters } from './mobile-filters.tsx';
import { ProductResults } from './product-results.tsx';
import { SortBar } from './sort-bar.tsx';

/**
 * The filters sidebar (on the start side, right in Persian; a bottom sheet at 768 px or less), the
 * sort bar, the active filter chips and the growing grid. Every change is a new URL (see the hook).
 */
export function ListingBody({ data, basePath }: { data: ListingData; basePath: string }) {
  const { scope, filtersData } = data;
  const { filters, apply: applyFilters } = useListingFilters(data.filters, scope, basePath);
  const count = data.firstPage.count;
  const isLoading = useIsListingLoading();
  const listTop = useRef<HTMLDivElement>(null);
  useScrollToListTop(listTop);
  const panelProps = { scope, filters, filtersData, onChange: applyFilters };
  const isFiltered = hasActiveFilters(data.filters);
  // Nothing to sort or narrow: an empty listing without filters shows its ways out, not the bars.
  const hasTools = count > 0 || isFiltered;
  return (
    <div
      className={`grid gap-4 ${hasTools ? 'min-[769px]:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]' : ''}`}
    >
      {hasTools ? (
        <aside
          aria-labelledby="sidebar-filters-title"
          className="hidden self-start rounded-2xl bg-white p-4 shadow-[0_1px_3px_rgba(0,0,0,0.06)] min-[769px]:block"
        >
          {/* The sections' h3 titles sit under this h2, as the phone's sheet's dialog title: the page's
              headings go down one level at a time. */}
          <h2 id="sidebar-filters-title" className="mb-4 border-b border-black/5 pb-3 text-base font-bold">
            {faListing.filters}
          </h2>
          <SidebarFilterPanel {...panelProps} idPrefix="sidebar" />
        </aside>
      ) : null}
      <div ref={listTop} className="min-w-0 scroll-mt-20">
        {hasTools ? (
          <SortBar
            filters={filters}
            basePath={basePath}
            count={count}
            filtersButton={
              <MobileFilters
                activeCount={buildFilterChips(filters, noFilterNames).length}
                resultCount={count}
              >
                <SheetFilterPanel {...panelProps} idPrefix="sheet" />
              </MobileFilters>
            }
          />
        ) : null}
        <ActiveFilterChips filters={filters} filtersData={filtersData} basePath={basePath} />
        <div aria-busy={isLoading} className="relative">
          {isLoading ? (
            <p
              role="status"
              className="absolute inset-x-0 top-6 z-10 mx-auto w-fit rounded-full bg-white px-4 py-2 text-sm font-medium shadow-md"
            >
              {fa.common.loading}
            </p>
          ) : null}
          <div className={`transition-opacity ${isLoading ? 'opacity-50' : ''}`}>
            <ProductResults
              key={listingKey(data.filters, scope)}
              data={data}
              isFiltered={isFiltered}
              clearFiltersPath={listingHref(basePath, withoutFilters(data.filters))}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
