import type { Shelf } from '@shop/domain/catalogue/schemas';
import { Link } from 'react-router';
import { ChevronEndIcon } from '../../../shared/ui/icons.tsx';
import { ShelfCards } from '../../../shared/product/product-card.tsx';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { paths } from '../../../shared/paths.ts';

/** One shelf of a branch category: a titled row of cards that swipes, and "see all" to its listing. */
export function ShelfRow({ shelf }: { shelf: Shelf }) {
  if (shelf.products.length === 0) return null;
  const headingId = `shelf-${shelf.id}`;
  return (
    <section aria-labelledby={headingId} className="my-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-extrabold">
          {shelf.name}
        </h2>
        <Link
          to={paths.shelf(shelf.id)}
          className="flex min-h-11 shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {faListing.seeAll}
          <ChevronEndIcon className="size-4" />
        </Link>
      </div>
      <ShelfCards products={shelf.products} />
    </section>
  );
}
