import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitlistHoldMinutes } from '@shop/domain/engagement/constants';
import { startFakeKavenegar } from '../../adapters/sms/fake-kavenegar.ts';
import { createKavenegarSender } from '../../adapters/sms/kavenegar.ts';
import { runSweep } from '../../platform/sweep-runner.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { products } from '../catalogue/public/tables.ts';
import { newCustomer, type Shopper } from '../account/test-support.ts';
import { send, textsTo } from '../identity/test-support.ts';
import { sendWaitlistNotices } from './service/waitlist-notices.ts';
import { waitlistSweep } from './service/waitlist-sweep.ts';
import {
  clockedShop,
  joinLine,
  lineOf,
  newBundle,
  newProduct,
  ofStanding,
  setStock,
  textsOf,
} from './test-support.ts';

// The waitlist (issue 21, decision 063): when stock returns, the first in line are texted in the order
// they joined and find the item in their basket; a turn lasts waitlistHoldMinutes, then passes on.

const { app, db, clock, now, ctx } = await clockedShop();
afterAll(() => app.close());

const sweep = waitlistSweep('http://shop.test');
const runWaitlist = () => runSweep(db, sweep, now);
const advanceMinutes = (minutes: number) => (clock.now = new Date(clock.now.getTime() + minutes * 60_000));

// Customers of standing (decision 082), who are given held units; waitlist-hold.test.ts has the others.
const queue = (type: 'product' | 'bundle', id: number, count: number): Promise<Shopper[]> =>
  joinLine(app, { type, id, count }, async (shop) => ofStanding(db, await newCustomer(shop)));

const statesOf = async (type: 'product' | 'bundle', id: number) =>
  (await lineOf(db, type, id)).map((place) => place.state);

/** How many of the item the customer's basket holds, as GET cart answers. */
async function basketHas(shopper: Shopper, type: 1 | 2, itemId: number) {
  const answer = await send(app, 'GET', '/cart', { token: shopper.token });
  const key = `${type === 1 ? 'p' : 'b'}-${itemId}`;
  const line = (answer.body.data.items as { key: string; count: number }[]).find((item) => item.key === key);
  return line?.count ?? 0;
}

describe('the waitlist sweep', () => {
  it('does nothing while the item is sold out', async () => {
    const product = await newProduct(db, { inventory: 0 });
    await queue('product', product, 2);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['waiting', 'waiting']);
  });

  it('gives as many turns as units came back, first come first, and puts the item in their baskets', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [first, second, third] = await queue('product', product, 3);
    await setStock(db, product, 2);
    await runWaitlist();
    const line = await lineOf(db, 'product', product);
    expect(line.map((place) => place.state)).toEqual(['held', 'held', 'waiting']);
    expect(line[0]!.heldUntil).toEqual(new Date(clock.now.getTime() + waitlistHoldMinutes * 60_000));
    expect(await basketHas(first!, 1, product)).toBe(1);
    expect(await basketHas(second!, 1, product)).toBe(1);
    expect(await basketHas(third!, 1, product)).toBe(0);
    // Swept again: the turns stand, nobody else is told.
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['held', 'held', 'waiting']);
    expect(
      await textsOf(
        db,
        line.map((place) => place.id),
      ),
    ).toHaveLength(2);
  });

  it('texts in the order of joining, after the commit, once each', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const shoppers = await queue('product', product, 3);
    await setStock(db, product, 3);
    await runWaitlist();
    const ids = (await lineOf(db, 'product', product)).map((place) => place.id);
    const queued = await textsOf(db, ids);
    expect(queued.map((notice) => notice.observeId)).toEqual(ids);
    expect(queued[0]!.text).toContain('موجود شد');
    expect(queued[0]!.text).toContain('تا ۳۰ دقیقه برای شما کنار گذاشته شد');
    expect(queued[0]!.text).toContain(`http://shop.test/products/${product}/`);
    await sendWaitlistNotices(ctx);
    await sendWaitlistNotices(ctx);
    const sent = await textsOf(db, ids);
    expect(sent.every((notice) => notice.sentAt !== null)).toBe(true);
    for (const shopper of shoppers) {
      const texts = (await textsTo(shopper.mobile.replace(/^\+98/, '0'))).filter((sms) =>
        sms.text.includes('منتظرش بودید'),
      );
      expect(texts).toHaveLength(1);
    }
  });

  it('passes a turn to the next in line when it runs out, and that one is texted', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [first, second] = await queue('product', product, 2);
    await setStock(db, product, 1);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['held', 'waiting']);
    advanceMinutes(waitlistHoldMinutes - 1);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['held', 'waiting']);
    advanceMinutes(1);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['expired', 'held']);
    expect(await basketHas(second!, 1, product)).toBe(1);
    const ids = (await lineOf(db, 'product', product)).map((place) => place.id);
    expect((await textsOf(db, ids)).map((notice) => notice.observeId)).toEqual(ids);
    // The first customer may join the line again: the unit is held for the second now, so the item
    // is sold out to everyone else (decision 069).
    const again = await send(app, 'POST', '/observes', {
      token: first!.token,
      body: { id: product, type: 'product' },
    });
    expect(again.status).toBe(200);
    expect(await statesOf('product', product)).toEqual(['expired', 'held', 'waiting']);
  });

  it('gives no turn when a held unit comes back to an item withdrawn meanwhile', async () => {
    const product = await newProduct(db, { inventory: 0 });
    await queue('product', product, 2);
    await setStock(db, product, 1);
    await runWaitlist();
    await db.update(products).set({ isActive: false }).where(eq(products.id, product));
    advanceMinutes(waitlistHoldMinutes);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['expired', 'waiting']);
    expect((await stockOf(db as never, [product])).get(product)).toBe(1); // back in stock, not sold
  });

  it('waits for a bundle: its units are bounded by its components', async () => {
    const part = await newProduct(db, { inventory: 0 });
    const bundle = await newBundle(db, part, 5, 2);
    const [first, second] = await queue('bundle', bundle, 2);
    await setStock(db, part, 3); // one bundle's worth (2 per bundle)
    await runWaitlist();
    expect(await statesOf('bundle', bundle)).toEqual(['held', 'waiting']);
    expect(await basketHas(first!, 2, bundle)).toBe(1);
    expect(await basketHas(second!, 2, bundle)).toBe(0);
    const ids = (await lineOf(db, 'bundle', bundle)).map((place) => place.id);
    expect((await textsOf(db, ids))[0]!.text).toContain(`/bundles/${bundle}/`);
  });
});

