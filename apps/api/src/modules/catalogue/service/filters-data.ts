import type { CatalogueFilter } from '@shop/domain/catalogue/listing';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { listBrandFacets } from '../queries/product-list.ts';
import type { CatalogueContext } from './context.ts';
import { rememberForFilter } from './listing-cache.ts';
import { toProductFilter } from './product-filter-input.ts';
import { searchWithFallbacks } from './text-fallbacks.ts';

/**
 * What the filter sidebar can offer for the current filters: the brands present with their counts
 * and the effective price range. Brand and price filters are left out on purpose, so choosing a
 * brand does not hide the others and the slider keeps its full range.
 */
export async function getFiltersData(ctx: CatalogueContext, input: CatalogueFilter): Promise<FiltersData> {
  const now = ctx.now();
  const { q, brand: _brand, min: _min, max: _max, ...filters } = input;
  const base = await toProductFilter(ctx, filters);
  const { result: facets } = await searchWithFallbacks(
    ctx,
    q,
    (db, text) => {
      const filter = { ...base, text };
      return rememberForFilter(ctx, 'facets', filter, () => listBrandFacets(db, filter, now));
    },
    (rows) => rows.length > 0,
  );
  if (facets.length === 0) return { brands: [], price: { min: 0, max: 0 } };
  return {
    brands: facets.map(({ id, name, slug, count }) => ({ id, name, slug, count })),
    price: {
      min: Math.min(...facets.map((facet) => facet.min)),
      max: Math.max(...facets.map((facet) => facet.max)),
    },
  };
}
