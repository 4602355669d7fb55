import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Suggestions } from '@shop/domain/catalogue/schemas';
import { searchWords } from '@shop/domain/catalogue/search-query';
import { normalizeSearchText } from '@shop/domain/search-text';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { products } from '../public/tables.ts';
import { catalogueServiceOver, createHiddenProducts, uniqueMarker } from '../test-support.ts';
import { createSearchIndex } from './search-index.ts';

// The search box's index lives in each process (decision 070) and must never answer from a
// catalogue older than the one the database has committed: whatever the back office changes — a
// new product, a new name, stock, sales, withdrawal, deletion — the next keystroke sees it, in this
// process and in another replica that loaded its index before the change. On the api-orders
// database: these tests change products other test files would otherwise read.

let db: Db;
let marker: string;
let created: Awaited<ReturnType<typeof createHiddenProducts>>;

beforeAll(async () => {
  ({ db } = (await getTestApp()).database);
  marker = uniqueMarker();
  created = await createHiddenProducts(db, marker, [
    { name: `${marker} الف`, soldCount: 30 },
    { name: `${marker} ب`, soldCount: 20 },
    { name: `${marker} پ`, soldCount: 10 },
  ]);
});

afterAll(async () => {
  await created.remove();
});

async function suggested(service: ReturnType<typeof catalogueServiceOver>, q: string): Promise<number[]> {
  const { suggestions } = await service.suggest({ q, page: 1 });
  return suggestions.products.map((product) => product.id);
}

function update(ids: number[], values: Partial<typeof products.$inferInsert>) {
  return db.update(products).set(values).where(inArray(products.id, ids));
}

