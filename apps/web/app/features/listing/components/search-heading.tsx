import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import type { ListingData } from '../load-listing.ts';
import { ListingHeading } from './listing-heading.tsx';

/** The search page's title. */
export function searchTitle({ filters, firstPage }: Pick<ListingData, 'filters' | 'firstPage'>): string {
  if (firstPage.correctedQuery)
    return format(faListing.correctedTitle, { corrected: firstPage.correctedQuery });
  if (filters.q) return format(faListing.searchTitle, { query: filters.q });
  // A shelf's «see all» is titled as the shelf was.
  if (firstPage.shelfTitle) return firstPage.shelfTitle;
  return filters.specialSale ? faListing.specialSaleTitle : faListing.allProducts;
}

/**
 * "Search for «milk»", or, when the API searched a corrected term (the customer typed on an English
 * layout), "Results for «سیر»" with what was actually typed underneath.
 */
export function SearchHeading({ data }: { data: Pick<ListingData, 'filters' | 'firstPage'> }) {
  const { filters, firstPage } = data;
  return (
    <ListingHeading title={searchTitle(data)}>
      {firstPage.correctedQuery && filters.q ? (
        <p className="mt-1 text-sm text-muted">{format(faListing.correctedNote, { query: filters.q })}</p>
      ) : null}
    </ListingHeading>
  );
}
