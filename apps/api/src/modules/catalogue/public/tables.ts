import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { discountRatioOf, everydayPriceOf, salePriceOf } from './price-expressions.ts';
import { brands, categories, createdAt, rials } from './taxonomy-tables.ts';

export { brands, categories, searchWords } from './taxonomy-tables.ts';

export type ProductFeature = { name: string; values: string[] };

/**
 * Numbers every change a search index in a process must learn of (migration 0024's trigger): a new
 * product, and a change of its search text, activity, being in stock or sales. Each process's
 * suggestion index (service/search-index.ts) reads the rows numbered past what it has applied.
 */
export const productsSearchVersionSeq = pgSequence('products_search_version_seq');

type CoverColumns = Record<
  | 'price'
  | 'priceByDiscount'
  | 'specialSalePrice'
  | 'specialSaleEndsAt'
  | 'brandId'
  | 'inventory'
  | 'soldCount'
  | 'createdAt',
  AnyPgColumn
>;

/** What a walk of a price, discount or newest listing index reads besides its order (see products). */
function listingCover(t: CoverColumns): AnyPgColumn[] {
  return [t.price, t.priceByDiscount, t.specialSalePrice, t.specialSaleEndsAt, t.brandId, t.inventory];
}

/** In stock first: the first key of every listing order. `desc` written out, as the products' indexes say. */
function inStockFirst(t: Pick<CoverColumns, 'inventory'>) {
  return sql`(${t.inventory} > 0) desc`;
}

type BestSellingColumns = CoverColumns & Record<'id' | 'categoryId', AnyPgColumn>;

/**
 * The best-selling order (in stock first, then sales, then id) with what filters, other sorts and
 * counts read after it, between the columns an index is led by and those that close it.
 */
function bestSelling(
  t: BestSellingColumns,
  leading: AnyPgColumn[],
  closing: AnyPgColumn[],
): [AnyPgColumn | SQL, ...(AnyPgColumn | SQL)[]] {
  return [
    ...leading,
    inStockFirst(t),
    sql`${t.soldCount} desc`,
    t.id,
    t.price,
    t.priceByDiscount,
    t.specialSalePrice,
    t.specialSaleEndsAt,
    t.createdAt,
    ...closing,
  ] as [AnyPgColumn | SQL, ...(AnyPgColumn | SQL)[]];
}