describe('sweeps running at once', () => {
  it('tell each customer once and never give more turns than units returned', async () => {
    const products = [await newProduct(db, { inventory: 0 }), await newProduct(db, { inventory: 0 })];
    for (const product of products) await queue('product', product, 5);
    for (const product of products) await setStock(db, product, 2);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([runWaitlist(), runWaitlist(), runWaitlist()]);
    }
    for (const product of products) {
      const line = await lineOf(db, 'product', product);
      expect(line.map((place) => place.state)).toEqual(['held', 'held', 'waiting', 'waiting', 'waiting']);
      const texts = await textsOf(
        db,
        line.map((place) => place.id),
      );
      expect(texts.map((notice) => notice.observeId)).toEqual(line.slice(0, 2).map((place) => place.id));
    }
    // Two senders at once: each text goes once.
    await Promise.all([sendWaitlistNotices(ctx), sendWaitlistNotices(ctx)]);
    for (const product of products) {
      const line = await lineOf(db, 'product', product);
      const texts = await textsOf(
        db,
        line.map((place) => place.id),
      );
      expect(texts.every((notice) => notice.sentAt !== null && notice.tries === 0)).toBe(true);
    }
  });
});

describe('the waitlist text with Kavenegar', () => {
  it('goes through KAVENEGAR_STOCK_TEMPLATE (minutes, name, the turn); without one it is not sent and tried again', async () => {
    const fake = await startFakeKavenegar('key');
    const product = await newProduct(db, { inventory: 0 });
    const [shopper] = await queue('product', product, 1);
    await setStock(db, product, 1);
    await runWaitlist();
    const [place] = await lineOf(db, 'product', product);
    const sender = (waitlistTemplate?: string) => ({
      ...ctx,
      sms: createKavenegarSender({
        apiKey: 'key',
        template: 'shop-verify',
        waitlistTemplate,
        baseUrl: fake.baseUrl,
        db,
      }),
    });
    await sendWaitlistNotices(sender());
    expect((await textsOf(db, [place!.id]))[0]).toMatchObject({ sentAt: null, tries: 1 });
    // Tried again once its claim is five minutes old, now with the template.
    advanceMinutes(6);
    await sendWaitlistNotices(sender('shop-waitlist'));
    expect((await textsOf(db, [place!.id]))[0]!.sentAt).not.toBeNull();
    const request = fake.requests.at(-1);
    expect(request?.query.get('template')).toBe('shop-waitlist');
    expect(request?.query.get('receptor')).toBe(shopper!.mobile);
    expect(request?.query.get('token')).toBe(String(waitlistHoldMinutes));
    expect(request?.query.get('token10')).toMatch(/^کالای انتظار/);
    // The turn in words: Kavenegar takes at most 8 spaces in %token20.
    const turn = request?.query.get('token20') ?? '';
    expect(turn).toBe('تا ۳۰ دقیقه برای شما کنار گذاشته شد');
    expect(turn.split(' ').length - 1).toBeLessThanOrEqual(8);
    await fake.close();
  });
});
