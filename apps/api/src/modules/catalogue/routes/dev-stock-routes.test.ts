import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../../adapters/cache/memory.ts';
import { buildApp } from '../../../app.ts';
import { call, getTestApp, type TestContext } from '../../../test/app.ts';
import { products } from '../public/tables.ts';
import { createHiddenProducts, uniqueMarker } from '../test-support.ts';

let shared: TestContext;
let withRoute: FastifyInstance;
let hidden: Awaited<ReturnType<typeof createHiddenProducts>>;
beforeAll(async () => {
  shared = await getTestApp();
  withRoute = await buildApp({
    database: shared.database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    devStockRoute: true,
  });
  await withRoute.ready();
  hidden = await createHiddenProducts(shared.database.db, uniqueMarker(), [
    { name: 'ماست آزمایشی', inventory: 7 },
  ]);
});
afterAll(async () => {
  await hidden.remove();
  await withRoute.close();
});

const inventoryOf = async (id: number) =>
  (
    await shared.database.db
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, id))
  )[0]?.inventory;

describe('PUT /api/v1/dev/products/{id}/inventory (DEV_STOCK_ROUTE=1)', () => {
  it('sets the stock of a product', async () => {
    const id = hidden.ids[0]!;
    const answer = await call(withRoute, 'PUT', `/api/v1/dev/products/${id}/inventory`, { inventory: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: null });
    expect(await inventoryOf(id)).toBe(0);
  });

  it('refuses a negative or fractional stock in Persian and an unknown product with a 404', async () => {
    const id = hidden.ids[0]!;
    for (const inventory of [-1, 1.5, '۳']) {
      const answer = await call(withRoute, 'PUT', `/api/v1/dev/products/${id}/inventory`, { inventory });
      expect(answer.status, String(inventory)).toBe(422);
      expect(answer.body.message.inventory[0]).toMatch(/[\u0600-\u06FF]/);
    }
    const unknown = await call(withRoute, 'PUT', '/api/v1/dev/products/2147483000/inventory', {
      inventory: 1,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.extra_data.error).toBe('PRODUCT_NOT_FOUND');
  });

  it('does not exist unless switched on, and is not in the OpenAPI document', async () => {
    const answer = await call(shared.app, 'PUT', `/api/v1/dev/products/${hidden.ids[0]}/inventory`, {
      inventory: 3,
    });
    expect(answer.status).toBe(404);
    expect(await inventoryOf(hidden.ids[0]!)).not.toBe(3);
    const openApi = await withRoute.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(Object.keys(openApi.json().paths).some((path) => path.includes('/dev/'))).toBe(false);
  });
});
