import { type CatalogueFilter, type ProductListExtra } from '@shop/domain/catalogue/listing';
import { listingPageSize, sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ProductCardRow } from '../public/product-columns.ts';
import type { ProductFilter } from '../queries/product-filter.ts';
import { countProducts, sortedListingPage, type ListingSort } from '../queries/product-list.ts';
import { findShelfTitle } from '../queries/shelves.ts';
import type { CatalogueContext } from './context.ts';
import { toProductCard } from './product-card.ts';
import { rememberForFilter } from './listing-cache.ts';
import { toProductFilter } from './product-filter-input.ts';
import { searchWithFallbacks } from './text-fallbacks.ts';

export type ProductListInput = CatalogueFilter & { page: number; sortby?: SortValue | undefined };
/**
 * A listing's answer: its cards, and when it came from the catalogue index the same cards as the
 * answer's JSON, written from parts kept per card (the route sends it as is; the test suites'
 * serializer check holds it to `cards()`).
 */
export type ProductListPage = { cards: () => ProductCard[]; json: string | null; extra: ProductListExtra };

type Found = { rows: ProductCardRow[]; count: number; json?: string };

/** The search listing, and every listing built on it (all products, a category, a brand). */
export async function listProducts(ctx: CatalogueContext, input: ProductListInput): Promise<ProductListPage> {
  const now = ctx.now();
  const { q, page, sortby, ...filters } = input;
  const base = await toProductFilter(ctx, filters);
  const offset = (page - 1) * listingPageSize;
  const isOnShelf = base.shelfId !== undefined || base.specialShelfId !== undefined;

  const [{ result, correctedQuery, correctedBecause }, shelfTitle] = await Promise.all([
    searchWithFallbacks(
      ctx,
      q,
      async (db, text): Promise<Found> => {
        const filter: ProductFilter = { ...base, text };
        if (!text && !isOnShelf)
          return listFromMemory(ctx, filter, sortby ?? sortOptions.bestSelling, now, offset);
        const sort: ListingSort = sortby ?? (text ? 'relevance' : sortOptions.bestSelling);
        const [rows, count] = await Promise.all([
          sortedListingPage(db, { filter, sort, now, limit: listingPageSize, offset }),
          rememberForFilter(ctx, 'count', filter, () => countProducts(db, filter, now)),
        ]);
        return { rows, count };
      },
      (found) => found.count > 0,
      base,
    ),
    isOnShelf ? findShelfTitle(ctx.db, base) : null,
  ]);
  return {
    cards: () => result.rows.map((row) => toProductCard(row, now)),
    json: result.json ?? null,
    extra: {
      count: result.count,
      page,
      per_page: listingPageSize,
      corrected_query: correctedQuery,
      corrected_because: correctedBecause,
      shelf_title: shelfTitle,
    },
  };
}

/**
 * A listing with no text and no shelf (a category, a brand, all products; narrowed by price, special
 * sale or stock), from the process's index of the catalogue (decision 078): as new as what the
 * database had committed when it was asked, like the search box, with no statement of its own.
 */
async function listFromMemory(
  ctx: CatalogueContext,
  filter: ProductFilter,
  sort: SortValue,
  now: Date,
  offset: number,
): Promise<Found> {
  const { listing } = await ctx.searchIndex.fresh();
  return {
    ...listing.writtenPage({ filter, sort, now, limit: listingPageSize, offset }),
    count: listing.count(filter, now),
  };
}
