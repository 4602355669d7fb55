import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, bundles, categories, products } from '../public/tables.ts';
import { formerSlugs, type SluggedKind } from '../tables.ts';

/** The table that holds each kind's records and their current slugs. */
export const sluggedTables = { product: products, category: categories, brand: brands, bundle: bundles };

/** Every record of a kind with its name and slug (the re-slug step reads them once). */
export function listNamedSlugs(db: Db, kind: SluggedKind) {
  const table = sluggedTables[kind];
  return db.select({ id: table.id, name: table.name, slug: table.slug }).from(table);
}

export type SlugChange = { id: number; from: string; to: string };

/**
 * Gives records new slugs and keeps each old one in `former_slugs`, in the caller's transaction. One
 * statement per few hundred records, so re-slugging 100,000 products is a few hundred statements.
 */
export async function changeSlugs(
  db: Db,
  kind: SluggedKind,
  changes: readonly SlugChange[],
  now: Date,
): Promise<void> {
  const table = sluggedTables[kind];
  const batch = 500;
  for (let start = 0; start < changes.length; start += batch) {
    const part = changes.slice(start, start + batch);
    await db
      .insert(formerSlugs)
      .values(part.map((change) => ({ kind, recordId: change.id, slug: change.from, replacedAt: now })))
      .onConflictDoNothing();
    const rows = sql.join(
      part.map((change) => sql`(${change.id}::integer, ${change.to}::text, ${change.from}::text)`),
      sql`, `,
    );
    // Only a record whose slug is still the one read: a slug staff changed meanwhile is theirs.
    await db.execute(sql`
      update ${table} set slug = changed.slug
      from (values ${rows}) as changed(id, slug, former)
      where ${table.id} = changed.id and ${table.slug} = changed.former`);
  }
}

/** The record that had this slug, the latest one to give it up when several did. */
export async function findFormerSlugOwner(db: Db, kind: SluggedKind, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ recordId: formerSlugs.recordId })
    .from(formerSlugs)
    .where(and(eq(formerSlugs.kind, kind), eq(formerSlugs.slug, slug)))
    .orderBy(desc(formerSlugs.replacedAt))
    .limit(1);
  return row?.recordId ?? null;
}
