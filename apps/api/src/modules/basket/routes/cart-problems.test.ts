import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatNumberFa, formatToman } from '@shop/domain/money';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { appAt, createHiddenProducts, uniqueMarker } from '../../catalogue/test-support.ts';
import { bundles, products } from '../../catalogue/public/tables.ts';
import {
  cart,
  limitBound,
  newShopper,
  outOfStock,
  pickProduct,
  putLine,
  stockBound,
  write,
  type Shopper,
} from '../test-support.ts';

// Per-item basket errors (storefront.md §4): lines whose item changed since it was added. The change
// is made by the clock (a sale that ends, a bundle that expires) or by writing the customer's own line
// as it would stand after the catalogue changed; the shared catalogue itself is never altered.

let app: FastifyInstance;
let db: Db;
let hidden: Awaited<ReturnType<typeof createHiddenProducts>>;
beforeAll(async () => {
  ({
    app,
    database: { db },
  } = await getTestApp());
  hidden = await createHiddenProducts(db, uniqueMarker(), [{ name: 'کالای کنارگذاشته سبد' }]);
});
afterAll(() => hidden.remove());

async function unitPriceOf(id: number): Promise<number> {
  const product = (await cart(app, { token: '', customerId: 0 }, 'GET', `/products/${id}`)).body.data;
  return product.price_by_discount ?? product.price;
}

