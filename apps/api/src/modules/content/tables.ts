import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { homeRowModels } from '@shop/domain/content/schemas';

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  desktopImage: text('desktop_image').notNull(),
  mobileImage: text('mobile_image').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * The sticky notice under the header (the spec's `home/banners/latest`): one line, optionally a link.
 * The latest active one shows; `seen_count` counts the customers who closed it (`…/visit`).
 */
export const noticeBanners = pgTable('notice_banners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link'),
  isActive: boolean('is_active').notNull().default(true),
  seenCount: integer('seen_count').notNull().default(0),
});

/**
 * The home page as ordered rows. `ids` point into the table the model names: sliders, categories,
 * brands, a category (shelf_category), a custom shelf, bundles or banners; shelf_special_sale needs none.
 */
export const homeRows = pgTable(
  'home_rows',
  {
    id: serial('id').primaryKey(),
    model: text('model', { enum: homeRowModels }).notNull(),
    title: text('title'),
    ids: jsonb('ids').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('home_rows_position_idx').on(t.position)],
);
