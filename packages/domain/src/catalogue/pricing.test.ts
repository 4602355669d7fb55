import { describe, expect, it } from 'vitest';
import { priceProduct, type PriceColumns } from './pricing.ts';

const now = new Date('2026-11-24T08:00:00Z');
const later = new Date('2026-11-25T08:00:00Z');
const earlier = new Date('2026-11-23T08:00:00Z');
const base: PriceColumns = {
  price: 1_000_000,
  priceByDiscount: null,
  specialSalePrice: null,
  specialSaleEndsAt: null,
};

describe('priceProduct: what a product costs now', () => {
  it.each<[string, Partial<PriceColumns>, number | null, number | null, boolean]>([
    ['no discount', {}, null, null, false],
    ['an everyday discount', { priceByDiscount: 800_000 }, 800_000, 20, false],
    ['a "discount" equal to the price is none', { priceByDiscount: 1_000_000 }, null, null, false],
    ['a "discount" above the price is none', { priceByDiscount: 1_200_000 }, null, null, false],
    [
      'a running special sale wins over the discount',
      { priceByDiscount: 900_000, specialSalePrice: 700_000, specialSaleEndsAt: later },
      700_000,
      30,
      true,
    ],
    [
      'an ended sale is ignored',
      { priceByDiscount: 900_000, specialSalePrice: 700_000, specialSaleEndsAt: earlier },
      900_000,
      10,
      false,
    ],
    [
      'a sale ending this very moment has ended',
      { specialSalePrice: 700_000, specialSaleEndsAt: now },
      null,
      null,
      false,
    ],
    ['a sale without an end is not running', { specialSalePrice: 700_000 }, null, null, false],
    [
      'a sale not below the price is not running',
      { priceByDiscount: 900_000, specialSalePrice: 1_000_000, specialSaleEndsAt: later },
      900_000,
      10,
      false,
    ],
  ])('%s', (_name, columns, discounted, percent, isSale) => {
    const pricing = priceProduct({ ...base, ...columns }, now);
    expect(pricing.price).toBe(1_000_000);
    expect(pricing.price_by_discount).toBe(discounted);
    expect(pricing.discount).toEqual(percent === null ? null : { type: 1, value: percent });
    expect(pricing.special_sale).toEqual(
      isSale ? { value: percent, expiration: Math.floor(later.getTime() / 1000) } : null,
    );
  });
});
