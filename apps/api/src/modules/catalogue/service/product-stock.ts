import { eq } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { recordAudit, type Actor } from '../../../platform/audit.ts';
import { products } from '../public/tables.ts';
import type { CatalogueContext } from './context.ts';

/**
 * Sets how many of a product the shop has for sale (staff: PUT /admin/products/{id}/inventory).
 * Units a waitlist hold has taken stay out of this number and come back on top of it when the hold
 * ends (decision 069), so a count set while a hold runs is what the shelf holds besides it. The row
 * is locked so the audit's "before" is the number this write replaced, not one read a moment earlier.
 */
export async function setProductInventory(
  ctx: CatalogueContext,
  id: number,
  inventory: number,
  by: { actor: Actor; requestId?: string | undefined },
): Promise<{ id: number; inventory: number }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
    await tx.update(products).set({ inventory }).where(eq(products.id, id));
    await recordAudit(tx, {
      actor: by.actor,
      action: 'product.inventory.set',
      subject: { type: 'product', id },
      data: { before: { inventory: row.inventory }, after: { inventory } },
      requestId: by.requestId,
    });
    return { id, inventory };
  });
}
