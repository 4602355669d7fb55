import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { call, getTestApp } from '../../../test/app.ts';
import { products } from '../public/tables.ts';

// A product's note is HTML from the database, shown inside our pages (issue 16). One written with a
// script in it, by hand or before the rule, still reaches the page defused. The catalogue's last
// product on sale is borrowed (no other test reads its note) and its note put back afterwards. On sale:
// on PostgreSQL the files share one database, and other files add hidden products of their own for a
// moment (catalogue/test-support.ts), which answer 404 — this test once borrowed one of those.

let app: FastifyInstance;
let db: Db;
let id: number;
let original: string | null;
beforeAll(async () => {
  ({
    app,
    database: { db },
  } = await getTestApp());
  const [row] = await db
    .select({ id: products.id, note: products.note })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.id))
    .limit(1);
  if (!row) throw new Error('no seeded product');
  id = row.id;
  original = row.note;
  await db
    .update(products)
    .set({
      note:
        '<p>شیر <strong>تازه</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">x</a><p onclick="alert(4)">y</p>',
    })
    .where(eq(products.id, id));
});
afterAll(async () => {
  await db.update(products).set({ note: original }).where(eq(products.id, id));
});

describe('a product note from the database', () => {
  it('is served through the allow-list: formatting kept, scripts and handlers gone', async () => {
    const { status, body } = await call(app, 'GET', `/api/v1/products/${id}`);
    expect(status).toBe(200);
    const note = body.data.note as string;
    expect(note).toContain('<p>شیر <strong>تازه</strong></p>');
    expect(note).not.toMatch(/<script|<img|onerror|onclick|javascript:/i);
  });
});
