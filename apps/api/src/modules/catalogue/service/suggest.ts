import { type SuggestQuery } from '@shop/domain/catalogue/listing';
import { suggestLimits } from '@shop/domain/catalogue/listing-constants';
import { matchByName } from '@shop/domain/catalogue/name-match';
import { priceProduct } from '@shop/domain/catalogue/pricing';
import type { Suggestions } from '@shop/domain/catalogue/schemas';
import { normalizeSearchText } from '@shop/domain/search-text';
import { listSuggestedProducts } from '../queries/product-list.ts';
import type { CatalogueContext } from './context.ts';
import { searchWithFallbacks, type TextSearchOutcome } from './text-fallbacks.ts';

const nothing: Suggestions = { brands: [], categories: [], products: [] };

/**
 * The search box's suggestions, asked on every keystroke (after a 500 ms pause): brands and
 * categories are matched in memory against the cached rows, so a term costs one product query
 * (two when it only matches with a typo allowance).
 */
export async function suggest(
  ctx: CatalogueContext,
  query: SuggestQuery,
): Promise<{ suggestions: Suggestions } & Omit<TextSearchOutcome<Suggestions>, 'result'>> {
  if (normalizeSearchText(query.q).length < suggestLimits.minLength) {
    return { suggestions: nothing, correctedQuery: null, correctedBecause: null };
  }
  const now = ctx.now();
  const [brandRows, categoryRows] = await Promise.all([ctx.brandRows(), ctx.categoryRows()]);
  const { result, ...correction } = await searchWithFallbacks<Suggestions>(
    ctx,
    query.q,
    async (db, text) => {
      if (!text) return nothing;
      const words = text.words.flatMap((word) => word.terms);
      const rows = await listSuggestedProducts(db, {
        filter: { text },
        now,
        limit: suggestLimits.products,
        offset: (query.page - 1) * suggestLimits.products,
      });
      return {
        brands: matchByName(brandRows, (brand) => brand.name, words, suggestLimits.brands).map(
          ({ id, name, slug, logo }) => ({ id, name, slug, logo }),
        ),
        categories: matchByName(
          categoryRows,
          (category) => category.name,
          words,
          suggestLimits.categories,
        ).map(({ id, name, slug, type }) => ({ id, name, slug, type })),
        products: rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          image: row.image,
          brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug },
          price: row.price,
          price_by_discount: priceProduct(row, now).price_by_discount,
          available: row.inventory > 0,
          // «در حال تأمین» rather than «ناموجود» in place of the price, as on product cards (spec §4).
          comming_soon: row.comingSoon,
          volume: row.volume,
          unit: row.unit ? { name: row.unit } : null,
        })),
      };
    },
    (found) => found.brands.length + found.categories.length + found.products.length > 0,
  );
  return { suggestions: result, ...correction };
}
