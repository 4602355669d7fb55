import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customShelfProducts, customShelves } from '../public/tables.ts';

export async function findCustomShelf(db: Db, id: number) {
  const [shelf] = await db
    .select({
      id: customShelves.id,
      title: customShelves.title,
      color: customShelves.color,
      text_color: customShelves.textColor,
    })
    .from(customShelves)
    .where(and(eq(customShelves.id, id), eq(customShelves.isActive, true)));
  return shelf;
}

export async function listCustomShelfProductIds(db: Db, shelfId: number, limit: number) {
  const rows = await db
    .select({ productId: customShelfProducts.productId })
    .from(customShelfProducts)
    .where(eq(customShelfProducts.customShelfId, shelfId))
    .orderBy(asc(customShelfProducts.position))
    .limit(limit);
  return rows.map((row) => row.productId);
}
