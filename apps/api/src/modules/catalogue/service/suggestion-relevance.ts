import type { TextMatch } from '../queries/text-search.ts';

/** What ranking needs of an indexed product (product-text-index.ts's entries). */
export type RankedProduct = {
  id: number;
  searchText: string;
  words: readonly string[];
  inStock: boolean;
  soldCount: number;
};

type RelevanceKeys = { entry: RankedProduct; correctionRank: number; whole: number; start: number };

/** text-search.ts's correctionRankSql, wholeWordCountSql and wordStartCountSql on one product. */
function relevanceKeys(entry: RankedProduct, match: TextMatch): RelevanceKeys {
  let correctionRank = 0;
  let whole = 0;
  let start = 0;
  for (const word of match.words) {
    if (word.terms.length > 1) {
      const at = word.terms.findIndex((term) => entry.searchText.includes(term));
      correctionRank += at < 0 ? word.terms.length : at;
    }
    if (word.terms.some((term) => entry.words.includes(term))) whole += 1;
    if (word.terms.some((term) => entry.words.some((carried) => carried.startsWith(term)))) start += 1;
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
 * The page of `pool` (products in (in stock, sales, id) order) by relevance, from `offset`, `limit`
 * long. That order is also relevance's among products of equal keys: once enough products have the
 * best keys any product could have (`best`), they are the answer and the rest of the pool need not be
 * ranked (a word typed whole, a prefix: most keystrokes).
 */
export function pageByRelevance(
  pool: readonly RankedProduct[],
  match: TextMatch,
  best: { whole: number; start: number },
  args: { offset: number; limit: number },
): number[] {
  const end = args.offset + args.limit;
  const keyed: RelevanceKeys[] = [];
  const atBest: RelevanceKeys[] = [];
  for (const product of pool) {
    const keys = relevanceKeys(product, match);
    keyed.push(keys);
    if (
      product.inStock &&
      keys.correctionRank === 0 &&
      keys.whole === best.whole &&
      keys.start === best.start
    ) {
      atBest.push(keys);
      if (atBest.length === end) return atBest.slice(args.offset).map((found) => found.entry.id);
    }
  }
  keyed.sort(compareRelevance);
  return keyed.slice(args.offset, end).map((keys) => keys.entry.id);
}
