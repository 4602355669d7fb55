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

/**
 * Calls `visit` once for each slot in any of `lists`: a product carrying two of a term's words is in
 * two lists, and counted or tested once. `seen` is a fresh stamp of marks (SlotStamps.next).
 */
export function eachDistinctSlot(
  lists: readonly RankedSlots[],
  seen: { marks: Uint32Array; stamp: number },
  visit: (slot: number) => void,
): void {
  for (const list of lists) {
    const slots = list.backing();
    for (let at = 0; at < list.length; at += 1) {
      const slot = slots[at] as number;
      if (seen.marks[slot] === seen.stamp) continue;
      seen.marks[slot] = seen.stamp;
      visit(slot);
    }
  }
}
