/** A product's words are tested from here when it has at most this many distinct words. */
const defaultPlaces = 16;

/**
 * Every indexed product's word ids in one flat array, the same number of places per slot, so testing
 * a candidate's words (other-words.ts) reads a few adjacent integers instead of reaching its entry
 * and then the entry's own array: about 5 times cheaper per test, measured at 100,000 products (issue
 * 22). A product with more distinct words than places (none in the bench catalogue, whose longest text
 * has 13) is marked -1 and tested on its entry's ids.
 */
export class SlotWordIds {
  readonly places: number;
  /** Slot `s` holds its ids at `ids[s * places]` onwards. */
  ids = new Int32Array(0);
  /** How many ids each slot holds in `ids`, or -1: more than `places`, read the entry. */
  counts = new Int32Array(0);

  constructor(places = defaultPlaces) {
    this.places = places;
  }

  set(slot: number, wordIds: readonly number[]): void {
    if (slot >= this.counts.length) this.grow(slot + 1);
    if (wordIds.length > this.places) {
      this.counts[slot] = -1;
      return;
    }
    this.ids.set(wordIds, slot * this.places);
    this.counts[slot] = wordIds.length;
  }

  private grow(needed: number): void {
    const capacity = Math.max(needed, this.counts.length * 2, 1024);
    const counts = new Int32Array(capacity);
    counts.set(this.counts);
    const ids = new Int32Array(capacity * this.places);
    ids.set(this.ids);
    this.counts = counts;
    this.ids = ids;
  }
}

/** Each catalogue word's small number; a gone word's number is given to the next new word. */
export class WordNumbers {
  private readonly ids = new Map<string, number>();
  private readonly free: number[] = [];
  /** One entry per number, one bit per other word of the query being matched (othersByWordIds). */
  private carried = new Int32Array(0);

  /** How many numbers have been given out: every number is below this. */
  get capacity(): number {
    return this.ids.size + this.free.length;
  }

  /** The word's number, giving it one if it has none. */
  of(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.free.pop() ?? this.capacity;
      this.ids.set(word, id);
    }
    return id;
  }

  /** An entry per number, for othersByWordIds, which leaves them all clear after each query. */
  bits(): Int32Array {
    if (this.carried.length < this.capacity) this.carried = new Int32Array(this.capacity * 2);
    return this.carried;
  }

  /** Frees a word's number once no product carries the word. */
  release(word: string): void {
    const id = this.ids.get(word);
    if (id === undefined) return;
    this.free.push(id);
    this.ids.delete(word);
  }
}

/**
 * Each word id's first slot in pool order (the head of its postings, or -1 for none) and how many
 * products carry it, kept as the lists change. A search reading a short term's hundreds of carriers
 * up to a rank bound (first-by-rank.ts) skips a word whose first product comes after the bound
 * without reaching its list (four carriers in five at 100,000 products), and a query word's size is
 * summed here rather than from each list (issue 22).
 */
export class PostingHeads {
  first = new Int32Array(0);
  lengths = new Int32Array(0);

  /** Notes the head and length of word `id`'s postings after they changed. */
  update(id: number, list: { length: number; backing(): Int32Array }): void {
    if (id >= this.first.length) {
      const capacity = Math.max(id + 1, this.first.length * 2, 1024);
      const first = new Int32Array(capacity).fill(-1);
      first.set(this.first);
      const lengths = new Int32Array(capacity);
      lengths.set(this.lengths);
      this.first = first;
      this.lengths = lengths;
    }
    this.first[id] = list.length > 0 ? (list.backing()[0] as number) : -1;
    this.lengths[id] = list.length;
  }

  /** How many products the words hold together (a product carrying two, twice). */
  total(ids: readonly number[]): number {
    let total = 0;
    for (let at = 0; at < ids.length; at += 1) total += this.lengths[ids[at] as number] as number;
    return total;
  }
}
