import type { CatalogueFilter } from '@shop/domain/catalogue/listing';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { listBrandFacets } from '../queries/product-list.ts';
import { listShelfFacets } from '../queries/shelves.ts';
import type { CatalogueContext } from './context.ts';
import { rememberForFilter } from './listing-cache.ts';
import { toProductFilter } from './product-filter-input.ts';
import { searchWithFallbacks } from './text-fallbacks.ts';

/**
 * What the filter sidebar can offer for the current filters: the brands present with their counts,
 * the effective price range, and the shelves holding matching products. Each facet leaves its own
 * filter out, so choosing a brand or a shelf does not hide the others: brands and the slider's range
 * ignore the chosen brands and price, shelves ignore the chosen shelf (and follow brand and price,
 * so a shelf's count is what choosing it would list).
 */
export async function getFiltersData(ctx: CatalogueContext, input: CatalogueFilter): Promise<FiltersData> {
  const now = ctx.now();
  const { q, ...filters } = input;
  const { brand: _brand, min: _min, max: _max, ...brandScope } = filters;
  const { shelf: _shelf, ...shelfScope } = filters;
  const [brandBase, shelfBase] = await Promise.all([
    toProductFilter(ctx, brandScope),
    toProductFilter(ctx, shelfScope),
  ]);
  const { result } = await searchWithFallbacks(
    ctx,
    q,
    async (db, text) => {
      const brandFilter = { ...brandBase, text };
      const shelfFilter = { ...shelfBase, text };
      const [brands, shelves] = await Promise.all([
        rememberForFilter(ctx, 'facets', brandFilter, () => listBrandFacets(db, brandFilter, now)),
        rememberForFilter(ctx, 'shelf-facets', { ...shelfFilter, pinned: input.shelf }, () =>
          listShelfFacets(db, shelfFilter, now, input.shelf),
        ),
      ]);
      return { brands, shelves };
    },
    ({ brands }) => brands.length > 0,
  );
  const { brands, shelves } = result;
  if (brands.length === 0) return { brands: [], price: { min: 0, max: 0 }, shelves: [] };
  return {
    brands: brands.map(({ id, name, slug, count }) => ({ id, name, slug, count })),
    price: {
      min: Math.min(...brands.map((facet) => facet.min)),
      max: Math.max(...brands.map((facet) => facet.max)),
    },
    shelves,
  };
}