async function list(shopper: Shopper, at: FastifyInstance = app) {
  const answer = await cart(at, shopper, 'GET', '/cart/list');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('cause_type 1: needs attention, blocks checkout', () => {
  it('a price that changed since the line was added is reported once by cart/list, then taken as seen', async () => {
    const [onSale] = await db
      .select({ id: products.id, endsAt: products.specialSaleEndsAt, price: products.price })
      .from(products)
      .where(
        and(
          sql`${products.isActive}`,
          gt(products.inventory, 0),
          isNotNull(products.specialSalePrice),
          gt(products.specialSaleEndsAt, testNow),
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!onSale?.endsAt) throw new Error('the seed has a running special sale');
    const shopper = await newShopper(app);
    const added = await write(app, shopper, onSale.id, { type: 1, count: 2, add: 1 });
    const salePrice = added.data.unit_price as number;
    // The sale has ended: the everyday price applies.
    const later = await appAt((await getTestApp()).database, new Date(onSale.endsAt.getTime() + 60_000));
    try {
      const basket = await cart(later, shopper, 'GET', '/cart');
      const line = basket.body.data.items[0];
      expect(line.unit_price).toBeGreaterThan(salePrice);
      expect(line.cause_type).toBe(1);
      const message = `قیمت این کالا از ${formatToman(salePrice)} به ${formatToman(line.unit_price)} تغییر کرده است.`;
      expect(line.cartable.error).toBe(message);
      expect(basket.body.extra_data.errors).toEqual([
        { id: onSale.id, type: 1, key: `p-${onSale.id}`, message, cause_type: 1, code: 'ITEM_PRICE_CHANGED' },
      ]);
      // GET cart only shows; cart/list reports and records the new price as seen.
      expect((await cart(later, shopper, 'GET', '/cart')).body.extra_data.errors).toHaveLength(1);
      const first = await list(shopper, later);
      expect(first.extra_data.errors.map((error: { code: string }) => error.code)).toEqual([
        'ITEM_PRICE_CHANGED',
      ]);
      expect(first.extra_data.receipt).toEqual({ message: expect.stringMatching(/بررسی/), show_error: true });
      expect(first.data.cart_info.total_price).toBe(line.unit_price * 2);
      const second = await list(shopper, later);
      expect(second.extra_data).toEqual({ type: 'list', errors: [], receipt: null });
      expect(second.data.details[0]).toMatchObject({ cause_type: null, cartable: { error: null } });
    } finally {
      await later.close();
    }
  });

  it('more in the basket than is left: reported until the customer lowers the count', async () => {
    const scarce = await pickProduct(db, stockBound);
    const shopper = await newShopper(app);
    await putLine(db, shopper, {
      type: 1,
      itemId: scarce.id,
      count: scarce.inventory + 1,
      priceAtAdd: await unitPriceOf(scarce.id),
    });
    for (let round = 0; round < 2; round++) {
      const body = await list(shopper);
      expect(body.extra_data.errors).toEqual([
        expect.objectContaining({
          code: 'ITEM_ABOVE_STOCK',
          cause_type: 1,
          message: `از این کالا فقط ${formatNumberFa(scarce.inventory)} عدد موجود است؛ لطفاً تعداد را کم کنید.`,
        }),
      ]);
      expect(body.data.details[0]).toMatchObject({
        count: scarce.inventory + 1,
        can_increase: false,
        cause_type: 1,
      });
      // Nothing is taken away behind the customer's back: the line and its total stay.
      expect(body.data.cart_info.items_count).toBe(scarce.inventory + 1);
    }
    // Adding more is refused; lowering the count clears the error.
    expect(
      (await cart(app, shopper, 'POST', `/cart/${scarce.id}`, { type: 1, count: 1, add: 1 })).status,
    ).toBe(406);
    await write(app, shopper, scarce.id, { _method: 'PUT', type: 1, count: 1 });
    expect((await list(shopper)).extra_data.errors).toEqual([]);
  });

  it('more than a (lowered) purchase limit', async () => {
    const limited = await pickProduct(db, limitBound);
    const shopper = await newShopper(app);
    await putLine(db, shopper, {
      type: 1,
      itemId: limited.id,
      count: limited.maxCount + 2,
      priceAtAdd: await unitPriceOf(limited.id),
    });
    const body = await list(shopper);
    expect(body.extra_data.errors).toEqual([
      expect.objectContaining({ code: 'ITEM_ABOVE_PURCHASE_LIMIT', cause_type: 1 }),
    ]);
    expect(body.extra_data.errors[0].message).toContain(formatNumberFa(limited.maxCount));
    const set = await write(app, shopper, limited.id, { type: 1, count: limited.maxCount, add: 0 });
    expect(set.data.cause_type).toBeNull();
  });
});

describe('cause_type 2: can no longer be bought', () => {
  it('out of stock, withdrawn and deleted items are struck through and left out of the totals', async () => {
    const empty = await pickProduct(db, outOfStock);
    const fine = await pickProduct(db, limitBound);
    const shopper = await newShopper(app);
    await putLine(db, shopper, {
      type: 1,
      itemId: empty.id,
      count: 1,
      priceAtAdd: await unitPriceOf(empty.id),
    });
    await putLine(db, shopper, { type: 1, itemId: hidden.ids[0] ?? 0, count: 2, priceAtAdd: 1_000_000 });
    await putLine(db, shopper, { type: 2, itemId: 2_000_000_000, count: 1, priceAtAdd: 5_000_000 });
    await write(app, shopper, fine.id, { type: 1, count: 1, add: 1 });
    const body = await list(shopper);
    expect(
      body.extra_data.errors.map((error: { key: string; code: string; cause_type: number }) => [
        error.key,
        error.code,
        error.cause_type,
      ]),
    ).toEqual([
      [`p-${empty.id}`, 'ITEM_OUT_OF_STOCK', 2],
      [`p-${hidden.ids[0]}`, 'ITEM_UNAVAILABLE', 2],
      ['b-2000000000', 'ITEM_UNAVAILABLE', 2],
    ]);
    const [outLine, withdrawn, deleted, kept] = body.data.details;
    expect(outLine).toMatchObject({ cause_type: 2, can_increase: false, cartable: { available: false } });
    expect(withdrawn).toMatchObject({
      cause_type: 2,
      cartable: { available: false, name: 'کالای کنارگذاشته سبد' },
    });
    expect(deleted).toMatchObject({
      cause_type: 2,
      price: 5_000_000,
      cartable: { name: 'کالای حذف‌شده', type: 'bundle' },
    });
    expect(body.data.cart_info).toMatchObject({ items_count: 1, lines_count: 1, total_price: kept.price });
    expect(body.extra_data.receipt).toEqual({ message: expect.stringMatching(/ناموجود/), show_error: false });
    // The web removes them on leaving the page, with the ordinary delete.
    for (const line of [outLine, withdrawn, deleted]) {
      await write(app, shopper, line.id, { _method: 'PUT', type: line.type });
    }
    expect((await list(shopper)).data.details.map((line: { key: string }) => line.key)).toEqual([
      `p-${fine.id}`,
    ]);
  });

  it('a bundle that has ended', async () => {
    const [ending] = await db
      .select({ id: bundles.id, expiredAt: bundles.expiredAt })
      .from(bundles)
      .where(and(sql`${bundles.isActive}`, isNotNull(bundles.expiredAt), gt(bundles.inventory, 0)))
      .orderBy(asc(bundles.expiredAt))
      .limit(1);
    if (!ending?.expiredAt) throw new Error('the seed has a bundle with an end');
    const shopper = await newShopper(app);
    const added = await cart(app, shopper, 'POST', `/cart/${ending.id}`, { type: 2, count: 1, add: 1 });
    if (added.status !== 200) {
      // Its components are short today: the line is made directly instead.
      await putLine(db, shopper, { type: 2, itemId: ending.id, count: 1, priceAtAdd: 1 });
    }
    const later = await appAt((await getTestApp()).database, new Date(ending.expiredAt.getTime() + 60_000));
    try {
      const body = await list(shopper, later);
      expect(body.data.details[0]).toMatchObject({ key: `b-${ending.id}`, cause_type: 2 });
      expect(body.extra_data.errors[0]).toMatchObject({ code: 'ITEM_UNAVAILABLE', cause_type: 2 });
      expectRefusedAs(
        await cart(later, shopper, 'POST', `/cart/${ending.id}`, { type: 2, count: 1, add: 1 }),
        404,
      );
    } finally {
      await later.close();
    }
  });

  it('a bundle that has not started cannot be added yet (406)', async () => {
    const earlier = await appAt(
      (await getTestApp()).database,
      new Date(testNow.getTime() - 365 * 86_400_000),
    );
    try {
      const shopper = await newShopper(earlier);
      const [bundle] = await db
        .select({ id: bundles.id })
        .from(bundles)
        .where(sql`${bundles.isActive}`)
        .limit(1);
      const answer = await cart(earlier, shopper, 'POST', `/cart/${bundle?.id}`, {
        type: 2,
        count: 1,
        add: 1,
      });
      expectRefusedAs(answer, 406);
      expect(answer.body.extra_data.error).toBe('BUNDLE_NOT_STARTED');
    } finally {
      await earlier.close();
    }
  });
});

function expectRefusedAs(answer: { status: number; body: { message: string } }, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
}
