import { onlyShortWords, type TextMatch } from '../queries/text-search.ts';

/** What the index keeps of an active product: its search text and the keys of the suggestion order. */
export type IndexedProduct = { id: number; searchText: string; inStock: boolean; soldCount: number };

type Entry = IndexedProduct & { words: readonly string[] };

/**
 * Above this many matches, the suggestion pool is found by walking the whole catalogue in its order
 * (stopping at the pool's size) rather than sorting the matches: both cost about the same here.
 */
const defaultWalkAbove = 2000;
/**
 * When more than one product in this many carries the query's rarest word, the pool is found by
 * testing texts in the catalogue's order (about this many times the pool's size), with no marks.
 */
const textWalkBelow = 3;

/**
 * The active catalogue's search texts in memory, for the search box's keystrokes (decision 070): the
 * same matching and order as the SQL of queries/text-search.ts and product-list.ts
 * (listSuggestedProducts), which stays the reference the tests hold this to, at a few microseconds
 * instead of a scan of every product's text. It holds no price or stock count: the cards of its
 * answer are read live by id. Pure: search-index.ts keeps it current from the database.
 *
 * A term matches a product when one of its words contains the term (search_text is its words
 * joined by single spaces, and a term has no space, so this is `search_text like '%term%'`), or,
 * in a query of only one- and two-letter words, when one of its words starts with it.
 */
export class ProductTextIndex {
  private readonly entries: (Entry | undefined)[] = [];
  private readonly slotOfId = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  /** Each word of the active catalogue, and the slots of the products that carry it. */
  private readonly postings = new Map<string, Set<number>>();
  /** The words of `postings`, sorted, for prefixes; rebuilt on first use after a word comes or goes. */
  private sortedWords: string[] | null = null;
  /** Every slot in the suggestions' pool order: in stock first, then best-selling, then by id. */
  private order = new Int32Array(0);
  private orderLength = 0;
  private marks = new Uint32Array(0);
  private lastMark = 0;
  /** Each word's postings as an array, made on first read after they change (they seldom do). */
  private readonly postingArrays = new Map<string, Int32Array>();

  private readonly walkAbove: number;

  /** `walkAbove` is for tests, which prove both ways of finding the pool agree. */
  private constructor(walkAbove: number) {
    this.walkAbove = walkAbove;
  }

  static build(products: readonly IndexedProduct[], walkAbove = defaultWalkAbove): ProductTextIndex {
    const index = new ProductTextIndex(walkAbove);
    for (const product of products) index.place(product);
    const slots = index.entries.flatMap((entry, slot) => (entry ? [slot] : []));
    slots.sort((a, b) => index.compareSlots(a, b));
    index.order = Int32Array.from(slots);
    index.orderLength = slots.length;
    return index;
  }

  get size(): number {
    return this.slotOfId.size;
  }

  /** Adds a product, or brings one already here up to date; whether its words were new or changed. */
  upsert(product: IndexedProduct): boolean {
    const slot = this.slotOfId.get(product.id);
    if (slot === undefined) {
      this.orderInsert(this.place(product));
      return true;
    }
    const entry = this.entries[slot] as Entry;
    const wordsChanged = entry.searchText !== product.searchText;
    if (wordsChanged) {
      this.unlinkWords(slot, entry.words);
      const words = wordsOf(product.searchText);
      this.linkWords(slot, words);
      entry.searchText = product.searchText;
      entry.words = words;
    }
    if (entry.inStock !== product.inStock || entry.soldCount !== product.soldCount) {
      this.orderRemove(slot);
      entry.inStock = product.inStock;
      entry.soldCount = product.soldCount;
      this.orderInsert(slot);
    }
    return wordsChanged;
  }

