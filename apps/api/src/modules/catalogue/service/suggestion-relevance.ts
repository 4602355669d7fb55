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

/**
 * text-search.ts's correctionRankSql, wholeWordCountSql and wordStartCountSql on one product. Plain
 * loops: up to 200 products per keystroke are ranked, and a closure per test was most of the cost.
 */
function relevanceKeys(entry: RankedProduct, match: TextMatch): RelevanceKeys {
  let correctionRank = 0;
  let whole = 0;
  let start = 0;
  const carried = entry.words;
  for (const word of match.words) {
    const { terms } = word;
    if (terms.length > 1) {
      let at = 0;
      while (at < terms.length && !entry.searchText.includes(terms[at] as string)) at += 1;
      correctionRank += at;
    }
    let isWhole = false;
    let isStart = false;
    for (let t = 0; t < terms.length && !isWhole; t += 1) {
      const term = terms[t] as string;
      for (let c = 0; c < carried.length; c += 1) {
        const own = carried[c] as string;
        if (own === term) {
          isWhole = true;
          isStart = true;
          break;
        }
        if (!isStart && own.startsWith(term)) isStart = true;
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
