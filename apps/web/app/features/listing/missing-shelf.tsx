import { data, isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { fa, format } from '../../shared/i18n/fa.ts';
import { faListing } from '../../shared/i18n/fa-listing.ts';
import { paths } from '../../shared/paths.ts';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { NotFoundMessage, notFoundMeta } from '../../shared/ui/not-found-message.tsx';
import type { ListingFilters } from './listing-filters.ts';
import type { ProductListPage } from './product-list-page.ts';

// A listing of one shelf (`?shelf=` or `?special_shelf=`) whose shelf is gone: the spec's «قفسه {id}
// یافت نشد» with a 404, not an empty «nothing found» list a crawler would keep.

type MissingShelf = { missingShelf: number };

/** Throws the 404 when the filters name a shelf the API did not know (it gave the list no title). */
export function assertShelfExists(filters: ListingFilters, firstPage: ProductListPage): void {
  const shelf = filters.specialShelf ?? filters.shelf;
  if (shelf !== null && firstPage.shelfTitle === null) {
    throw data({ missingShelf: shelf } satisfies MissingShelf, { status: 404 });
  }
}

function missingShelfOf(error: unknown): number | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const shelf: unknown = (error.data as Partial<MissingShelf> | null)?.missingShelf;
  return typeof shelf === 'number' ? shelf : null;
}

/** A listing route's title when its loader threw: the missing shelf, or the general 404's. */
export function listingErrorMeta(error: unknown): MetaDescriptor[] {
  const shelf = missingShelfOf(error);
  return notFoundMeta(
    shelf === null
      ? fa.errors.notFoundTitle
      : format(faListing.shelfNotFound, { id: toPersianDigits(shelf) }),
  );
}

/** A listing route's error boundary: the missing shelf's message, or the general pages. */
export function ListingErrorBoundary({ error }: { error: unknown }) {
  const shelf = missingShelfOf(error);
  if (shelf === null) {
    return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
  }
  return (
    <NotFoundMessage
      title={format(faListing.shelfNotFound, { id: toPersianDigits(shelf) })}
      body={faListing.shelfNotFoundBody}
      action={{ label: faListing.allProducts, to: paths.search() }}
    />
  );
}
