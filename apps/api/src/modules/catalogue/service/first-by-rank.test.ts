import { describe, expect, it } from 'vitest';
import { seededRandom as seeded } from '../../../test/seeded-random.ts';
import { firstByRank } from './first-by-rank.ts';
import { RankedSlots } from './ranked-slots.ts';
import { PostingHeads } from './slot-word-ids.ts';

// Issue 22: the search box's first matches are read from the carriers' postings up to a rank bound
// raised round by round, instead of a heap merge. The plain answer (every listed slot, once, sorted
// by rank, kept or not, cut at `size`) is the reference.

describe('firstByRank', () => {
  it('gives the first kept slots of the lists by rank, each once, however many rounds it takes', () => {
    const random = seeded(22);
    let rounds = 0;
    for (let trial = 0; trial < 400; trial += 1) {
      const catalogue = 50 + Math.floor(random() * 3000);
      const order = Int32Array.from({ length: catalogue }, (_, at) => at);
      for (let at = catalogue - 1; at > 0; at -= 1) {
        const other = Math.floor(random() * (at + 1));
        [order[at], order[other]] = [order[other] as number, order[at] as number];
      }
      const rank = new Int32Array(catalogue);
      order.forEach((slot, at) => (rank[slot] = at));
      // Lists of every size, some sharing slots (a product carrying شیر and شیرین), some empty.
      const lists = Array.from({ length: 1 + Math.floor(random() * 40) }, () => {
        const list = new RankedSlots((a, b) => (rank[a] as number) - (rank[b] as number));
        const share = random() ** 3;
        for (const slot of order) if (random() < share) list.append(slot);
        return list;
      });
      // From everything kept to nothing: the other words of a query go with the first or seldom do.
      const keepShare = [1, 0.5, 0.1, 0.01, 0][trial % 5] as number;
      const keptSlots = new Set(Array.from(order).filter(() => random() < keepShare));
      const asked = new Map<number, number>();
      const keep = (slot: number): boolean => {
        asked.set(slot, (asked.get(slot) ?? 0) + 1);
        return keptSlots.has(slot);
      };
      const size = 1 + Math.floor(random() * 60);
      // No slack beyond the estimate, so small catalogues too take several rounds.
      const ids = lists.map((_, at) => at);
      const first = firstByRank({ ids, lists }, { rank, heads: headsOf(lists), order }, size, keep, 0);

      const listed = [...new Set(lists.flatMap((list) => Array.from(list.view())))];
      const expected = listed
        .filter((slot) => keptSlots.has(slot))
        .sort((a, b) => (rank[a] as number) - (rank[b] as number))
        .slice(0, size);
      expect(first, `trial ${trial}`).toEqual(expected);
      expect(Math.max(0, ...asked.values()), 'a slot in two lists is tested once').toBeLessThanOrEqual(1);
      // A bound below the last slot read means a later round was needed.
      const furthest = Math.max(-1, ...[...asked.keys()].map((slot) => rank[slot] as number));
      if (first.length === size && furthest > Math.ceil((2 * size * catalogue) / listed.length)) rounds += 1;
    }
    expect(rounds, 'trials that needed a raised bound').toBeGreaterThan(50);
  });

  it('comes back for a list whose first product was beyond the bound once the others are read', () => {
    const catalogue = 10_000;
    const order = Int32Array.from({ length: catalogue }, (_, at) => at);
    const rank = order;
    const compare = (a: number, b: number) => a - b;
    // Early products of which few are kept, and a list that starts near the end of the order.
    const early = new RankedSlots(compare);
    for (let slot = 0; slot < 300; slot += 1) early.append(slot);
    const late = new RankedSlots(compare);
    for (let slot = catalogue - 10; slot < catalogue; slot += 1) late.append(slot);
    const keep = (slot: number) => slot >= catalogue - 10 || slot % 60 === 0;
    const lists = [early, late];
    const first = firstByRank({ ids: [0, 1], lists }, { rank, heads: headsOf(lists), order }, 10, keep);
    expect(first).toEqual([0, 60, 120, 180, 240, 9990, 9991, 9992, 9993, 9994]);
  });

  it('reads nothing for an empty list or no room', () => {
    const rank = Int32Array.from([0, 1, 2]);
    const order = Int32Array.from([0, 1, 2]);
    const list = new RankedSlots((a, b) => a - b);
    list.append(0);
    const empty = [new RankedSlots((a, b) => a - b)];
    expect(
      firstByRank({ ids: [0], lists: empty }, { rank, heads: headsOf(empty), order }, 5, () => true),
    ).toEqual([]);
    expect(
      firstByRank({ ids: [0], lists: [list] }, { rank, heads: headsOf([list]), order }, 0, () => true),
    ).toEqual([]);
  });
});

/** Each list's head and length, its place in `lists` as its word id. */
function headsOf(lists: readonly RankedSlots[]): PostingHeads {
  const heads = new PostingHeads();
  lists.forEach((list, id) => heads.update(id, list));
  return heads;
}
