import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { homeRowModels } from '@shop/domain/content/schemas';
import { landingBlockTypes } from '@shop/domain/content/landings';

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

/**
 * The shop's own pages by slug (about-us, terms, privacy; decision 061). `body` is HTML kept as the
 * allow-list left it when written, and sanitised again when served.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_pages_slug_idx').on(t.slug)],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: text('question').notNull(),
    /** HTML, as site_pages.body. */
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId, t.position)],
);

/**
 * Messages from the contact page, kept for staff (the back office reads and marks them handled).
 * The mobile is stored +98…, as every number of the shop; `network` is the sender's address as the
 * per-address limit counted it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    subject: integer('subject').notNull(),
    type: integer('type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    mobile: text('mobile').notNull(),
    description: text('description').notNull(),
    network: text('network').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Campaign pages at /landings/{slug} (decision 064): shown while active and before `ends_at`, so a
 * Yalda page leaves by itself when Yalda is over.
 */
export const landings = pgTable(
  'landings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('landings_slug_idx').on(t.slug)],
);

/**
 * A landing's blocks in page order. `configs` is what staff wrote for the block's type, read
 * through the stored schemas of landings.ts: a block that no longer reads is left out, never a 500.
 */
export const landingBlocks = pgTable(
  'landing_blocks',
  {
    id: serial('id').primaryKey(),
    landingId: integer('landing_id')
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    type: text('type', { enum: landingBlockTypes }).notNull(),
    configs: jsonb('configs').notNull(),
    border: boolean('border').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('landing_blocks_landing_idx').on(t.landingId, t.position)],
);
