import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands } from '../public/tables.ts';

/** Every active brand in display order; a few hundred at most, cached by the service. */
export function listBrandRows(db: Db) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      logo: brands.logo,
      description: brands.description,
    })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.position), asc(brands.id));
}
