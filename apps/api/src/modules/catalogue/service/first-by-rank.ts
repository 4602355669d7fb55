import type { RankedSlots } from './ranked-slots.ts';
import type { PostingHeads } from './slot-word-ids.ts';

/** What firstByRank reads of the index: each slot's rank, each word's first slot, the slots by rank. */
export type RankOrder = {
  /** Each slot's place in the pool order. */
  rank: Int32Array;
  /** Each word id's first slot in the pool order and how many products carry it. */
  heads: PostingHeads;
  /** The slots in pool order: `order[rank[slot]] === slot`. */
  order: Int32Array;
};

/**
 * A first rank bound takes this many ranks beyond what the lists' sizes predict, so a small
 * catalogue or a short list is read whole in one round.
 */
const defaultSlack = 16;
/** A later round's bound grows by at least this factor, and at most by the one after. */
const leastGrowth = 2;
const mostGrowth = 16;

/**
 * A bit per rank: the candidates tested, and those kept. Ranks up to the bound, not slots, so they
 * are a few kilobytes (100,000 products: 12.5 KB each) that stay in the processor's cache, where a
 * mark per slot was a random read into hundreds; and the kept ones come out in rank order without
 * sorting. Shared between calls: a keystroke runs one search at a time.
 */
let tested = new Int32Array(1024);
let kept = new Int32Array(1024);

/**
 * The first `size` slots in rank order of those in any of `lists` (each in rank order) that `keep`
 * accepts, each once: the search box's first matches (issue 22).
 *
 * Every list is read from its start up to a rank bound, and the slots kept are noted by rank; when
 * fewer than `size` were kept, the bound is raised and each list read on from where it stopped. The
 * first bound is where `size` matches would end if the lists' products were spread evenly over the
 * catalogue, twice over; later ones follow from how many candidates `keep` accepted so far.
 *
 * A heap merge of the lists (the way before) touched every list's head again for each slot it
 * produced, and a short term has hundreds of lists: reading each list in one run, in place, costs
 * half as much at 100,000 products over a real shop's vocabulary.
 */
export function firstByRank(
  carriers: { ids: readonly number[]; lists: readonly RankedSlots[] },
  ranks: RankOrder,
  size: number,
  keep: (slot: number) => boolean,
  slack = defaultSlack,
): number[] {
  const { rank, heads, order } = ranks;
  const { ids, lists } = carriers;
  const firstSlots = heads.first;
  const catalogue = order.length;
  const read = new Int32Array(lists.length);
  if (size <= 0) return [];
  // The sizes only guide the first bound: the lists themselves say when they are read to the end.
  const listed = Math.max(1, heads.total(ids));
  let bound = Math.min(catalogue, Math.ceil((2 * size * catalogue) / listed) + slack);
  if (tested.length * 32 < catalogue) {
    tested = new Int32Array(Math.ceil(catalogue / 32) * 2);
    kept = new Int32Array(tested.length);
  }
  let cleared = 0;
  let keptCount = 0;
  for (;;) {
    // Ranks below the bound are read this round: their bits, from the last round's bound, clear.
    const words = Math.ceil(bound / 32);
    tested.fill(0, cleared, words);
    kept.fill(0, cleared, words);
    cleared = words;
    let unread = false;
    for (let l = 0; l < lists.length; l += 1) {
      let at = read[l] as number;
      // A list not yet read whose first product comes after the bound is not reached at all.
      if (at === 0) {
        const head = firstSlots[ids[l] as number] as number;
        if (head < 0) continue;
        if ((rank[head] as number) >= bound) {
          unread = true;
          continue;
        }
      }
      const list = lists[l] as RankedSlots;
      const slots = list.backing();
      const length = list.length;
      for (; at < length; at += 1) {
        const slot = slots[at] as number;
        const slotRank = rank[slot] as number;
        if (slotRank >= bound) break;
        // A product carrying two of the words is in two lists: tested once.
        const word = slotRank >>> 5;
        const bit = 1 << (slotRank & 31);
        if (((tested[word] as number) & bit) !== 0) continue;
        tested[word] = (tested[word] as number) | bit;
        if (!keep(slot)) continue;
        kept[word] = (kept[word] as number) | bit;
        keptCount += 1;
      }
      read[l] = at;
      if (at < length) unread = true;
    }
    if (keptCount >= size || !unread || bound >= catalogue) break;
    // `keptCount` below `bound`, so about `size` below `bound * size / keptCount`: half again to spare.
    const wanted = keptCount === 0 ? mostGrowth : (1.5 * size) / keptCount;
    bound = Math.min(catalogue, Math.ceil(bound * Math.min(mostGrowth, Math.max(leastGrowth, wanted))));
  }
  const first: number[] = [];
  for (let word = 0; word < cleared && first.length < size; word += 1) {
    let bits = kept[word] as number;
    while (bits !== 0 && first.length < size) {
      const lowest = bits & -bits;
      first.push(order[word * 32 + 31 - Math.clz32(lowest)] as number);
      bits ^= lowest;
    }
  }
  return first;
}

/** The first `size` slots of one list (in rank order) that `keep` accepts: a word carried by one word. */
export function firstInOneList(list: RankedSlots, size: number, keep: (slot: number) => boolean): number[] {
  const first: number[] = [];
  for (const slot of list.view()) {
    if (keep(slot)) first.push(slot);
    if (first.length === size) break;
  }
  return first;
}

/**
 * firstByRank's answer the plain way, which the tests hold it to: every slot of `lists` marked, then
 * the whole catalogue walked in its order until `size` marked ones are kept.
 */
export function firstByWalking(
  lists: readonly RankedSlots[],
  order: Int32Array,
  seen: { marks: Uint32Array; stamp: number },
  size: number,
  keep: (slot: number) => boolean,
): number[] {
  const { marks, stamp } = seen;
  for (const list of lists) {
    const slots = list.backing();
    for (let at = 0; at < list.length; at += 1) marks[slots[at] as number] = stamp;
  }
  const first: number[] = [];
  for (const slot of order) {
    if (marks[slot] === stamp && keep(slot)) {
      first.push(slot);
      if (first.length === size) break;
    }
  }
  return first;
}
