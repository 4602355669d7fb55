import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HomeLayoutRow, HomeRow } from '@shop/domain/content/schemas';
import { HomeRowModelSchema } from '@shop/domain/content/schemas';
import type { DatabaseHandle } from '../../db/client.ts';
import { call, getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { appAt } from '../catalogue/test-support.ts';
import { noticeBanners } from './tables.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let layouts: HomeLayoutRow[];
beforeAll(async () => {
  ({ app, database } = await getTestApp());
  layouts = (await call(app, 'GET', '/api/v1/home/layouts')).body.data;
});

async function load(id: unknown) {
  return call(app, 'POST', '/api/v1/home/load', { id });
}

describe('GET /api/v1/home/layouts', () => {
  it('lists the home rows in order and uses every row model', () => {
    const models = new Set(layouts.map((row) => row.model));
    expect([...models].sort()).toEqual([...HomeRowModelSchema.options].sort());
  });

  it("answers the same rows at GET home, the spec's other name for it", async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/home');
    expect(status).toBe(200);
    expect(body.data).toEqual(layouts);
  });
});

describe('POST /api/v1/home/load', () => {
  it('loads every row with records of its model', async () => {
    for (const layout of layouts) {
      const { status, body } = await load(layout.id);
      expect(status, `row ${layout.id} (${layout.model})`).toBe(200);
      const row = body.data as HomeRow;
      expect(row.model).toBe(layout.model);
      expect(row.records.length, `row ${layout.id} (${layout.model}) is empty`).toBeGreaterThan(0);
    }
  });

  it('gives a category shelf Persian product names with prices in rials', async () => {
    const layout = layouts.find((row) => row.model === 'shelf_category');
    const row = (await load(layout?.id)).body.data as Extract<HomeRow, { model: 'shelf_category' }>;
    const product = row.records[0];
    expect(product?.name).toMatch(/[\u0600-\u06FF]/);
    expect(Number.isInteger(product?.price)).toBe(true);
    expect(row.record.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows only running special sales, with the soonest end as the row countdown', async () => {
    const layout = layouts.find((row) => row.model === 'shelf_special_sale');
    const row = (await load(layout?.id)).body.data as Extract<HomeRow, { model: 'shelf_special_sale' }>;
    const nowSeconds = testNow.getTime() / 1000;
    const ends = row.records.map((product) => product.special_sale?.expiration ?? 0);
    for (const end of ends) expect(end).toBeGreaterThan(nowSeconds);
    expect(row.record.expiration).toBe(Math.min(...ends));
    for (const product of row.records) expect(product.price_by_discount).toBeLessThan(product.price);
  });

  it('marks a bundle that has not started as upcoming, not sold out, so the row blurs its price (decision 19)', async () => {
    const layout = layouts.find((row) => row.model === 'bundle');
    type BundleHomeRow = Extract<HomeRow, { model: 'bundle' }>;
    const running = (await load(layout?.id)).body.data as BundleHomeRow;
    for (const bundle of running.records) {
      expect(bundle.is_upcoming).toBe(bundle.started_at > testNow.getTime() / 1000);
    }
    // Every seeded bundle started 3 to 40 days before testNow: 41 days earlier, none has.
    const before = await appAt(database, new Date(testNow.getTime() - 41 * 86_400_000));
    try {
      const { status, body } = await call(before, 'POST', '/api/v1/home/load', { id: layout?.id });
      expect(status).toBe(200);
      const row = body.data as BundleHomeRow;
      expect(row.records.map((bundle) => bundle.id)).toEqual(running.records.map((bundle) => bundle.id));
      for (const bundle of row.records) expect(bundle).toMatchObject({ is_upcoming: true, available: false });
      // Priced all the same: the page blurs the figures rather than leaving them out.
      expect(row.records.some((bundle) => bundle.price > 0)).toBe(true);
    } finally {
      await before.close();
    }
  });

  it('accepts the row id in Persian digits', async () => {
    const id = layouts[0]?.id ?? 1;
    const persian = String(id).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    const { status, body } = await load(persian);
    expect(status).toBe(200);
    expect(body.data.id).toBe(id);
  });

  it.each([
    ['a word', 'abc'],
    ['a negative number', -3],
    ['zero', 0],
    ['a fraction', 1.5],
    ['null', null],
  ])('refuses %s as the id with a Persian 422 naming the field', async (_name, id) => {
    const { status, body } = await load(id);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      status: false,
      code: 422,
      data: null,
      extra_data: { error: 'VALIDATION_FAILED' },
    });
    expect(body.message.id[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a missing id and unknown fields', async () => {
    const missing = await call(app, 'POST', '/api/v1/home/load', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.message)).toEqual(['id']);
    const extra = await call(app, 'POST', '/api/v1/home/load', { id: 1, hack: true });
    expect(extra.status).toBe(422);
    expect(extra.body.message.hack[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 in Persian for a row that does not exist', async () => {
    const { status, body } = await load(999_999);
    expect(status).toBe(404);
    expect(body.extra_data.error).toBe('HOME_ROW_NOT_FOUND');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /api/v1/sliders', () => {
  it('lists slides with desktop and mobile images', async () => {
    const { body } = await call(app, 'GET', '/api/v1/sliders');
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toMatchObject({
      desktop_image: expect.any(String),
      mobile_image: expect.any(String),
    });
  });
});

describe('the sticky notice: GET /api/v1/home/banners/latest, PUT …/{id} and GET …/{id}/visit', () => {
  const seenCount = async (id: number) =>
    (
      await database.db
        .select({ seen: noticeBanners.seenCount })
        .from(noticeBanners)
        .where(eq(noticeBanners.id, id))
    )[0]?.seen;

  it('answers the newest active notice, then null when none is active', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/home/banners/latest');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/[\u0600-\u06FF]/),
      link: '/bundles',
    });

    const [newer] = await database.db
      .insert(noticeBanners)
      .values({ name: 'اطلاعیهٔ تازه', link: null })
      .returning({ id: noticeBanners.id });
    try {
      expect((await call(app, 'GET', '/api/v1/home/banners/latest')).body.data).toEqual({
        id: newer?.id,
        name: 'اطلاعیهٔ تازه',
        link: null,
      });
      await database.db.update(noticeBanners).set({ isActive: false });
      expect((await call(app, 'GET', '/api/v1/home/banners/latest')).body.data).toBeNull();
    } finally {
      await database.db.delete(noticeBanners).where(eq(noticeBanners.id, newer?.id ?? 0));
      await database.db.update(noticeBanners).set({ isActive: true });
    }
  });

  it('counts each close of the notice by the spec’s PUT, and by the older GET …/visit, never from a cache', async () => {
    const notice = (await call(app, 'GET', '/api/v1/home/banners/latest')).body.data as { id: number };
    const before = (await seenCount(notice.id)) ?? 0;
    const closes = [
      call(app, 'PUT', `/api/v1/home/banners/${notice.id}`),
      call(app, 'PUT', `/api/v1/home/banners/${notice.id}`, { _method: 'PUT' }),
      call(app, 'GET', `/api/v1/home/banners/${notice.id}/visit`),
    ];
    for (const close of closes) {
      const visit = await close;
      expect(visit.status, JSON.stringify(visit.body)).toBe(200);
      expect(visit.headers['cache-control']).toBe('no-store');
    }
    expect(await seenCount(notice.id)).toBe(before + 3);
  });

  it('answers 404 in Persian for a notice that does not exist, 422 for an id that is not one', async () => {
    for (const [method, path] of [
      ['PUT', '/api/v1/home/banners/999999'],
      ['GET', '/api/v1/home/banners/999999/visit'],
    ] as const) {
      const missing = await call(app, method, path);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('این اطلاعیه وجود ندارد.');
    }
    expect((await call(app, 'PUT', '/api/v1/home/banners/abc')).status).toBe(422);
    expect((await call(app, 'GET', '/api/v1/home/banners/abc/visit')).status).toBe(422);
  });
});
