import type { RankedSlots } from './ranked-slots.ts';

/** The catalogue words carrying a query term: their ids, and their postings in pool order. */
export type Carriers = { words: readonly string[]; ids: readonly number[]; lists: readonly RankedSlots[] };

/**
 * A query term's carriers are remembered until a word comes or goes; past this many terms (junk
 * typed at the box), they are all forgotten and found again, so the memory stays bounded.
 */
const rememberedTerms = 20_000;

/**
 * What follows from the index's set of words alone (ProductTextIndex): the words sorted, for
 * prefixes, and each term's carrying words, found once per set of words rather than per query. The
 * index makes a new one after a word comes or goes.
 */
export class TermCarriers {
  private readonly sorted: string[];
  /** Each term asked for (`*` contains, `^` starts a word) and its carriers. */
  private readonly remembered = new Map<string, Carriers>();
  private readonly idOf: (word: string) => number;
  private readonly postingsOf: (word: string) => RankedSlots;

  constructor(
    words: Iterable<string>,
    idOf: (word: string) => number,
    postingsOf: (word: string) => RankedSlots,
  ) {
    this.sorted = [...words].sort();
    this.idOf = idOf;
    this.postingsOf = postingsOf;
  }

  /** Whether some catalogue word starts with `term`. */
  startsSomeWord(term: string): boolean {
    return (this.sorted[lowerBound(this.sorted, term)] ?? '').startsWith(term);
  }

  /** The catalogue's words that contain `term` (or start with it). */
  of(term: string, startsOnly: boolean): Carriers {
    const key = `${startsOnly ? '^' : '*'}${term}`;
    let carriers = this.remembered.get(key);
    if (!carriers) {
      if (this.remembered.size >= rememberedTerms) this.remembered.clear();
      const words = wordsMatching(this.sorted, term, startsOnly);
      carriers = { words, ids: words.map(this.idOf), lists: words.map(this.postingsOf) };
      this.remembered.set(key, carriers);
    }
    return carriers;
  }
}

/** The words of `sorted` that contain `term` (or start with it). */
function wordsMatching(sorted: readonly string[], term: string, startsOnly: boolean): string[] {
  if (!startsOnly) return sorted.filter((word) => word.includes(term));
  const found: string[] = [];
  for (let at = lowerBound(sorted, term); at < sorted.length; at += 1) {
    const word = sorted[at] as string;
    if (!word.startsWith(term)) break;
    found.push(word);
  }
  return found;
}

/** The first index of `sorted` whose word is not before `term`. */
function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < term) low = middle + 1;
    else high = middle;
  }
  return low;
}
