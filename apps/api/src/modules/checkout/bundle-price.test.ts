import { describe, expect, it } from 'vitest';
import { call, getTestApp } from '../../test/app.ts';
import {
  checkoutOf,
  newBundle,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  orderDetail,
  placeOrder,
  putInBasket,
} from './test-support.ts';

// A bundle's price is rounded down to a round figure (decision 67) by the one domain rule, priceBundle;
// its page, the basket, the checkout and the order must all carry that same number, never the odd one.

const { app, database } = await getTestApp();
const { db } = database;

describe('a bundle’s rounded price, from its page to the order', () => {
  it('is the same round figure on the page, in the basket, at checkout and on the order', async () => {
    // Three at 620,910 tomans less 15%: 1,583,320.5 tomans exactly, sold at 1,583,000.
    const part = await newProduct(db, { price: 6_209_100, inventory: 10 });
    const bundle = await newBundle(db, [{ productId: part, count: 3 }], 5, 15);
    const page = (await call(app, 'GET', `/api/v1/bundles/${bundle}`)).body.data;
    expect({ price: page.price, price_by_discount: page.price_by_discount }).toEqual({
      price: 18_627_300,
      price_by_discount: 15_830_000,
    });

    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 2, bundle, 2);
    const list = (await buyer.as('GET', '/cart/list')).body;
    const line = list.data.details.find((each: { id: number }) => each.id === bundle);
    expect({ unit_price: line.unit_price, price: line.price }).toEqual({
      unit_price: 15_830_000,
      price: 31_660_000,
    });
    expect(list.data.cart_info.total_price).toBe(31_660_000);
    expect((await checkoutOf(buyer)).data.total_price).toBe(31_660_000);

    const placed = await placeOrder(app, buyer, orderBody(buyer, (await openSlot(buyer)).id));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await orderDetail(buyer, placed.body.data.order_id);
    // total_amount is the goods at their everyday prices; what is charged for them is the bundle's price.
    expect(order.total_amount).toBe(37_254_600);
    expect(order.amount).toBe(31_660_000 + order.shipping_cost + order.slot_price);
    expect(order.products).toMatchObject([{ id: bundle, bundle: true, count: 2, price: 15_830_000 }]);
  });
});
