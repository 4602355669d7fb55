import { describe, expect, it } from 'vitest';
import { cartKey, type CartKey } from './keys.ts';
import { dedupeGuestLines, planMerge, type MergeItem } from './merge.ts';

const sellable = (max_count: number, inventory: number): MergeItem => ({
  kind: 'sellable',
  max_count,
  inventory,
});
const p = (id: number) => cartKey(1, id);

function plan(
  guest: { type: 1 | 2; id: number; count: number }[],
  server: [CartKey, number][],
  items: [CartKey, MergeItem][],
  maxLines?: number,
) {
  return planMerge(guest, new Map(server), new Map(items), maxLines);
}

describe('planMerge: the guest basket into the server basket after sign-in', () => {
  it('adds a new line as the guest chose it', () => {
    expect(plan([{ type: 1, id: 1, count: 2 }], [], [[p(1), sellable(5, 10)]])).toEqual({
      writes: [{ type: 1, id: 1, count: 2 }],
      rejected: [],
    });
  });

  it('keeps the larger count of the two, and never lowers the server line', () => {
    const result = plan(
      [
        { type: 1, id: 1, count: 4 },
        { type: 1, id: 2, count: 1 },
      ],
      [
        [p(1), 2],
        [p(2), 3],
      ],
      [
        [p(1), sellable(5, 10)],
        [p(2), sellable(5, 10)],
      ],
    );
    expect(result).toEqual({ writes: [{ type: 1, id: 1, count: 4 }], rejected: [] });
  });

  it('clamps to the purchase limit and says so', () => {
    expect(plan([{ type: 1, id: 1, count: 9 }], [], [[p(1), sellable(5, 100)]])).toEqual({
      writes: [{ type: 1, id: 1, count: 5 }],
      rejected: [
        {
          type: 1,
          id: 1,
          key: 'p-1',
          requested: 9,
          accepted: 5,
          reason: 'PURCHASE_LIMIT',
          params: { max_count: 5 },
        },
      ],
    });
  });

  it('clamps to the stock and says how many are left', () => {
    const result = plan([{ type: 2, id: 3, count: 4 }], [], [[cartKey(2, 3), sellable(5, 2)]]);
    expect(result.writes).toEqual([{ type: 2, id: 3, count: 2 }]);
    expect(result.rejected).toEqual([
      {
        type: 2,
        id: 3,
        key: 'b-3',
        requested: 4,
        accepted: 2,
        reason: 'NOT_ENOUGH_STOCK',
        params: { left: 2 },
      },
    ]);
  });

  it('refuses what is out of stock, unknown or not yet on sale, keeping what the server holds', () => {
    const result = plan(
      [
        { type: 1, id: 1, count: 1 },
        { type: 1, id: 2, count: 1 },
        { type: 2, id: 3, count: 1 },
        { type: 2, id: 4, count: 1 },
      ],
      [[p(2), 1]],
      [
        [p(1), sellable(5, 0)],
        [p(2), { kind: 'refused', reason: 'PRODUCT_NOT_FOUND' }],
        [cartKey(2, 3), { kind: 'refused', reason: 'BUNDLE_NOT_STARTED' }],
      ],
    );
    expect(result.writes).toEqual([]);
    expect(result.rejected.map((r) => [r.key, r.reason, r.accepted])).toEqual([
      ['p-1', 'OUT_OF_STOCK', 0],
      ['p-2', 'PRODUCT_NOT_FOUND', 1],
      ['b-3', 'BUNDLE_NOT_STARTED', 0],
      ['b-4', 'BUNDLE_NOT_FOUND', 0],
    ]);
  });

  it('does not report a server line already above the stock when the guest asked for no more than it holds', () => {
    expect(plan([{ type: 1, id: 1, count: 4 }], [[p(1), 6]], [[p(1), sellable(10, 3)]])).toEqual({
      writes: [],
      rejected: [],
    });
  });

  it('refuses new lines past the line cap, but still raises lines the basket has', () => {
    const result = plan(
      [
        { type: 1, id: 1, count: 3 },
        { type: 1, id: 2, count: 1 },
      ],
      [[p(1), 1]],
      [
        [p(1), sellable(5, 10)],
        [p(2), sellable(5, 10)],
      ],
      1,
    );
    expect(result.writes).toEqual([{ type: 1, id: 1, count: 3 }]);
    expect(result.rejected).toEqual([
      { type: 1, id: 2, key: 'p-2', requested: 1, accepted: 0, reason: 'BASKET_FULL', params: { max: 1 } },
    ]);
  });

  it('reads a guest basket that names an item twice as one line with the larger count', () => {
    expect(
      dedupeGuestLines([
        { type: 1, id: 1, count: 2 },
        { type: 2, id: 1, count: 1 },
        { type: 1, id: 1, count: 5 },
        { type: 1, id: 1, count: 3 },
      ]),
    ).toEqual([
      { type: 1, id: 1, count: 5 },
      { type: 2, id: 1, count: 1 },
    ]);
  });
});
