import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { bundles, products } from '../catalogue/public/tables.ts';
import { send, signUpByCode } from '../identity/test-support.ts';

// Helpers for the reviews API tests. Every API file shares one database on PostgreSQL: each test
// signs up customers of its own and compares counts before and after rather than absolute ones.

/** The app over the test database with the moderation test door on (DEV_REVIEWS_ROUTE=1). */
export async function reviewsApp(): Promise<FastifyInstance> {
  const { database } = await getTestApp();
  const app = await buildApp({
    database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    now: () => testNow,
    devReviewsRoute: true,
  });
  await app.ready();
  return app;
}

/** An active seeded product and bundle (their ids), comments' records. */
export async function someRecords(nth = 0): Promise<{ productId: number; bundleId: number }> {
  const { database } = await getTestApp();
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`${products.isActive}`))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(nth);
  const [bundle] = await database.db
    .select({ id: bundles.id })
    .from(bundles)
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.id))
    .limit(1);
  if (!product || !bundle) throw new Error('the seeded catalogue is missing');
  return { productId: product.id, bundleId: bundle.id };
}

/** A signed-in customer's poster: `post(body)` sends POST /comments with its token. */
export async function commenter(app: FastifyInstance) {
  const { token } = await signUpByCode(app);
  return {
    token,
    post: (body: unknown) => send(app, 'POST', '/comments', { token, body }),
  };
}

export function moderate(app: FastifyInstance, id: number, status: 'approved' | 'rejected') {
  return send(app, 'PUT', `/dev/comments/${id}`, { body: { status } });
}
