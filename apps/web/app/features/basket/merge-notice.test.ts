import { describe, expect, it } from 'vitest';
import { setLocalCount } from './local-basket.ts';
import { mergeNoticeLines } from './merge-notice.ts';

const local = setLocalCount(
  [],
  {
    type: 1,
    id: 5,
    name: 'ماست',
    slug: 'yogurt',
    image: '',
    brandName: null,
    price: 10,
    priceByDiscount: null,
    maxCount: 9,
    inventory: 9,
  },
  4,
).lines;

describe('the merge notice', () => {
  it('names each rejected line from the local basket, with the reason and what was kept', () => {
    const lines = mergeNoticeLines(
      [
        {
          id: 5,
          type: 1,
          key: 'p-5',
          requested: 4,
          accepted: 2,
          reason: 'NOT_ENOUGH_STOCK',
          message: 'فقط ۲ عدد',
        },
        {
          id: 9,
          type: 1,
          key: 'p-9',
          requested: 1,
          accepted: 0,
          reason: 'PRODUCT_NOT_FOUND',
          message: 'وجود ندارد',
        },
      ],
      local,
    );
    expect(lines).toEqual(['ماست؛ فقط ۲ عدد (۲ عدد در سبد)', 'کالای شمارهٔ ۹؛ وجود ندارد']);
  });

  it('says nothing when everything was merged', () => {
    expect(mergeNoticeLines([], local)).toEqual([]);
  });
});
