import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { slugify, slugifyByFormerRule } from '@shop/domain/slug';
import type { DatabaseHandle } from '../../../db/client.ts';
import { auditLog } from '../../../platform/tables.ts';
import { call, getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { brands, products } from '../public/tables.ts';
import { reslugCatalogue } from '../service/reslug-catalogue.ts';
import { formerSlugs } from '../tables.ts';
import { appAt, createHiddenProducts, uniqueMarker } from '../test-support.ts';

// Decision 084: a shop that ran under the former slug rule (a ZWNJ and Persian digits turned into a
// hyphen and Latin digits) is re-slugged once at start, and every former slug keeps leading to its
// record. The step records that it was done; an app built as `npm start` builds it (test/served-app.ts)
// may have run it on this database before, so the test takes that record away first.

let database: DatabaseHandle;
let app: FastifyInstance;
const marker = uniqueMarker();
const names = {
  product: `نوشابه‌های گازدار ۱٫۵ لیتری ${marker}`,
  chosen: `ماست ۲ کیلویی ${marker}`,
  brand: `لبنیات‌ ۱۴۰۰ ${marker}`,
};
let hidden: Awaited<ReturnType<typeof createHiddenProducts>>;
let brandId: number;
beforeAll(async () => {
  ({ database } = await getTestApp());
  hidden = await createHiddenProducts(database.db, marker, [
    { name: names.product, slug: slugifyByFormerRule(names.product) },
    // A slug staff chose, not one the former rule made from the name: kept as it is.
    { name: names.chosen, slug: `yogurt-${marker}` },
  ]);
  const [brand] = await database.db
    .insert(brands)
    .values({ name: names.brand, slug: slugifyByFormerRule(names.brand), position: 9999 })
    .returning({ id: brands.id });
  brandId = brand!.id;
});
afterAll(async () => {
  await app?.close();
  await database.db.delete(formerSlugs).where(inArray(formerSlugs.recordId, [...hidden.ids, brandId]));
  await database.db.delete(brands).where(eq(brands.id, brandId));
  await hidden.remove();
});

const slugOf = async (id: number) =>
  (await database.db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0]?.slug;

describe('re-slugging a catalogue made under the former rule', () => {
  it('gives the spec’s slugs once, keeps staff’s own, and remembers the former ones', async () => {
    await database.db.delete(auditLog).where(eq(auditLog.action, 'catalogue.slugs.respell'));
    const summary = await reslugCatalogue(database.db, testNow);
    expect(summary?.product).toBeGreaterThanOrEqual(1);
    expect(summary?.brand).toBeGreaterThanOrEqual(1);
    const [productId, chosenId] = hidden.ids as [number, number];
    expect(await slugOf(productId)).toBe(slugify(names.product));
    expect(await slugOf(productId)).toBe(`نوشابه‌های-گازدار-۱٫۵-لیتری-${marker}`);
    expect(await slugOf(chosenId)).toBe(`yogurt-${marker}`);
    const former = await database.db
      .select({ slug: formerSlugs.slug })
      .from(formerSlugs)
      .where(and(eq(formerSlugs.kind, 'product'), eq(formerSlugs.recordId, productId)));
    expect(former).toEqual([{ slug: slugifyByFormerRule(names.product) }]);
    // Once: a later start changes nothing, even a slug set back to the former rule's.
    await database.db
      .update(products)
      .set({ slug: slugifyByFormerRule(names.product) })
      .where(eq(products.id, productId));
    expect(await reslugCatalogue(database.db, testNow)).toBeNull();
    expect(await slugOf(productId)).toBe(slugifyByFormerRule(names.product));
    await database.db
      .update(products)
      .set({ slug: slugify(names.product) })
      .where(eq(products.id, productId));
  });

  it('answers a brand’s former slug with a 301 to its slug now, and the new one with the brand', async () => {
    app = await appAt(database, testNow);
    const newSlug = slugify(names.brand);
    expect(newSlug).toBe(`لبنیات-۱۴۰۰-${marker}`);
    const old = await app.inject(
      `/api/v1/brands/slug/${encodeURIComponent(slugifyByFormerRule(names.brand))}`,
    );
    expect(old.statusCode).toBe(301);
    expect(old.headers['location']).toBe(`/api/v1/brands/slug/${encodeURIComponent(newSlug)}`);
    const moved = await call(app, 'GET', old.headers['location'] as string);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: brandId, slug: newSlug });
    expect(
      (await call(app, 'GET', `/api/v1/brands/slug/${encodeURIComponent(`nothing-${marker}`)}`)).status,
    ).toBe(404);
  });
});