describe('the search index follows the catalogue', () => {
  it('answers every change at the next keystroke, in this process and in a replica loaded before it', async () => {
    const [a, b, c] = created.ids as [number, number, number];
    const here = catalogueServiceOver((await getTestApp()).database);
    const replica = catalogueServiceOver((await getTestApp()).database);
    // Both load their index now, while the products are not yet on sale.
    expect(await suggested(here, marker)).toEqual([]);
    expect(await suggested(replica, marker)).toEqual([]);
    const both = async (q: string) => {
      const answer = await suggested(here, q);
      expect(await suggested(replica, q), q).toEqual(answer);
      return answer;
    };

    await update([a, b, c], { isActive: true });
    expect(await both(marker)).toEqual([a, b, c]);

    await update([c], { soldCount: 99 });
    expect(await both(marker)).toEqual([c, a, b]);

    await update([c], { inventory: 0 });
    expect(await both(marker)).toEqual([a, b, c]);

    const renamed = uniqueMarker();
    await update([b], { name: `${renamed} ب`, searchText: normalizeSearchText(`${renamed} ب`) });
    expect(await both(marker)).toEqual([a, c]);
    expect(await both(renamed)).toEqual([b]);
    // Its new word is in the vocabulary at once: one slip away from it is corrected to it.
    const slipped = `${renamed.slice(0, -1)}ی`;
    const { correctedQuery } = await here.suggest({ q: slipped, page: 1 });
    expect(correctedQuery).toBe(renamed);

    // What a suggestion shows is kept with the index too: a new price is shown at once, and the
    // card's JSON, written once per card, is written again (the answer as sent is `json`).
    const shown = async () => {
      const found = await here.suggest({ q: marker, page: 1 });
      const sent = JSON.parse(found.json()) as Suggestions;
      expect(sent).toEqual(found.suggestions);
      return sent.products.find((p) => p.id === c);
    };
    await update([c], { inventory: 3 });
    expect(await shown()).toMatchObject({ available: true });
    await update([c], { price: 7_770_000 });
    expect(await shown()).toMatchObject({ price: 7_770_000 });

    await update([a], { isActive: false });
    expect(await both(marker)).toEqual([c]);
    await update([b, c], { isActive: false });
    expect(await both(marker)).toEqual([]);
  });

  it('lists every change at the next request, in this process and in a replica listed before it', async () => {
    const [a, b, c] = created.ids as [number, number, number];
    const here = catalogueServiceOver((await getTestApp()).database);
    const replica = catalogueServiceOver((await getTestApp()).database);
    // A brand's listing and a category's (narrowed to the brand) are answered from the index
    // (decision 078): both processes list them now, before the changes.
    const listed = async (input: { sortby?: 1 | 2 | 3 | 4 | 5; available?: boolean; category?: number }) => {
      // What the customer is sent: the cards' JSON the index kept, which must be the cards now.
      const sent = async (service: typeof here) => {
        const { json, cards, extra } = await service.searchProducts({
          brand: [created.brandId],
          page: 1,
          ...input,
        });
        expect(json).not.toBeNull();
        const shown = JSON.parse(json as string) as ReturnType<typeof cards>;
        expect(shown).toEqual(cards());
        return { cards: shown, extra };
      };
      const answer = await sent(here);
      expect(await sent(replica), JSON.stringify(input)).toEqual(answer);
      return answer;
    };
    const ids = async (input: Parameters<typeof listed>[0] = {}) =>
      (await listed(input)).cards.map((card) => card.id);
    expect(await ids()).toEqual([]);

    // Best-selling first (the default), then by id.
    await update([a, b, c], { isActive: true, soldCount: 0, inventory: 5 });
    expect(await ids()).toEqual([a, b, c]);
    expect((await listed({})).extra.count).toBe(3);
    await update([c], { soldCount: 4 });
    expect(await ids()).toEqual([c, a, b]);
    await update([c], { soldCount: 0 });

    // Stock that leaves a product in stock is shown too (a card shows how much is left).
    await update([b], { inventory: 2, maxCount: 1 });
    expect((await listed({})).cards.find((card) => card.id === b)).toMatchObject({
      inventory: 2,
      max_count: 1,
    });
    await update([a], { inventory: 0 });
    expect(await ids()).toEqual([b, c, a]);
    expect(await ids({ available: true })).toEqual([b, c]);
    expect((await listed({ available: true })).extra.count).toBe(2);

    await update([c], { price: 500_000 });
    expect(await ids({ sortby: 1 })).toEqual([c, b, a]);
    await update([b], {
      specialSalePrice: 400_000,
      specialSaleEndsAt: new Date(testNow.getTime() + 3_600_000),
    });
    expect(await ids({ sortby: 1 })).toEqual([b, c, a]);

    await update([c], { ratingCount: 2, ratingTotal: 9, colorName: 'قرمز', colorCode: '#ff0000' });
    expect((await listed({})).cards.find((card) => card.id === c)).toMatchObject({
      rating: { count: 2 },
      color: { name: 'قرمز', code: '#ff0000' },
    });

    // Moved to another category: gone from its old one's listing, in its new one's.
    const [other] = await db
      .select({ id: products.categoryId })
      .from(products)
      .where(
        sql`${products.categoryId} <> (select ${products.categoryId} from ${products} where ${products.id} = ${c})`,
      )
      .limit(1);
    const [home] = await db.select({ id: products.categoryId }).from(products).where(eq(products.id, c));
    await update([c], { categoryId: other?.id as number });
    expect(await ids({ category: home?.id as number })).toEqual([b, a]);
    expect(await ids({ category: other?.id as number })).toEqual([c]);

    await update([a, b, c], { isActive: false, inventory: 5 });
    expect(await ids()).toEqual([]);
  });

  it('drops a deleted product at its next full load', async () => {
    const [, , c] = created.ids as [number, number, number];
    let clock = Date.now();
    const index = createSearchIndex(db, () => clock);
    await update([c], { isActive: true, searchText: normalizeSearchText(`${marker} حذفی`) });
    const find = async () =>
      (await index.fresh()).index.suggest(
        { words: [{ terms: [marker] }] },
        { poolSize: 10, offset: 0, limit: 10 },
      );
    expect(await find()).toEqual([c]);
    // A deleted row leaves no version behind (the shop withdraws products instead; only tests delete).
    await db.delete(products).where(eq(products.id, c));
    expect(await find()).toEqual([c]);
    clock += 3_601_000;
    await expect.poll(find).toEqual([]);
  });

  it.skipIf(!process.env['DATABASE_URL'])(
    'does not skip a change whose transaction commits after a later one’s',
    async () => {
      const [a, b] = created.ids as [number, number];
      await update([a, b], { isActive: true, searchText: normalizeSearchText(`${marker} قدیم`) });
      let clock = Date.now();
      const index = createSearchIndex(db, () => clock);
      const match = (q: string) => ({ words: searchWords(q).map((word) => ({ terms: [word] })) });
      const find = async (word: string) =>
        (await index.fresh()).index.suggest(match(word), { poolSize: 10, offset: 0, limit: 10 });
      expect(await find(`${marker} قدیم`)).toEqual([a, b]);

      // `a` takes its version first and commits last. The two new texts share no word: each word's
      // row in search_words is written by its trigger and would make the second wait for the first.
      let commit = () => {};
      const held = new Promise<void>((release) => (commit = release));
      const late = db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ searchText: normalizeSearchText(`${uniqueMarker()} دیرآمده`) })
          .where(eq(products.id, a));
        await held;
      });
      await new Promise((done) => setTimeout(done, 100));
      await update([b], { searchText: normalizeSearchText(`${uniqueMarker()} زودآمده`) });
      const [newest] = await db
        .select({ version: sql<number>`max(${products.searchVersion})`.mapWith(Number) })
        .from(products);
      await index.catchUp(newest?.version ?? 0);
      expect(await find('زودآمده')).toEqual([b]);
      commit();
      await late;

      // The database's newest version is still b's, so nothing tells a request the index is behind;
      // two seconds on it catches up on its own, reading again below the newest it had applied.
      expect(await find('دیرآمده')).toEqual([]);
      clock += 3000;
      await expect.poll(() => find('دیرآمده')).toEqual([a]);
      await update([a, b], { isActive: false });
    },
  );

  it('builds itself afresh when too many rows changed at once', async () => {
    const [a, b] = created.ids as [number, number];
    await update([a, b], { isActive: true, searchText: normalizeSearchText(`${marker} انبوه`) });
    // Built afresh at any changed row here: so a deleted row, which a catch-up never learns of, is gone.
    const index = createSearchIndex(db, Date.now, 0);
    const find = async () =>
      (await index.fresh()).index.suggest(
        { words: [{ terms: [marker] }] },
        { poolSize: 10, offset: 0, limit: 10 },
      );
    expect(await find()).toEqual([a, b]);
    await db.delete(products).where(eq(products.id, b));
    await update([a], { soldCount: 5 });
    expect(await find()).toEqual([a]);
    await update([a], { isActive: false });
  });
});
