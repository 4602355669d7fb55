import { describe, expect, it } from 'vitest';
import type { BundleComponent } from '@shop/domain/catalogue/schemas';
import { bundleLines } from './bundle-lines.ts';

function component(id: number, count: number, realPrice: number, price: number): BundleComponent {
  return {
    id,
    displayName: `کالا ${id}`,
    slug: `kala-${id}`,
    brand: { id: 1, name: 'میهن', slug: 'mihan' },
    color: null,
    count,
    realPrice,
    price,
    image: '/files/x.png',
  };
}

describe('bundle line totals', () => {
  it('multiplies each unit price by its count', () => {
    const { lines } = bundleLines([component(1, 3, 250_000, 225_000), component(2, 1, 90_000, 81_000)]);
    expect(lines.map((line) => [line.realLineTotal, line.lineTotal])).toEqual([
      [750_000, 675_000],
      [90_000, 81_000],
    ]);
  });

  it('sums the lines into the totals before and inside the bundle', () => {
    const result = bundleLines([component(1, 3, 250_000, 225_000), component(2, 2, 90_000, 81_000)]);
    expect(result.realTotal).toBe(930_000);
    expect(result.total).toBe(837_000);
  });

  it('is zero for an empty bundle', () => {
    expect(bundleLines([])).toEqual({ lines: [], realTotal: 0, total: 0 });
  });
});
