import { onlyShortWords, type TextMatch } from '../queries/text-search.ts';
import { othersByMarksOrTexts, othersByWordIds, type TestOthersOn } from './other-words.ts';
import { firstByRank, firstByWalking, firstInOneList } from './first-by-rank.ts';
import { eachDistinctSlot, RankedSlots, SlotStamps } from './ranked-slots.ts';
import { PostingHeads, SlotWordIds, WordNumbers } from './slot-word-ids.ts';
import { TermCarriers } from './term-carriers.ts';
import { pageAtBest, pageByRelevance, type RankedQuery, type RankingSource } from './suggestion-relevance.ts';

/** What the index keeps of an active product: its search text and the keys of the suggestion order. */
export type IndexedProduct = { id: number; searchText: string; inStock: boolean; soldCount: number };

/** An indexed product, with its distinct words and their ids (WordNumbers). */
type Entry = IndexedProduct & { words: readonly string[]; wordIds: readonly number[] };

/**
 * How the first matches are found: by reading the carriers' postings up to a rank bound
 * (first-by-rank.ts, the customers' way), or by marking every product carrying the rarest word and
 * walking the whole catalogue in its order (the plain way, which the tests hold the other to).
 */
export type FirstMatchesBy = 'postings' | 'walking';
/**
 * The suggestions' pool is first looked for this far at least (ProductTextIndex.suggest): at
 * 100,000 products four prefixes of one word in five find their page among the first fifteen
 * matches (measured in process over the bench's queries).
 */
const firstPartAtLeast = 32;

/**
 * The active catalogue's search texts in memory, for the search box's keystrokes (decision 070): the
 * same matching and order as the SQL of queries/text-search.ts and product-list.ts
 * (listSuggestedProducts), which stays the reference the tests hold this to, at a few microseconds
 * instead of a scan of every product's text. Pure: search-index.ts keeps it current from the
 * database.
 *
 * A term matches a product when one of its words contains the term (search_text is its words
 * joined by single spaces, and a term has no space, so this is `search_text like '%term%'`), or,
 * in a query of only one- and two-letter words, when one of its words starts with it.
 *
 * Every word's postings, like the whole catalogue, are kept in the suggestions' pool order (in stock
 * first, then best-selling, then by id), so the first matches of a query are the first entries of its
 * words' postings, however many products match: a sale or a product selling out moves its entries.
 * The rarest query word's postings give the candidates; the other words are tested on a candidate's
 * word ids, a small number per catalogue word (other-words.ts: issue 22).
 */
export class ProductTextIndex {
  private readonly entries: (Entry | undefined)[] = [];
  private readonly slotOfId = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  /** Each word of the active catalogue, and the products that carry it, in pool order. */
  private readonly postings = new Map<string, RankedSlots>();
  /** Each word's small number, and the bits othersByWordIds sets on them. */
  private readonly wordIds = new WordNumbers();
  /** Every product's word ids, flat, for testing candidates (slot-word-ids.ts). */
  private readonly slotWordIds: SlotWordIds;
  /** Each word id's first product in pool order and product count (slot-word-ids.ts). */
  private readonly heads = new PostingHeads();
  /**
   * What follows from the set of words alone: made again on first use after a word comes or goes (a
   * refresh that brings a new word), so a term's carriers are found once per vocabulary, not per query.
   */
  private vocabulary: TermCarriers | null = null;
  /** Every product in pool order. */
  private readonly order: RankedSlots;
  private readonly slotStamps: [SlotStamps, SlotStamps] = [new SlotStamps(), new SlotStamps()];
  private wordBits = new Uint8Array(0);
  /** ranks(): null after any change to the order. */
  private rankOf: Int32Array | null = null;
  private readonly firstBy: FirstMatchesBy;
  private readonly testOthersOn: TestOthersOn;
  private readonly compare = (a: number, b: number): number => this.compareSlots(a, b);
  private readonly entryOf = (slot: number): Entry => this.entries[slot] as Entry;
  private readonly ranking: RankingSource;

  private constructor(firstBy: FirstMatchesBy, testOthersOn: TestOthersOn, wordIdPlaces: number | undefined) {
    this.firstBy = firstBy;
    this.testOthersOn = testOthersOn;
    this.slotWordIds = new SlotWordIds(wordIdPlaces);
    this.ranking = { entryOf: this.entryOf, wordIds: this.slotWordIds };
    this.order = new RankedSlots(this.compare);
  }

  /**
   * `firstBy`, `testOthersOn` and `wordIdPlaces` (SlotWordIds) are for tests, which prove every way of
   * finding the pool agrees.
   */
  static build(
    products: readonly IndexedProduct[],
    firstBy: FirstMatchesBy = 'postings',
    testOthersOn: TestOthersOn = 'word-ids-then-marks',
    wordIdPlaces?: number,
  ): ProductTextIndex {
    const index = new ProductTextIndex(firstBy, testOthersOn, wordIdPlaces);
    const slots = products.map((product) => index.place(product));
    slots.sort(index.compare);
    // In pool order, each word's postings are built already sorted.
    for (const slot of slots) {
      index.order.append(slot);
      for (const word of (index.entries[slot] as Entry).words) index.postingsOf(word).append(slot);
    }
    for (const [word, list] of index.postings) index.heads.update(index.wordIds.of(word), list);
    return index;
  }

