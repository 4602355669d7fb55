import { eq } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { products } from '../public/tables.ts';
import type { CatalogueContext } from './context.ts';

/**
 * Sets how many of a product the shop holds. The back office will edit stock through this; until it
 * exists, end-to-end tests use it (DEV_STOCK_ROUTE) to make a basket line unbuyable.
 */
export async function setProductInventory(
  ctx: CatalogueContext,
  id: number,
  inventory: number,
): Promise<void> {
  const updated = await ctx.db
    .update(products)
    .set({ inventory })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw new DomainError('PRODUCT_NOT_FOUND');
}
