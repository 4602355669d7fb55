import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What a slug names: the four kinds of page whose address carries one. */
export const sluggedKinds = ['product', 'category', 'brand', 'bundle'] as const;
export type SluggedKind = (typeof sluggedKinds)[number];

/**
 * The slugs records had before a change of their slug (decision 084), so an address anyone kept or
 * linked still leads to the record: pages by id answer a stale slug with a 301 by themselves, and a
 * look-up by slug alone (`GET brands/slug/{slug}`) finds the record here on a miss.
 */
export const formerSlugs = pgTable(
  'former_slugs',
  {
    kind: text('kind', { enum: sluggedKinds }).notNull(),
    recordId: integer('record_id').notNull(),
    slug: text('slug').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId, t.slug] }),
    index('former_slugs_slug_idx').on(t.kind, t.slug),
    check('former_slugs_kind_check', sql`${t.kind} in ('product', 'category', 'brand', 'bundle')`),
  ],
);
