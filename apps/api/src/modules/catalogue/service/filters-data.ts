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
 * filter out, so choosing a brand or a shelf does not hide the others: brands ignore the chosen
 * brands and price, shelves ignore the chosen shelf (and follow brand and price, so a shelf's count
 * is what choosing it would list). The slider's range ignores only the chosen price (so a range can
 * be widened again) and follows the chosen brands: a brand page, which sends its own brand, spans
 * that brand's prices, not the catalogue's (issue 21). It is read from the brand facets already at
 * hand, each of which carries its brand's min and max.
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
    brandBase,
  );
  const { brands, shelves } = result;
  if (brands.length === 0) return { brands: [], price: noRange, shelves: [] };
  const chosen = input.brand?.length ? brands.filter((facet) => input.brand?.includes(facet.id)) : brands;
  return {
    brands: brands.map(({ id, name, slug, count }) => ({ id, name, slug, count })),
    price: priceRange(chosen),
    shelves,
  };
}

const noRange = { min: 0, max: 0 };

/** The range over some brand facets; 0–0 when none of the chosen brands has a matching product. */
function priceRange(facets: readonly { min: number; max: number }[]): FiltersData['price'] {
  if (facets.length === 0) return noRange;
  return {
    min: Math.min(...facets.map((facet) => facet.min)),
    max: Math.max(...facets.map((facet) => facet.max)),
  };
}
