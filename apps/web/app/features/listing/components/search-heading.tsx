import { toPersianDigits } from '@shop/domain/persian-digits';
import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { formatParts, type TemplatePart } from '../../../shared/i18n/format-parts.ts';
import type { ListingData } from '../load-listing.ts';
import { ListingHeading } from './listing-heading.tsx';

type HeadingData = Pick<ListingData, 'filters' | 'firstPage'>;

/** The search page's title. */
export function searchTitle({ filters, firstPage }: HeadingData): string {
  if (firstPage.correctedQuery) {
    return format(faListing.correctedTitle, { corrected: toPersianDigits(firstPage.correctedQuery) });
  }
  if (filters.q) return format(faListing.searchTitle, { query: filters.q });
  // A shelf's «see all» is titled as the shelf was.
  if (firstPage.shelfTitle) return firstPage.shelfTitle;
  return filters.specialSale ? faListing.specialSaleTitle : faListing.allProducts;
}

/**
 * The line under a corrected search's title, naming exactly what the customer typed and what was
 * searched instead: the English-layout note, or «منظورتان …؟» for a misspelling (issue 21). Null
 * when the query was searched as typed.
 */
export function correctionNote({ filters, firstPage }: HeadingData): TemplatePart[] | null {
  const { correctedQuery, correctedBecause } = firstPage;
  if (!correctedQuery || !correctedBecause || !filters.q) return null;
  const template = correctedBecause === 'spelling' ? faListing.misspeltNote : faListing.correctedNote;
  return formatParts(template, { query: filters.q, corrected: toPersianDigits(correctedQuery) });
}

/** "Search for «milk»", or, when the API searched other words, "Results for «…»" and why. */
export function SearchHeading({ data }: { data: HeadingData }) {
  const note = correctionNote(data);
  return (
    <ListingHeading title={searchTitle(data)}>
      {note ? (
        <p className="mt-1 text-sm text-muted">
          {note.map((part, index) =>
            // The customer's own words may be Latin: isolated, so the Persian around keeps its order.
            part.name === 'query' ? <bdi key={index}>{part.text}</bdi> : part.text,
          )}
        </p>
      ) : null}
    </ListingHeading>
  );
}
