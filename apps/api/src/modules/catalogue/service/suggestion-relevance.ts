import type { SlotWordIds } from './slot-word-ids.ts';
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
 * The index's products by slot: each one's entry, and its word ids read from the flat array where it
 * has them (SlotWordIds), a few adjacent integers rather than the entry's own array.
 */
export type RankingSource = { entryOf: (slot: number) => RankedProduct; wordIds: SlotWordIds };

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
function relevanceKeys(slot: number, source: RankingSource, query: RankedQuery): RelevanceKeys {
  const entry = source.entryOf(slot);
  const flat = source.wordIds;
  const count = flat.counts[slot] as number;
  const wordIds = count < 0 ? entry.wordIds : flat.ids;
  const first = count < 0 ? 0 : slot * flat.places;
  const end = count < 0 ? wordIds.length : first + count;
  let correctionRank = 0;
  let whole = 0;
  let start = 0;
  for (const { terms, ranges } of query.words) {
    if (terms.length > 1) {
      let at = 0;
      while (at < terms.length && !entry.searchText.includes(terms[at] as string)) at += 1;
      correctionRank += at;
    }
    let isWhole = false;
    let isStart = false;
    for (let w = first; w < end && !isWhole; w += 1) {
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
 * The page of `pool` (products in (in stock, sales, id) order, by slot: `source` gives each one's
 * entry and word ids, read only for the products looked at) by relevance, from `offset`, `limit` long. That
 * order is also relevance's among products of equal keys: once enough products have the best keys
 * any product could have (a word found whole where the term is a catalogue word, at a word's start
 * where some catalogue word starts with it), they are the answer and the rest of the pool need not
 * be ranked (a word typed whole, a prefix: most keystrokes).
 */
export function pageByRelevance(
  pool: readonly number[],
  source: RankingSource,
  query: RankedQuery,
  args: { offset: number; limit: number },
): number[] {
  const { page, keyed } = scan(pool, source, query, args);
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
  source: RankingSource,
  query: RankedQuery,
  args: { offset: number; limit: number },
): number[] | null {
  return scan(start, source, query, args).page;
}

/** The pool's relevance keys in its order, up to the page at the best keys when there is one. */
function scan(
  pool: readonly number[],
  source: RankingSource,
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
    const keys = relevanceKeys(slot, source, query);
    keyed.push(keys);
    if (
      keys.entry.inStock &&
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
