import type { BasketItemFacts } from '../../shared/product/basket-item.ts';

/** A product as the basket's unit tests add it: at most 3 per order, 10 in stock, discounted. */
export const milk: BasketItemFacts = {
  type: 1,
  id: 7,
  name: 'شیر',
  slug: 'milk',
  image: '/m.webp',
  brandName: 'برند',
  price: 100_000,
  priceByDiscount: 90_000,
  maxCount: 3,
  inventory: 10,
};
