import type { CategoryCard } from '@shop/domain/catalogue/schemas';
import { Link } from 'react-router';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { categoryPath } from '../../../shared/paths.ts';

type SubCategoryChipsProps = {
  categories: readonly CategoryCard[];
  /** An extra first chip, e.g. "all products of Dairy". */
  lead?: { label: string; to: string } | undefined;
};

/** A category's children as a row of links that scrolls sideways on a phone. */
export function SubCategoryChips({ categories, lead }: SubCategoryChipsProps) {
  if (categories.length === 0 && !lead) return null;
  const chipClass =
    'flex min-h-11 items-center rounded-full border border-black/10 bg-white px-3.5 text-sm lg:min-h-9 whitespace-nowrap hover:border-brand-600 hover:text-brand-700';
  return (
    <nav aria-label={faListing.subCategories} className="mb-4">
      <ul className="scroll-row auto-cols-max gap-2">
        {lead ? (
          <li>
            <Link to={lead.to} className={`${chipClass} font-semibold text-brand-700`}>
              {lead.label}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category)} className={chipClass}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
