import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../platform/audit.ts';
import { getTestApp, type TestContext } from '../../test/app.ts';
import { expectError, send, staffToken } from '../identity/test-support.ts';
import { products } from '../catalogue/public/tables.ts';
import { createHiddenProducts, uniqueMarker } from '../catalogue/test-support.ts';

// Staff set a product's stock (issue 47 item 4, the former dev/products door; decision 093). The
// endpoint is catalogue's; its test lives here because catalogue, on identity's rung, may not use
// identity's test helpers to sign staff in.

let shared: TestContext;
let hidden: Awaited<ReturnType<typeof createHiddenProducts>>;
beforeAll(async () => {
  shared = await getTestApp();
  hidden = await createHiddenProducts(shared.database.db, uniqueMarker(), [
    { name: 'ماست آزمایشی', inventory: 7 },
  ]);
});
afterAll(async () => {
  await hidden.remove();
});

const inventoryOf = async (id: number) =>
  (
    await shared.database.db
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, id))
  )[0]?.inventory;

describe('PUT /api/v1/admin/products/{id}/inventory (stock:write)', () => {
  it('sets the stock of a product and audits who, before and after', async () => {
    const id = hidden.ids[0]!;
    const { member, token } = await staffToken(shared.app, 'catalogue');
    const answer = await send(shared.app, 'PUT', `/admin/products/${id}/inventory`, {
      token,
      body: { inventory: 0 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: { id, inventory: 0 } });
    expect(await inventoryOf(id)).toBe(0);
    const audit = await listAudit(shared.database.db, { type: 'product', id });
    expect(audit.at(-1)).toMatchObject({
      action: 'product.inventory.set',
      actorType: 'staff',
      actorId: member.id,
      data: { before: { inventory: 7 }, after: { inventory: 0 } },
    });
  });

  it('refuses a negative or fractional stock in Persian and an unknown product with a 404', async () => {
    const id = hidden.ids[0]!;
    const { token } = await staffToken(shared.app, 'owner');
    for (const inventory of [-1, 1.5, '۳']) {
      const answer = await send(shared.app, 'PUT', `/admin/products/${id}/inventory`, {
        token,
        body: { inventory },
      });
      expect(answer.status, String(inventory)).toBe(422);
      expect(answer.body.message.inventory[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expectError(
      await send(shared.app, 'PUT', '/admin/products/2147483000/inventory', {
        token,
        body: { inventory: 1 },
      }),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });

  it('is closed to a guest, a customer and staff without stock:write; the old door is gone', async () => {
    const id = hidden.ids[0]!;
    const before = await inventoryOf(id);
    expectError(
      await send(shared.app, 'PUT', `/admin/products/${id}/inventory`, { body: { inventory: 3 } }),
      401,
      'UNAUTHENTICATED',
    );
    const { token } = await staffToken(shared.app, 'support');
    expectError(
      await send(shared.app, 'PUT', `/admin/products/${id}/inventory`, { token, body: { inventory: 3 } }),
      403,
      'FORBIDDEN',
    );
    const door = await send(shared.app, 'PUT', `/dev/products/${id}/inventory`, { body: { inventory: 3 } });
    expect(door.status).toBe(404);
    expect(await inventoryOf(id)).toBe(before);
  });
});