/** What a walk of a special sale index reads besides its order (and a special sale listing sorts by). */
function saleCover(t: CoverColumns): AnyPgColumn[] {
  return [t.specialSaleEndsAt, t.price, t.specialSalePrice, t.brandId, t.inventory, t.soldCount, t.createdAt];
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    excerpt: text('excerpt'),
    /** The long description, as sanitised HTML (the spec's `note`). */
    note: text('note'),
    image: text('image').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    price: rials('price').notNull(),
    /** The everyday discounted price; null means no discount. */
    priceByDiscount: rials('price_by_discount'),
    /** A time-limited special sale overrides the everyday discount until it ends. */
    specialSalePrice: rials('special_sale_price'),
    specialSaleEndsAt: timestamp('special_sale_ends_at', { withTimezone: true }),
    volume: numeric('volume', { precision: 12, scale: 3, mode: 'number' }),
    unit: text('unit'),
    colorName: text('color_name'),
    colorCode: text('color_code'),
    features: jsonb('features').$type<ProductFeature[]>().notNull().default([]),
    inventory: integer('inventory').notNull().default(0),
    /** The most one basket may hold of this product. */
    maxCount: integer('max_count').notNull().default(10),
    comingSoon: boolean('coming_soon').notNull().default(false),
    wholesale: boolean('wholesale').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * Approved comments' ratings, kept here by the reviews module (decision 062) so a card needs no
     * join: how many, and their sum (the average is sum / count, an integer pair never drifts).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Name, brand and category run through the domain's normalizeSearchText, for pg_trgm. */
    searchText: text('search_text').notNull().default(''),
    /** See productsSearchVersionSeq: set on insert, and anew by a trigger on every change that matters. */
    searchVersion: bigint('search_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('products_search_version_seq')`),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_special_sale_idx')
      .on(t.specialSaleEndsAt)
      .where(sql`${t.specialSalePrice} is not null`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Read by each process's search index to learn what changed (with the id: an index-only scan).
    index('products_search_version_idx').on(t.searchVersion, t.id),
    // The listings' order (in stock first, then best-selling) over active products: a page of the
    // default listing reads 16 entries. The trailing columns are what filters, price and discount
    // sorts and counts read, so those scan this narrow index instead of the wide rows (an
    // index-only scan; drizzle-kit has no INCLUDE, so they are key columns). `desc` is written out:
    // drizzle's .desc() adds NULLS LAST, which an `order by … desc` (nulls first) cannot use.
    // bench/EXPLAIN.md.
    index('products_listing_idx')
      .on(...bestSelling(t, [], [t.categoryId, t.brandId, t.inventory]))
      .where(sql`${t.isActive}`),
    // Category listings (the commonest page): the same columns led by the category, so a listing of a
    // category subtree and its count read a few thousand index entries instead of every active product.
    index('products_category_listing_idx')
      .on(...bestSelling(t, [t.categoryId], [t.brandId, t.inventory]))
      .where(sql`${t.isActive}`),
    // "Newest" (sort 4) in stock first: its first pages without a sort of every active product (and
    // what filters read, as below).
    index('products_listing_newest_idx')
      .on(inStockFirst(t), sql`${t.createdAt} desc`, t.id, t.categoryId, ...listingCover(t))
      .where(sql`${t.isActive}`),
    // The other sorts, so that every listing page walks one index in its own order and stops after
    // the page: per category of the subtree, or over all products. (Since decision 078 a listing
    // with no text and no shelf is answered from each process's listing index; these indexes serve
    // sortedListingPage, which lists the rest and is the listing index's reference in tests.) Price
    // and discount sorts order by the everyday price (its discount ratio), which does not depend on
    // the time; products whose special sale runs are read apart (the sale indexes below). Brand and
    // price filters read the trailing columns, not the rows. bench/EXPLAIN.md.
    index('products_category_newest_idx')
      .on(t.categoryId, inStockFirst(t), sql`${t.createdAt} desc`, t.id, ...listingCover(t))
      .where(sql`${t.isActive}`),
    index('products_category_price_idx')
      .on(t.categoryId, inStockFirst(t), everydayPriceOf(t), t.id, ...listingCover(t))
      .where(sql`${t.isActive}`),
    index('products_category_discount_idx')
      .on(
        t.categoryId,
        inStockFirst(t),
        sql`${discountRatioOf(everydayPriceOf(t), t)} desc`,
        t.id,
        ...listingCover(t),
      )
      .where(sql`${t.isActive}`),
    index('products_listing_price_idx')
      .on(inStockFirst(t), everydayPriceOf(t), t.id, t.categoryId, ...listingCover(t))
      .where(sql`${t.isActive}`),
    index('products_listing_discount_idx')
      .on(
        inStockFirst(t),
        sql`${discountRatioOf(everydayPriceOf(t), t)} desc`,
        t.id,
        t.categoryId,
        ...listingCover(t),
      )
      .where(sql`${t.isActive}`),
    // A brand's listing: its products in stock first and best-selling (its page's default order),
    // with what the other sorts and filters read, so its few thousand entries are sorted from here.
    index('products_brand_listing_idx')
      .on(...bestSelling(t, [t.brandId], [t.categoryId, t.inventory]))
      .where(sql`${t.isActive}`),
    // A brand chosen within a category (or several of each): the products of each category and brand,
    // so both the page (sorted whole, or walked best-selling) and its count read only them.
    index('products_category_brand_idx')
      .on(...bestSelling(t, [t.categoryId, t.brandId], [t.inventory]))
      .where(sql`${t.isActive}`),
    // Products with a special sale, which the price and discount sorts read apart (a walk of these
    // skips the sales that have ended), per category of the subtree or over all products; a special
    // sale listing sorted otherwise reads them whole.
    index('products_category_sale_price_idx')
      .on(t.categoryId, inStockFirst(t), salePriceOf(t), t.id, ...saleCover(t))
      .where(sql`${t.isActive} and ${t.specialSalePrice} is not null`),
    index('products_category_sale_discount_idx')
      .on(
        t.categoryId,
        inStockFirst(t),
        sql`${discountRatioOf(salePriceOf(t), t)} desc`,
        t.id,
        ...saleCover(t),
      )
      .where(sql`${t.isActive} and ${t.specialSalePrice} is not null`),
    index('products_sale_price_idx')
      .on(inStockFirst(t), salePriceOf(t), t.id, t.categoryId, ...saleCover(t))
      .where(sql`${t.isActive} and ${t.specialSalePrice} is not null`),
    index('products_sale_discount_idx')
      .on(
        inStockFirst(t),
        sql`${discountRatioOf(salePriceOf(t), t)} desc`,
        t.id,
        t.categoryId,
        ...saleCover(t),
      )
      .where(sql`${t.isActive} and ${t.specialSalePrice} is not null`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_inventory_check', sql`${t.inventory} >= 0`),
    check('products_max_count_check', sql`${t.maxCount} >= 1`),
  ],
);

export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  image: text('image').notNull(),
  description: text('description'),
  /** The bundle's price is its components' prices less this percent (domain: bundlePrice). */
  discountPercent: smallint('discount_percent').notNull().default(0),
  inventory: integer('inventory').notNull().default(0),
  maxCount: integer('max_count').notNull().default(5),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  /** Approved comments' ratings, kept as on products (decision 062) for the bundle cards. */
  ratingCount: integer('rating_count').notNull().default(0),
  ratingTotal: integer('rating_total').notNull().default(0),
  createdAt: createdAt(),
});

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    count: integer('count').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    index('bundle_items_product_idx').on(t.productId),
  ],
);

