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
