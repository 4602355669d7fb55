import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories } from '../public/tables.ts';

/** Every active category in display order; small, and cached by the service. */
export function listCategoryRows(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
      logo: categories.logo,
      type: categories.type,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}
