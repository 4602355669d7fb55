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

/** A brand or category as a suggestion shows it, and the same as JSON, made once per set of rows. */
type Shown<S> = { value: S; json: string };

/**
 * The brands' and categories' matchers, their names normalised and each one's JSON written once per
 * set of rows (the small tables come back as the same arrays while each process keeps them).
 */
const matchers = new WeakMap<
  readonly object[],
  (words: readonly string[], limit: number) => Shown<unknown>[]
>();

function matcherOf<T extends { name: string }, S>(rows: readonly T[], show: (row: T) => S) {
  let matcher = matchers.get(rows);
  if (!matcher) {
    const items = rows.map((row) => {
      const value = show(row);
      return { name: row.name, value, json: JSON.stringify(value) };
    });
    matcher = nameMatcher(items, (item) => item.name);
    matchers.set(rows, matcher);
  }
  return matcher as (words: readonly string[], limit: number) => Shown<S>[];
}

/** The suggestions, and the same as JSON written from parts kept per card (`json`). */
export type SuggestAnswer = { suggestions: Suggestions; json: () => string } & Omit<
  TextSearchOutcome<Suggestions>,
  'result'
>;

type Chosen = {
  brands: Shown<Suggestions['brands'][number]>[];
  categories: Shown<Suggestions['categories'][number]>[];
  productIds: number[];
};

/**
 * The search box's suggestions, asked on every keystroke (after a 500 ms pause). Brands and
 * categories are matched against the cached small tables, and products chosen and shown from this
 * process's index of product texts (decision 070), all in memory, once the index is known to be as
 * new as the database (search-index.ts `fresh`: one small query shared by concurrent keystrokes).
 */
export async function suggest(ctx: CatalogueContext, query: SuggestQuery): Promise<SuggestAnswer> {
  if (normalizeSearchText(query.q).length < suggestLimits.minLength) {
    return {
      suggestions: nothing,
      json: () => JSON.stringify(nothing),
      correctedQuery: null,
      correctedBecause: null,
    };
  }
  const now = ctx.now();
  const [brandRows, categoryRows, state] = await Promise.all([
    ctx.brandRows(),
    ctx.categoryRows(),
    ctx.searchIndex.fresh(),
  ]);
  const choose = (state: SearchIndexState) =>
    searchWithFallbacks<Chosen>(
      ctx,
      query.q,
      async (_db, text) => {
        if (!text) return { brands: [], categories: [], productIds: [] };
        const words =
          text.words.length === 1 ? (text.words[0]?.terms ?? []) : text.words.flatMap((word) => word.terms);
        return {
          brands: matcherOf(brandRows, ({ id, name, slug, logo }) => ({ id, name, slug, logo }))(
            words,
            suggestLimits.brands,
          ),
          categories: matcherOf(categoryRows, ({ id, name, slug, type }) => ({ id, name, slug, type }))(
            words,
            suggestLimits.categories,
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

  const { result, ...correction } = await choose(state);
  const cards: SuggestionCard[] = [];
  const prices: (number | null)[] = [];
  // A plain loop: flatMap's small arrays cost more than the lookups (issue 22's profiles).
  for (const id of result.productIds) {
    const card = state.cards.get(id);
    if (!card) continue;
    cards.push(card);
    prices.push(priceProduct(card, now).price_by_discount);
  }
  const { brands, categories } = result;
  return {
    get suggestions(): Suggestions {
      const products = cards.map((card, i) => {
        const [before, after] = fixedParts(card);
        return { ...before, price_by_discount: prices[i] ?? null, ...after };
      });
      return {
        brands: brands.map((brand) => brand.value),
        categories: categories.map((category) => category.value),
        products,
      };
    },
    json: () => suggestionsJson(brands, categories, cards, prices),
    ...correction,
  };
}

/** A suggested card's fields before and after its price after discount, the one that moves with time. */
function fixedParts(row: SuggestionCard) {
  return [
    { ...productIdentity(row), price: row.price },
    {
      available: row.inStock,
      // «در حال تأمین» rather than «ناموجود» in place of the price, as on product cards (spec §4).
      comming_soon: row.comingSoon,
      volume: row.volume,
      unit: row.unit ? { name: row.unit } : null,
    },
  ] as const;
}

/**
 * Each card's JSON around its price after discount, written when the card is first suggested and
 * kept on the card (`written`: a changed product gets a new card object). Writing the cards' Persian
 * names on every keystroke was a tenth of the search box's CPU at 100,000 products (issue 22).
 */
function writtenCard(card: SuggestionCard): { before: string; after: string } {
  if (!card.written) {
    const [before, after] = fixedParts(card);
    card.written = {
      before: `${JSON.stringify(before).slice(0, -1)},"price_by_discount":`,
      after: `,${JSON.stringify(after).slice(1)}`,
    };
  }
  return card.written;
}

/** The answer's data as JSON: the same value `suggestions` is (the response serializer checks it in tests). */
function suggestionsJson(
  brands: readonly Shown<unknown>[],
  categories: readonly Shown<unknown>[],
  cards: readonly SuggestionCard[],
  prices: readonly (number | null)[],
): string {
  let products = '';
  for (let i = 0; i < cards.length; i++) {
    const { before, after } = writtenCard(cards[i]!);
    products += `${i === 0 ? '' : ','}${before}${prices[i] ?? null}${after}`;
  }
  return `{"brands":[${joined(brands)}],"categories":[${joined(categories)}],"products":[${products}]}`;
}

function joined(shown: readonly Shown<unknown>[]): string {
  let json = '';
  for (let i = 0; i < shown.length; i++) json += `${i === 0 ? '' : ','}${shown[i]?.json}`;
  return json;
}

/** The fallbacks' knowledge of the catalogue's words, from the index (suggestions filter by text alone). */
function indexLexicon(state: SearchIndexState): Lexicon {
  return {
    knownWords: async (words) => state.index.knownWords(words),
    corrector: async () => correctorOf(state.vocabulary),
    correctionCounts: async (filter: { text: TextMatch }) => state.index.correctionCounts(filter.text),
  };
}
