import type { CategoryShelves } from '@shop/domain/catalogue/schemas';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { paths } from '../../../shared/paths.ts';
import type { TrailStep } from '../listing-seo.ts';
import { trailCrumbs } from '../listing-seo.ts';
import { ListingHeading } from './listing-heading.tsx';
import { ShelfRow } from './shelf-row.tsx';
import { SubCategoryChips } from './sub-category-chips.tsx';

/** A branch category's page: breadcrumb, its sub-categories, then each shelf as a row of cards. */
export function ShelvesPage({ data, trail }: { data: CategoryShelves; trail: readonly TrailStep[] }) {
  const { category } = data;
  return (
    <>
      <Breadcrumb items={trailCrumbs(trail)} />
      <ListingHeading title={category.name} />
      <SubCategoryChips
        categories={data.sub_categories}
        lead={{
          label: format(faListing.allOfCategory, { name: category.name }),
          to: paths.category(category.id, category.slug),
        }}
      />
      {data.shelves.map((shelf) => (
        <ShelfRow key={shelf.id} shelf={shelf} />
      ))}
      {data.shelves.every((shelf) => shelf.products.length === 0) ? (
        <p className="rounded-2xl bg-white p-8 text-center text-muted">{faListing.noShelves}</p>
      ) : null}
    </>
  );
}
