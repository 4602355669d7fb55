import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bundles, products } from '../public/tables.ts';
import type { CatalogueContext } from './context.ts';

// What the reviews module (a higher rung) asks of the catalogue: whether a comment's record exists,
// and the product's rating it keeps on the product row for the cards (decision 062).

export type RatedRecord = { record_name: 'product' | 'bundle'; record_id: number };

/** Whether a comment may be about it: an active product, or an active bundle. */
export async function ratedRecordExists(ctx: CatalogueContext, record: RatedRecord): Promise<boolean> {
  const table = record.record_name === 'product' ? products : bundles;
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, record.record_id), sql`${table.isActive}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes a product's or bundle's approved ratings (count and sum), in the caller's transaction when
 * given so the card never disagrees with the comments.
 */
export async function setRatingSummary(
  ctx: CatalogueContext,
  record: RatedRecord,
  summary: { count: number; total: number },
  db: Db = ctx.db,
): Promise<void> {
  const table = record.record_name === 'product' ? products : bundles;
  await db
    .update(table)
    .set({ ratingCount: summary.count, ratingTotal: summary.total })
    .where(eq(table.id, record.record_id));
}
