/**
 * Slot numbers kept sorted by a comparison that orders them uniquely (the search index's pool order),
 * in a typed array: read as a view without copying, changed by a binary search and a move of the
 * tail (a memmove, microseconds for a hundred thousand entries).
 */
export class RankedSlots {
  private slots = new Int32Array(8);
  private size = 0;
  private readonly compare: (a: number, b: number) => number;

  constructor(compare: (a: number, b: number) => number) {
    this.compare = compare;
  }

  get length(): number {
    return this.size;
  }

  /** The slots in order; valid until the next change. */
  view(): Int32Array {
    return this.slots.subarray(0, this.size);
  }

  /**
   * The array behind the list: its first `length` entries are the slots in order; valid until the
   * next change. For loops over many lists (a short term's thousand carriers), where making a view
   * of each cost more than reading it (issue 22).
   */
  backing(): Int32Array {
    return this.slots;
  }

  /** Adds a slot known to sort after every slot here (building a list in order). */
  append(slot: number): void {
    this.reserve();
    this.slots[this.size] = slot;
    this.size += 1;
  }

  insert(slot: number): void {
    this.reserve();
    const at = this.position(slot);
    this.slots.copyWithin(at + 1, at, this.size);
    this.slots[at] = slot;
    this.size += 1;
  }

  /** Removes a slot, found by the keys it sorts by now: call before they change. */
  remove(slot: number): void {
    const at = this.position(slot);
    if (at >= this.size || this.slots[at] !== slot) return;
    this.slots.copyWithin(at, at + 1, this.size);
    this.size -= 1;
  }

  /** Where `slot` stands, or would stand. */
  private position(slot: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private reserve(): void {
    if (this.size < this.slots.length) return;
    const grown = new Int32Array(this.slots.length * 2);
    grown.set(this.slots);
    this.slots = grown;
  }
}

/**
 * Visits the slots of `lists` (each sorted by `rank`) in rank order, each once, until `visit` returns
 * false: a binary heap of the lists by the rank of their next slot, so each slot costs log k. A slot in
 * two lists (a product carrying شیر and شیرین) comes out of both in a row and is visited once.
 */
export function mergeByRank(
  lists: readonly RankedSlots[],
  rank: Int32Array,
  visit: (slot: number) => boolean,
): void {
  // Read in place (RankedSlots.backing): a view of each of hundreds of lists cost more than the merge.
  const slots = lists.map((list) => list.backing());
  const lengths = Int32Array.from(lists, (list) => list.length);
  const heads = new Int32Array(lists.length);
  const headRank = (l: number): number =>
    rank[(slots[l] as Int32Array)[heads[l] as number] as number] as number;
  const heap: number[] = [];
  const siftDown = (from: number): void => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const child =
        right < heap.length && headRank(heap[right] as number) < headRank(heap[left] as number)
          ? right
          : left;
      if (headRank(heap[child] as number) >= headRank(heap[at] as number)) return;
      [heap[at], heap[child]] = [heap[child] as number, heap[at] as number];
      at = child;
    }
  };
  for (let l = 0; l < lists.length; l += 1) if ((lengths[l] as number) > 0) heap.push(l);
  for (let at = (heap.length >> 1) - 1; at >= 0; at -= 1) siftDown(at);
  let previous = -1;
  while (heap.length > 0) {
    const l = heap[0] as number;
    const slot = (slots[l] as Int32Array)[heads[l] as number] as number;
    heads[l] = (heads[l] as number) + 1;
    if ((heads[l] as number) >= (lengths[l] as number)) {
      heap[0] = heap[heap.length - 1] as number;
      heap.pop();
    }
    siftDown(0);
    if (slot === previous) continue;
    previous = slot;
    if (!visit(slot)) return;
  }
}

/**
 * A mark per slot, and a new stamp on each use: a slot is marked when it holds the stamp, so nothing
 * need be cleared between uses.
 */
export class SlotStamps {
  private marks = new Uint32Array(0);
  private stamp = 0;

  next(slots: number): { marks: Uint32Array; stamp: number } {
    if (this.marks.length < slots || this.stamp === 0xffffffff) {
      this.marks = new Uint32Array(slots * 2);
      this.stamp = 0;
    }
    this.stamp += 1;
    return { marks: this.marks, stamp: this.stamp };
  }
}
