import type { StartRange } from './term-carriers.ts';

/** What ranking needs of an indexed product (product-text-index.ts's entries). */
export type RankedProduct = {
  id: number;
  searchText: string;
  wordIds: readonly number[];
  inStock: boolean;
  soldCount: number;
};

/**
 * A query word's terms, each with the vocabulary's words starting with it (TermCarriers.startRange),
 * and `placeOf` (TermCarriers.placeOf): where each word id stands in that vocabulary.
 */
export type RankedQuery = {
  words: readonly { terms: readonly string[]; ranges: readonly StartRange[] }[];
  placeOf: Int32Array;
};

type RelevanceKeys = { entry: RankedProduct; correctionRank: number; whole: number; start: number };

/**
 * text-search.ts's correctionRankSql, wholeWordCountSql and wordStartCountSql on one product. A word
 * of the product is the term when it stands at the start of the term's range, and starts with it
 * when it stands in the range: numbers compared, not strings (up to 200 products per keystroke).
 */
function relevanceKeys(entry: RankedProduct, query: RankedQuery): RelevanceKeys {
  let correctionRank = 0;
  let whole = 0;
  let start = 0;
  const { wordIds } = entry;
  for (const { terms, ranges } of query.words) {
    if (terms.length > 1) {
      let at = 0;
      while (at < terms.length && !entry.searchText.includes(terms[at] as string)) at += 1;
      correctionRank += at;
    }
    let isWhole = false;
    let isStart = false;
    for (let w = 0; w < wordIds.length && !isWhole; w += 1) {
      const place = query.placeOf[wordIds[w] as number] as number;
      for (let t = 0; t < ranges.length; t += 1) {
        const range = ranges[t] as StartRange;
        if (place < range.from || place >= range.to) continue;
        isStart = true;
        if (range.whole && place === range.from) {
          isWhole = true;
          break;
        }
      }
    }
    if (isWhole) whole += 1;
    if (isStart) start += 1;
  }
  return { entry, correctionRank, whole, start };
}

function compareRelevance(a: RelevanceKeys, b: RelevanceKeys): number {
  return (
    Number(b.entry.inStock) - Number(a.entry.inStock) ||
    a.correctionRank - b.correctionRank ||
    b.whole - a.whole ||
    b.start - a.start ||
    b.entry.soldCount - a.entry.soldCount ||
    a.entry.id - b.entry.id
  );
}

/**
 * The page of `pool` (products in (in stock, sales, id) order, by slot: `entryOf` gives each one's
 * entry, read only for the products looked at) by relevance, from `offset`, `limit` long. That
 * order is also relevance's among products of equal keys: once enough products have the best keys
 * any product could have (a word found whole where the term is a catalogue word, at a word's start
 * where some catalogue word starts with it), they are the answer and the rest of the pool need not
 * be ranked (a word typed whole, a prefix: most keystrokes).
 */
export function pageByRelevance(
  pool: readonly number[],
  entryOf: (slot: number) => RankedProduct,
  query: RankedQuery,
  args: { offset: number; limit: number },
): number[] {
  const { page, keyed } = scan(pool, entryOf, query, args);
  if (page) return page;
  keyed.sort(compareRelevance);
  return keyed.slice(args.offset, args.offset + args.limit).map((keys) => keys.entry.id);
}

/**
 * pageByRelevance's answer when the first products of the pool (`start`, the pool's first part in
 * its order) hold the page at the best keys, whatever comes after them; null when they do not.
 */
export function pageAtBest(
  start: readonly number[],
  entryOf: (slot: number) => RankedProduct,
  query: RankedQuery,
  args: { offset: number; limit: number },
): number[] | null {
  return scan(start, entryOf, query, args).page;
}

/** The pool's relevance keys in its order, up to the page at the best keys when there is one. */
function scan(
  pool: readonly number[],
  entryOf: (slot: number) => RankedProduct,
  query: RankedQuery,
  args: { offset: number; limit: number },
): { page: number[] | null; keyed: RelevanceKeys[] } {
  const best = { whole: 0, start: 0 };
  for (const { ranges } of query.words) {
    if (ranges.some((range) => range.whole)) best.whole += 1;
    if (ranges.some((range) => range.from < range.to)) best.start += 1;
  }
  const end = args.offset + args.limit;
  const keyed: RelevanceKeys[] = [];
  const atBest: RelevanceKeys[] = [];
  for (const slot of pool) {
    const product = entryOf(slot);
    const keys = relevanceKeys(product, query);
    keyed.push(keys);
    if (
      product.inStock &&
      keys.correctionRank === 0 &&
      keys.whole === best.whole &&
      keys.start === best.start
    ) {
      atBest.push(keys);
      if (atBest.length === end) {
        return { page: atBest.slice(args.offset).map((found) => found.entry.id), keyed };
      }
    }
  }
  return { page: null, keyed };
}
