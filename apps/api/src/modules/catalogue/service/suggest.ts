import { type SuggestQuery } from '@shop/domain/catalogue/listing';
import { suggestLimits } from '@shop/domain/catalogue/listing-constants';
import { nameMatcher } from '@shop/domain/catalogue/name-match';
import { priceProduct } from '@shop/domain/catalogue/pricing';
import type { Suggestions } from '@shop/domain/catalogue/schemas';
import { normalizeSearchText } from '@shop/domain/search-text';
import type { TextMatch } from '../queries/text-search.ts';
import type { CatalogueContext } from './context.ts';
import { productIdentity } from './product-card.ts';
import type { SearchIndexState, SuggestionCard } from './search-index.ts';
import { correctorOf } from './slip-corrections.ts';
import { searchWithFallbacks, type Lexicon, type TextSearchOutcome } from './text-fallbacks.ts';

const nothing: Suggestions = { brands: [], categories: [], products: [] };

/**
 * Suggestions come from the 200 matches that sell most (in stock first), ordered there by relevance:
 * a two-letter term matching a tenth of the catalogue is ranked among the products people buy.
 */
const suggestionPool = 200;

/**
 * The brands' and categories' matchers, their names normalised once per set of rows (the small
 * tables come back as the same arrays while each process keeps them).
 */
const matchers = new WeakMap<readonly object[], (words: readonly string[], limit: number) => object[]>();

function matcherOf<T extends { name: string }>(rows: readonly T[]) {
  let matcher = matchers.get(rows);
  if (!matcher) {
    matcher = nameMatcher(rows, (row) => row.name);
    matchers.set(rows, matcher);
  }
  return matcher as (words: readonly string[], limit: number) => T[];
}

type Chosen = Pick<Suggestions, 'brands' | 'categories'> & { productIds: number[] };

/**
 * The search box's suggestions, asked on every keystroke (after a 500 ms pause). Brands and
 * categories are matched against the cached small tables, and products chosen and shown from this
 * process's index of product texts (decision 070), all in memory, once the index is known to be as
 * new as the database (search-index.ts `fresh`: one small query shared by concurrent keystrokes).
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
  const choose = (state: SearchIndexState) =>
    searchWithFallbacks<Chosen>(
      ctx,
      query.q,
      async (_db, text) => {
        if (!text) return { brands: [], categories: [], productIds: [] };
        const words = text.words.flatMap((word) => word.terms);
        return {
          brands: matcherOf(brandRows)(words, suggestLimits.brands).map(({ id, name, slug, logo }) => ({
            id,
            name,
            slug,
            logo,
          })),
          categories: matcherOf(categoryRows)(words, suggestLimits.categories).map(
            ({ id, name, slug, type }) => ({ id, name, slug, type }),
          ),
          productIds: state.index.suggest(text, {
            poolSize: suggestionPool,
            offset: (query.page - 1) * suggestLimits.products,
            limit: suggestLimits.products,
          }),
        };
      },
      (found) => found.brands.length + found.categories.length + found.productIds.length > 0,
      {},
      indexLexicon(state),
    );

  const state = await ctx.searchIndex.fresh();
  const { result, ...correction } = await choose(state);
  const products = result.productIds.flatMap((id) => {
    const card = state.cards.get(id);
    return card ? [suggestedProduct(card, now)] : [];
  });
  return { suggestions: { brands: result.brands, categories: result.categories, products }, ...correction };
}

function suggestedProduct(row: SuggestionCard, now: Date): Suggestions['products'][number] {
  return {
    ...productIdentity(row),
    price: row.price,
    price_by_discount: priceProduct(row, now).price_by_discount,
    available: row.inStock,
    // «در حال تأمین» rather than «ناموجود» in place of the price, as on product cards (spec §4).
    comming_soon: row.comingSoon,
    volume: row.volume,
    unit: row.unit ? { name: row.unit } : null,
  };
}

/** The fallbacks' knowledge of the catalogue's words, from the index (suggestions filter by text alone). */
function indexLexicon(state: SearchIndexState): Lexicon {
  return {
    knownWords: async (words) => state.index.knownWords(words),
    corrector: async () => correctorOf(state.vocabulary),
    correctionCounts: async (filter: { text: TextMatch }) => state.index.correctionCounts(filter.text),
  };
}
