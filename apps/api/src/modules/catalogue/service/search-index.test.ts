import { beforeAll, describe, expect, it } from 'vitest';
import { suggestLimits } from '@shop/domain/catalogue/listing-constants';
import { matchByName } from '@shop/domain/catalogue/name-match';
import { searchWords } from '@shop/domain/catalogue/search-query';
import { normalizeSearchText } from '@shop/domain/search-text';
import { createMemoryCache } from '../../../adapters/cache/memory.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { listSuggestedProducts } from '../queries/product-list.ts';
import { listIndexedProducts } from '../queries/search-feed.ts';
import { listSearchWords } from '../queries/text-search.ts';
import { catalogueServiceOver } from '../test-support.ts';
import { createCatalogueContext, type CatalogueContext } from './context.ts';
import { ProductTextIndex } from './product-text-index.ts';
import { searchWithFallbacks } from './text-fallbacks.ts';

// The search box answers from each process's index of product texts (decision 070). The SQL it
// replaced (listSuggestedProducts, with the fallbacks reading the database) stays the reference:
// over the queries customers type — prefixes of the catalogue's own words, two words, slips,
// Arabic letters, an English keyboard — both must choose the same products in the same order and
// name the same correction.

let ctx: CatalogueContext;
let suggest: ReturnType<typeof catalogueServiceOver>['suggest'];
let queries: string[];

beforeAll(async () => {
  const { database } = await getTestApp();
  ctx = createCatalogueContext({
    db: database.db,
    cache: createMemoryCache(),
    now: () => testNow,
    publicUrl: 'http://shop.test',
  });
  ({ suggest } = catalogueServiceOver(database));
  const words = (await listSearchWords(database.db))
    .map((row) => row.word)
    .filter((word) => word.length >= 2);
  queries = customerQueries(words);
});

/** The old suggest, word for word, on the database: brands, categories and the products' ids. */
async function referenceSuggest(q: string, page: number) {
  if (normalizeSearchText(q).length < suggestLimits.minLength) {
    return { brands: [], categories: [], products: [], correctedQuery: null, correctedBecause: null };
  }
  const [brandRows, categoryRows] = await Promise.all([ctx.brandRows(), ctx.categoryRows()]);
  const { result, correctedQuery, correctedBecause } = await searchWithFallbacks(
    ctx,
    q,
    async (db, text) => {
      if (!text) return { brands: [], categories: [], products: [] as number[] };
      const words = text.words.flatMap((word) => word.terms);
      const rows = await listSuggestedProducts(db, {
        filter: { text },
        now: testNow,
        limit: suggestLimits.products,
        offset: (page - 1) * suggestLimits.products,
      });
      return {
        brands: matchByName(brandRows, (brand) => brand.name, words, suggestLimits.brands).map((b) => b.id),
        categories: matchByName(categoryRows, (c) => c.name, words, suggestLimits.categories).map(
          (c) => c.id,
        ),
        products: rows.map((row) => row.id),
      };
    },
    (found) => found.brands.length + found.categories.length + found.products.length > 0,
  );
  return { ...result, correctedQuery, correctedBecause };
}

/**
 * Both answers to `q`, asked one after the other. On PostgreSQL other test files change stock in the
 * same catalogue meanwhile (the dev stock route's tests), so a pair that differs is asked again: a
 * real difference persists, a stock change between the two answers does not.
 */
async function bothAnswers(q: string) {
  let pair = { expected: await referenceSuggest(q, 1), actual: await indexSuggest(q, 1) };
  for (
    let again = 0;
    again < 2 && JSON.stringify(pair.actual) !== JSON.stringify(pair.expected);
    again += 1
  ) {
    pair = { expected: await referenceSuggest(q, 1), actual: await indexSuggest(q, 1) };
  }
  return pair;
}

async function indexSuggest(q: string, page: number) {
  const { suggestions, correctedQuery, correctedBecause } = await suggest({ q, page });
  return {
    brands: suggestions.brands.map((brand) => brand.id),
    categories: suggestions.categories.map((category) => category.id),
    products: suggestions.products.map((product) => product.id),
    correctedQuery,
    correctedBecause,
  };
}

/** A fixed pseudo-random stream, so a failure names the same queries on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The Windows Persian layout (search-text.ts), from the letter to the key typed by mistake. */
const latinKeys: Record<string, string> = Object.fromEntries(
  [...'ضصثقفغعهخحجچپشسیبلاتنمکگظطزرذدئو'].map((letter, at) => [
    letter,
    "qwertyuiop[]\\asdfghjkl;'zxcvbnm,"[at] ?? '',
  ]),
);

/** What customers type: every kind the search handles, from the catalogue's own words. */
function customerQueries(words: readonly string[]): string[] {
  const random = seeded(22);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const lettered = words.filter((word) => /^\p{L}+$/u.test(word));
  const found = new Set<string>();
  for (const word of lettered) {
    // Every prefix a keystroke makes, from two letters.
    for (let length = 2; length <= word.length; length += 1) found.add(word.slice(0, length));
  }
  for (let n = 0; n < 150; n += 1) {
    const word = pick(lettered.filter((w) => w.length >= 4));
    const at = Math.floor(random() * word.length);
    const letter = pick([...'ابپتسشکگلمنویهرد']);
    found.add(word.slice(0, at) + letter + word.slice(at + 1)); // a slip
    found.add(word.slice(0, at) + word.slice(at + 1)); // a letter left out
    found.add(`${pick(lettered)} ${word.slice(0, 2 + Math.floor(random() * (word.length - 1)))}`);
    found.add(word.replaceAll('ی', 'ي').replaceAll('ک', 'ك'));
    found.add([...word].map((letter) => latinKeys[letter] ?? letter).join(''));
  }
  return [...found];
}

describe('suggestions from the index of product texts', () => {
  it('choose what the SQL chose, for every kind of query customers type', async () => {
    expect(queries.length).toBeGreaterThan(500);
    const differences: string[] = [];
    let withProducts = 0;
    let corrected = 0;
    for (const q of queries) {
      const { expected, actual } = await bothAnswers(q);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        differences.push(`${q}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
      if (expected.products.length > 0) withProducts += 1;
      if (expected.correctedQuery) corrected += 1;
    }
    expect(differences.slice(0, 5)).toEqual([]);
    // The queries reach every path: plenty find products, and slips and keyboards get corrected.
    expect(withProducts).toBeGreaterThan(queries.length / 2);
    expect(corrected).toBeGreaterThan(50);
  }, 300_000);

  it('find the pool the same way by reading postings to a rank bound or by walking the catalogue in its order', async () => {
    const { database } = await getTestApp();
    const rows = await listIndexedProducts(database.db);
    const reading = ProductTextIndex.build(rows);
    const walking = ProductTextIndex.build(rows, 'walking');
    const args = { poolSize: 20, offset: 0, limit: 11 };
    let nonEmpty = 0;
    for (const q of queries) {
      const match = { words: searchWords(q).map((word) => ({ terms: [word] })) };
      const chosen = reading.suggest(match, args);
      expect(walking.suggest(match, args), q).toEqual(chosen);
      if (chosen.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(queries.length / 3);
  });

  it('page the same way', async () => {
    for (const q of ['شیر', 'ما', 'پن', 'روغن', 'ماصت']) {
      for (const page of [2, 3]) {
        expect(await indexSuggest(q, page), `${q} page ${page}`).toEqual(await referenceSuggest(q, page));
      }
    }
  });
});
