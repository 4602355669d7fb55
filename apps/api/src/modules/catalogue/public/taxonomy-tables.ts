import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// The catalogue's categories and brands, and the vocabulary of its search words: the tables products
// point at (tables.ts holds products and what hangs from them, and re-exports these).

/** Money columns are integer rials; `mode: 'number'` is safe up to 9e15 rials. */
export const rials = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** 'branch' categories list their children's shelves; 'leaf' ones list products. */
    type: text('type', { enum: ['branch', 'leaf'] }).notNull(),
    logo: text('logo'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    check('categories_type_check', sql`${t.type} in ('branch', 'leaf')`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    description: text('description'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_idx').on(t.slug)],
);

/**
 * Every word of every product's search_text, with how many product texts carried it when written:
 * the vocabulary a misspelt search word is corrected against ("ماسط" → ماست). Filled by triggers on
 * `products` (migration 0003) so every writer, seed or admin, keeps it current; words of deleted
 * products stay, which only offers a correction that then finds nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  products: integer('products').notNull().default(0),
});