  /** Forgets a product (withdrawn or deleted); nothing when it is not here. */
  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    const entry = this.entries[slot] as Entry;
    this.orderRemove(slot);
    this.unlinkWords(slot, entry.words);
    this.entries[slot] = undefined;
    this.slotOfId.delete(id);
    this.freeSlots.push(slot);
  }

  /**
   * The ids the suggestion box shows for `match`: of the `poolSize` matches first in the pool
   * order, those from `offset` to `offset + limit` by relevance (product-list.ts's sortKeys:
   * in stock, then the commonest correction, words found whole, words a name word starts with,
   * best-selling, id).
   */
  suggest(match: TextMatch, args: { poolSize: number; offset: number; limit: number }): number[] {
    const pool = this.firstMatches(match, args.poolSize);
    const keyed = pool.map((slot) => relevanceKeys(this.entries[slot] as Entry, match));
    keyed.sort(compareRelevance);
    return keyed.slice(args.offset, args.offset + args.limit).map((keys) => keys.entry.id);
  }

  /** How many active products match: the same count as `countProducts` with only this text. */
  count(match: TextMatch): number {
    return this.matchingSlots(match).length;
  }

  /** The words (of those given) found in some active product's text, as `findKnownWords` reads them. */
  knownWords(words: readonly string[]): Set<string> {
    const vocabulary = this.words();
    return new Set(words.filter((word) => vocabulary.some((known) => known.includes(word))));
  }

  /**
   * For a corrected query, how many products matching all of it each term of each word matches:
   * correction-counts.ts's `counts[w][t]` with no other filter.
   */
  correctionCounts(match: TextMatch): number[][] {
    const startsOnly = onlyShortWords(match);
    const matched = this.matchingSlots(match).map((slot) => (this.entries[slot] as Entry).searchText);
    return match.words.map((word) =>
      word.terms.map((term) => matched.filter((text) => termMatches(text, term, startsOnly)).length),
    );
  }

  /**
   * How to find a query's matches: the catalogue words carrying the word whose carriers hold the
   * fewest products (read from their postings), and a test of the other words on a product's text.
   */
  private plan(match: TextMatch): Plan | null {
    const startsOnly = onlyShortWords(match);
    const expanded = match.words
      .map((word) => {
        const carriers = word.terms.flatMap((term) => this.wordsMatching(term, startsOnly));
        const size = carriers.reduce((sum, carrier) => sum + (this.postings.get(carrier)?.size ?? 0), 0);
        return { word, carriers, size };
      })
      .sort((a, b) => a.size - b.size);
    const [first, ...rest] = expanded;
    if (!first) return null;
    const matchesAll = (words: typeof expanded) => (slot: number) => {
      const text = (this.entries[slot] as Entry).searchText;
      return words.every(({ word }) => word.terms.some((term) => termMatches(text, term, startsOnly)));
    };
    return {
      carriers: first.carriers,
      size: first.size,
      others: matchesAll(rest),
      all: matchesAll(expanded),
    };
  }

  /** The slots of the products matching every word of `match`, in no order. */
  private matchingSlots(match: TextMatch): number[] {
    const plan = this.plan(match);
    return plan ? this.carrying(plan.carriers).filter(plan.others) : [];
  }

  /**
   * The first `size` products matching `match` in the pool order. Few candidates are sorted; many
   * (a two-letter prefix, a word in most names) are found by walking the catalogue in its order and
   * stopping at `size`, so a common word costs no more than a rare one.
   */
  private firstMatches(match: TextMatch, size: number): number[] {
    const plan = this.plan(match);
    if (!plan) return [];
    if (plan.size <= this.walkAbove) {
      return this.carrying(plan.carriers)
        .filter(plan.others)
        .sort((a, b) => this.compareSlots(a, b))
        .slice(0, size);
    }
    const first: number[] = [];
    const { order, orderLength } = this;
    if (plan.size * textWalkBelow >= orderLength) {
      // One product in a few matches: testing texts in order finds the pool within a few thousand.
      for (let at = 0; at < orderLength; at += 1) {
        const slot = order[at] as number;
        if (plan.all(slot)) {
          first.push(slot);
          if (first.length === size) break;
        }
      }
      return first;
    }
    const { member, mark } = this.memberMarks();
    for (const carrier of plan.carriers) {
      const slots = this.postingArray(carrier);
      for (let at = 0; at < slots.length; at += 1) member[slots[at] as number] = mark;
    }
    for (let at = 0; at < orderLength; at += 1) {
      const slot = order[at] as number;
      if (member[slot] === mark && plan.others(slot)) {
        first.push(slot);
        if (first.length === size) break;
      }
    }
    return first;
  }

  /** The slots of the products carrying any of `words`, each once. */
  private carrying(words: readonly string[]): number[] {
    if (words.length === 1) return Array.from(this.postingArray(words[0] as string));
    const union = new Set<number>();
    for (const word of words) for (const slot of this.postingArray(word)) union.add(slot);
    return [...union];
  }

  private postingArray(word: string): Int32Array {
    let slots = this.postingArrays.get(word);
    if (!slots) {
      slots = Int32Array.from(this.postings.get(word) ?? []);
      this.postingArrays.set(word, slots);
    }
    return slots;
  }

  /**
   * A mark per slot and this call's mark: a slot is marked when it holds the mark, so no call need
   * clear what the one before it set.
   */
  private memberMarks(): { member: Uint32Array; mark: number } {
    if (this.marks.length < this.entries.length || this.lastMark === 0xffffffff) {
      this.marks = new Uint32Array(this.entries.length * 2);
      this.lastMark = 0;
    }
    this.lastMark += 1;
    return { member: this.marks, mark: this.lastMark };
  }

  /** The catalogue's words that contain `term` (or start with it). */
  private wordsMatching(term: string, startsOnly: boolean): string[] {
    const words = this.words();
    if (!startsOnly) return words.filter((word) => word.includes(term));
    const found: string[] = [];
    for (let at = lowerBound(words, term); at < words.length; at += 1) {
      const word = words[at] as string;
      if (!word.startsWith(term)) break;
      found.push(word);
    }
    return found;
  }

  private words(): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort();
    return this.sortedWords;
  }

  private place(product: IndexedProduct): number {
    const slot = this.freeSlots.pop() ?? this.entries.length;
    const words = wordsOf(product.searchText);
    const { id, searchText, inStock, soldCount } = product;
    this.entries[slot] = { id, searchText, inStock, soldCount, words };
    this.slotOfId.set(product.id, slot);
    this.linkWords(slot, words);
    return slot;
  }

  private linkWords(slot: number, words: readonly string[]): void {
    for (const word of words) {
      let carriers = this.postings.get(word);
      if (!carriers) {
        carriers = new Set();
        this.postings.set(word, carriers);
        this.sortedWords = null;
      }
      carriers.add(slot);
      this.postingArrays.delete(word);
    }
  }

  private unlinkWords(slot: number, words: readonly string[]): void {
    for (const word of words) {
      const carriers = this.postings.get(word);
      if (!carriers) continue;
      carriers.delete(slot);
      this.postingArrays.delete(word);
      if (carriers.size === 0) {
        this.postings.delete(word);
        this.sortedWords = null;
      }
    }
  }

  /** In stock first, then most sold, then the smaller id: `order by (inventory > 0) desc, sold_count desc, id`. */
  private compareSlots(a: number, b: number): number {
    const x = this.entries[a] as Entry;
    const y = this.entries[b] as Entry;
    return Number(y.inStock) - Number(x.inStock) || y.soldCount - x.soldCount || x.id - y.id;
  }

  /** Where `slot` stands, or should stand, in `order` (its key is unique: the id ends it). */
  private orderPosition(slot: number): number {
    let low = 0;
    let high = this.orderLength;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareSlots(this.order[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private orderInsert(slot: number): void {
    if (this.orderLength === this.order.length) {
      const grown = new Int32Array(Math.max(16, this.order.length * 2));
      grown.set(this.order);
      this.order = grown;
    }
    const at = this.orderPosition(slot);
    this.order.copyWithin(at + 1, at, this.orderLength);
    this.order[at] = slot;
    this.orderLength += 1;
  }

  private orderRemove(slot: number): void {
    const at = this.orderPosition(slot);
    if (at >= this.orderLength || this.order[at] !== slot) return;
    this.order.copyWithin(at, at + 1, this.orderLength);
    this.orderLength -= 1;
  }
}

/** A product text's distinct words. */
function wordsOf(searchText: string): string[] {
  return [...new Set(searchText.split(' ').filter((word) => word !== ''))];
}

/** text-search.ts's termCondition on one text. */
function termMatches(text: string, term: string, startsOnly: boolean): boolean {
  if (!startsOnly) return text.includes(term);
  return text.startsWith(term) || text.includes(` ${term}`);
}

/** How to find a query's matches (ProductTextIndex.plan). */
type Plan = {
  /** The catalogue words carrying the query word whose carriers hold the fewest products. */
  carriers: string[];
  /** How many products those carriers hold (with repeats). */
  size: number;
  /** Whether a product's text matches the query's other words. */
  others: (slot: number) => boolean;
  /** Whether it matches every word. */
  all: (slot: number) => boolean;
};

type RelevanceKeys = { entry: Entry; correctionRank: number; whole: number; start: number };

/** text-search.ts's correctionRankSql, wholeWordCountSql and wordStartCountSql on one product. */
function relevanceKeys(entry: Entry, match: TextMatch): RelevanceKeys {
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