/** Shelves group products inside a category (the `/search/categories/{id}/{slug}/shelves` page). */
export const shelves = pgTable(
  'shelves',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('shelves_category_idx').on(t.categoryId, t.position)],
);

export const shelfProducts = pgTable(
  'shelf_products',
  {
    shelfId: integer('shelf_id')
      .notNull()
      .references(() => shelves.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shelfId, t.productId] }),
    index('shelf_products_product_idx').on(t.productId),
  ],
);

/**
 * A coloured shelf of hand-picked products (a home row of the content module shows one; a listing
 * filters by one). The catalogue owns every shelf, so content reads it through the catalogue.
 */
export const customShelves = pgTable('custom_shelves', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull(),
  textColor: text('text_color').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const customShelfProducts = pgTable(
  'custom_shelf_products',
  {
    customShelfId: integer('custom_shelf_id')
      .notNull()
      .references(() => customShelves.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customShelfId, t.productId] }),
    index('custom_shelf_products_product_idx').on(t.productId),
  ],
);

/** A hold's life: held → used (its order took it), released (line removed) or expired (turn over). */
export const stockHoldStates = ['held', 'used', 'released', 'expired'] as const;

/**
 * Units taken out of stock for one customer without an order (decision 069): the waitlist's turn.
 * While `held`, the units are out of `inventory`, so everyone else reads the item as the stock says;
 * the holder's basket and checkout count them back (public/stock-holds.ts). No foreign key to the
 * customer: identity stands on the catalogue's rung, and a hold outlives nobody for long.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    itemType: text('item_type', { enum: ['product', 'bundle'] }).notNull(),
    itemId: integer('item_id').notNull(),
    customerId: integer('customer_id').notNull(),
    units: integer('units').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    state: text('state', { enum: stockHoldStates }).notNull().default('held'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One live hold per customer and item: a second turn would be a second unit nobody asked for.
    uniqueIndex('stock_holds_live_idx')
      .on(t.customerId, t.itemType, t.itemId)
      .where(sql`${t.state} = 'held'`),
    index('stock_holds_item_idx')
      .on(t.itemType, t.itemId)
      .where(sql`${t.state} = 'held'`),
    check('stock_holds_units_check', sql`${t.units} > 0`),
    check('stock_holds_item_type_check', sql`${t.itemType} in ('product', 'bundle')`),
    check('stock_holds_state_check', sql`${t.state} in ('held', 'used', 'released', 'expired')`),
  ],
);
