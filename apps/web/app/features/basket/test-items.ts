import type { CartLine } from '@shop/domain/basket/schemas';
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

/** A line of the customer's basket as the API answers it: 100 rials a unit, at most 5. */
export const cartLine = (id: number, count: number): CartLine => ({
  key: `p-${id}`,
  id,
  type: 1,
  count,
  unit_price: 100,
  price: 100 * count,
  priority: id,
  can_increase: true,
  cause_type: null,
  held_until: null,
  cartable: {
    type: 'product',
    id,
    name: 'کالا',
    slug: 's',
    brand: null,
    image: '',
    max_count: 5,
    inventory: 5,
    available: true,
    price: 100,
    price_by_discount: null,
    error: null,
  },
});