  get size(): number {
    return this.slotOfId.size;
  }

  /** Adds a product, or brings one already here up to date; whether its words were new or changed. */
  upsert(product: IndexedProduct): boolean {
    const known = this.slotOfId.get(product.id);
    if (known === undefined) {
      const slot = this.place(product);
      this.rank(slot, (this.entries[slot] as Entry).words);
      return true;
    }
    const entry = this.entries[known] as Entry;
    const wordsChanged = entry.searchText !== product.searchText;
    const keysChanged = entry.inStock !== product.inStock || entry.soldCount !== product.soldCount;
    if (!wordsChanged && !keysChanged) return false;
    // Out of every list under its old keys, back in under its new ones.
    this.unrank(known, entry.words);
    this.setText(known, entry, product.searchText);
    entry.inStock = product.inStock;
    entry.soldCount = product.soldCount;
    this.rank(known, entry.words);
    return wordsChanged;
  }

  /** Forgets a product (withdrawn or deleted); nothing when it is not here. */
  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    this.unrank(slot, (this.entries[slot] as Entry).words);
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
    const known = this.known();
    const query: RankedQuery = {
      words: match.words.map(({ terms }) => ({ terms, ranges: terms.map((term) => known.startRange(term)) })),
      placeOf: known.placeOf,
    };
    // Most keystrokes' page is at the best keys among the first few matches (pageByRelevance): those
    // are found first, and the whole pool only when they do not fill the page, on the same plan.
    const firstPart = Math.max(firstPartAtLeast, 3 * (args.offset + args.limit));
    return this.withPlan(
      match,
      (plan) => {
        if (firstPart < args.poolSize) {
          const start = this.firstOf(plan, firstPart);
          if (start.length < firstPart) return pageByRelevance(start, this.ranking, query, args);
          const page = pageAtBest(start, this.ranking, query, args);
          if (page) return page;
        }
        return pageByRelevance(this.firstOf(plan, args.poolSize), this.ranking, query, args);
      },
      [],
    );
  }

  /** How many active products match: the same count as `countProducts` with only this text. */
  count(match: TextMatch): number {
    return this.matchingSlots(match).length;
  }

  /** The words (of those given) found in some active product's text, as `findKnownWords` reads them. */
  knownWords(words: readonly string[]): Set<string> {
    return new Set(words.filter((word) => this.known().of(word, false).words.length > 0));
  }

  /**
   * For a corrected query, how many products matching all of it each term of each word matches:
   * correction-counts.ts's `counts[w][t]` with no other filter. Counted on the postings, not the texts.
   */
  correctionCounts(match: TextMatch): number[][] {
    const startsOnly = onlyShortWords(match);
    // A query of one word matches every product carrying any of its terms, so a term's count is
    // its carriers' products: no need to find every match first, and a term carried by one word
    // («گرمی», a slip's commonest correction, tens of thousands of products) is that word's count.
    const only = match.words.length === 1 ? match.words[0] : undefined;
    if (only) return [only.terms.map((term) => this.productsCarrying(term, startsOnly))];
    const matched = this.matchingSlots(match);
    const inMatch = this.stamps(0);
    for (const slot of matched) inMatch.marks[slot] = inMatch.stamp;
    return match.words.map((word) =>
      word.terms.map((term) => {
        let count = 0;
        eachDistinctSlot(this.known().of(term, startsOnly).lists, this.stamps(1), (slot) => {
          if (inMatch.marks[slot] === inMatch.stamp) count += 1;
        });
        return count;
      }),
    );
  }

  /** How many products carry `term` (contain it, or a word starting with it). */
  private productsCarrying(term: string, startsOnly: boolean): number {
    const { lists } = this.known().of(term, startsOnly);
    if (lists.length === 1) return (lists[0] as RankedSlots).length;
    let count = 0;
    eachDistinctSlot(lists, this.stamps(1), () => (count += 1));
    return count;
  }

  /**
   * Runs `use` with how to find a query's matches: the postings of the catalogue words carrying the
   * query word whose carriers hold the fewest products, and a test of the other words (other-words.ts).
   */
  private withPlan<T>(match: TextMatch, use: (plan: Plan) => T, none: T): T {
    const startsOnly = onlyShortWords(match);
    const expanded = match.words
      .map((word) => this.known().expand(word, startsOnly))
      .sort((a, b) => a.size - b.size);
    const [first, ...rest] = expanded;
    if (!first) return none;
    const query = { others: rest, firstSize: first.size, startsOnly };
    const marks = this.wordBitsArray();
    const others =
      this.testOthersOn === 'texts'
        ? othersByMarksOrTexts(query, this.entries, marks)
        : othersByWordIds(
            query,
            this.entries,
            this.slotWordIds,
            this.wordIds.bits(),
            marks,
            this.testOthersOn === 'word-ids-then-marks',
          );
    try {
      return use({ ids: first.ids, lists: first.lists, others: others.test });
    } finally {
      others.clear();
    }
  }

  /** The slots of the products matching every word of `match`, each once, in no order. */
  private matchingSlots(match: TextMatch): number[] {
    return this.withPlan(
      match,
      (plan) => {
        const found: number[] = [];
        eachDistinctSlot(plan.lists, this.stamps(1), (slot) => {
          if (plan.others(slot)) found.push(slot);
        });
        return found;
      },
      [],
    );
  }

  /** The first `size` products matching the plan's query in the pool order (first-by-rank.ts). */
  private firstOf(plan: Plan, size: number): number[] {
    const { lists, others } = plan;
    if (this.firstBy === 'walking') {
      return firstByWalking(lists, this.order.view(), this.stamps(1), size, others);
    }
    if (lists.length === 1) return firstInOneList(lists[0] as RankedSlots, size, others);
    const ranks = { rank: this.ranks(), heads: this.heads, order: this.order.view() };
    return firstByRank(plan, ranks, size, others);
  }

  /** Each slot's place in the pool order: made again on first use after a change. */
  private ranks(): Int32Array {
    if (!this.rankOf) {
      const order = this.order.view();
      const rank = new Int32Array(this.entries.length);
      for (let at = 0; at < order.length; at += 1) rank[order[at] as number] = at;
      this.rankOf = rank;
    }
    return this.rankOf;
  }

  /** A new stamp of one of two sets of marks, sized to the slots: two, for a use inside another. */
  private stamps(which: 0 | 1): { marks: Uint32Array; stamp: number } {
    return this.slotStamps[which].next(this.entries.length);
  }

  /** A byte per slot, one bit per other word of a query being matched; all clear between queries. */
  private wordBitsArray(): Uint8Array {
    if (this.wordBits.length < this.entries.length) this.wordBits = new Uint8Array(this.entries.length * 2);
    return this.wordBits;
  }

  private known(): TermCarriers {
    this.vocabulary ??= new TermCarriers(
      this.postings.keys(),
      (word) => this.wordIds.of(word),
      (word) => this.postings.get(word) as RankedSlots,
      this.heads,
    );
    return this.vocabulary;
  }

  /** Gives a product a slot and its entry; it is not yet in any list. */
  private place(product: IndexedProduct): number {
    const slot = this.freeSlots.pop() ?? this.entries.length;
    const { id, inStock, soldCount } = product;
    const entry: Entry = { id, searchText: '', inStock, soldCount, words: [], wordIds: [] };
    this.setText(slot, entry, product.searchText);
    this.entries[slot] = entry;
    this.slotOfId.set(id, slot);
    return slot;
  }

  /** A product's text, its words and their ids (a word new to the index gets one). */
  private setText(slot: number, entry: Entry, searchText: string): void {
    entry.searchText = searchText;
    entry.words = wordsOf(searchText);
    entry.wordIds = entry.words.map((word) => this.wordIds.of(word));
    this.slotWordIds.set(slot, entry.wordIds);
  }

  private rank(slot: number, words: readonly string[]): void {
    this.rankOf = null;
    this.order.insert(slot);
    for (const word of words) {
      const list = this.postingsOf(word);
      list.insert(slot);
      this.heads.update(this.wordIds.of(word), list);
    }
  }

  /** Takes a product out of every list, while its entry still holds the keys it was put in by. */
  private unrank(slot: number, words: readonly string[]): void {
    this.rankOf = null;
    this.order.remove(slot);
    for (const word of words) {
      const list = this.postings.get(word);
      if (!list) continue;
      list.remove(slot);
      this.heads.update(this.wordIds.of(word), list);
      if (list.length === 0) {
        this.postings.delete(word);
        this.wordIds.release(word);
        this.vocabulary = null;
      }
    }
  }

  private postingsOf(word: string): RankedSlots {
    let list = this.postings.get(word);
    if (!list) {
      list = new RankedSlots(this.compare);
      this.postings.set(word, list);
      this.vocabulary = null;
    }
    return list;
  }

  /** In stock first, then most sold, then the smaller id: `order by (inventory > 0) desc, sold_count desc, id`. */
  private compareSlots(a: number, b: number): number {
    const x = this.entries[a] as Entry;
    const y = this.entries[b] as Entry;
    return Number(y.inStock) - Number(x.inStock) || y.soldCount - x.soldCount || x.id - y.id;
  }
}

/** How to find a query's matches (ProductTextIndex.withPlan). */
type Plan = {
  /** The catalogue words carrying the query word with the fewest products: their ids and postings. */
  ids: readonly number[];
  lists: readonly RankedSlots[];
  /** Whether a product's text matches the query's other words. */
  others: (slot: number) => boolean;
};

/** A product text's distinct words. */
function wordsOf(searchText: string): string[] {
  return [...new Set(searchText.split(' ').filter((word) => word !== ''))];
}
