import type { RankedSlots } from './ranked-slots.ts';

/** What firstByRank reads of the index: each slot's rank, the slots by rank, and marks to dedupe. */
export type RankOrder = {
  /** Each slot's place in the pool order. */
  rank: Int32Array;
  /** Each word id's first slot in the pool order, or -1 (FirstSlots). */
  firstSlots: Int32Array;
  /** The slots in pool order: `order[rank[slot]] === slot`. */
  order: Int32Array;
  /** A mark per slot and a stamp no slot holds yet (SlotStamps). */
  seen: { marks: Uint32Array; stamp: number };
};

/**
 * A first rank bound takes this many ranks beyond what the lists' sizes predict, so a small
 * catalogue or a short list is read whole in one round.
 */
const defaultSlack = 16;
/** A later round's bound grows by at least this factor, and at most by the one after. */
const leastGrowth = 2;
const mostGrowth = 16;

/** The candidates' ranks, kept between calls: a keystroke runs one search at a time. */
let found: Int32Array<ArrayBuffer> = new Int32Array(1024);

/**
 * The first `size` slots in rank order of those in any of `lists` (each in rank order) that `keep`
 * accepts, each once: the search box's first matches (issue 22).
 *
 * Every list is read from its start up to a rank bound, and the slots kept are sorted by rank; when
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
  const { rank, firstSlots, order, seen } = ranks;
  const { ids, lists } = carriers;
  const catalogue = order.length;
  const read = new Int32Array(lists.length);
  let listed = 0;
  for (const list of lists) listed += list.length;
  if (listed === 0 || size <= 0) return [];
  let bound = Math.min(catalogue, Math.ceil((2 * size * catalogue) / listed) + slack);
  let kept = 0;
  for (;;) {
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
        if (seen.marks[slot] === seen.stamp) continue;
        seen.marks[slot] = seen.stamp;
        if (!keep(slot)) continue;
        if (kept === found.length) found = grown(found);
        found[kept] = slotRank;
        kept += 1;
      }
      read[l] = at;
      if (at < length) unread = true;
    }
    if (kept >= size || !unread || bound >= catalogue) break;
    // `kept` below `bound`, so about `size` below `bound * size / kept`: half again to spare.
    const wanted = kept === 0 ? mostGrowth : (1.5 * size) / kept;
    bound = Math.min(catalogue, Math.ceil(bound * Math.min(mostGrowth, Math.max(leastGrowth, wanted))));
  }
  const byRank = found.subarray(0, kept).sort();
  const first: number[] = [];
  for (let at = 0; at < Math.min(size, kept); at += 1) first.push(order[byRank[at] as number] as number);
  return first;
}

function grown(array: Int32Array): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}
