import { z } from 'zod';

/** Money on the wire is integer rials, as the spec holds it; the UI divides by ten. */
export const RialsSchema = z.number().int().nonnegative();

export const BrandRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type BrandRef = z.infer<typeof BrandRefSchema>;

export const BrandSchema = BrandRefSchema.extend({
  logo: z.string().nullable(),
  description: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const CategoryTypeSchema = z.enum(['branch', 'leaf']);
export type CategoryType = z.infer<typeof CategoryTypeSchema>;

export const CategoryNodeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    type: CategoryTypeSchema,
    get children(): z.ZodArray<typeof CategoryNodeSchema> {
      return z.array(CategoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' }); // recursive: OpenAPI needs it as a named component
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;

export const CategoryCardSchema = CategoryNodeSchema.omit({ children: true });
export type CategoryCard = z.infer<typeof CategoryCardSchema>;

export const ColorSchema = z.object({ name: z.string(), code: z.string().nullable() });
export type Color = z.infer<typeof ColorSchema>;

/** discount.type 1 is a percent (the only kind the catalogue produces today), 2 a rial amount. */
export const DiscountSchema = z.object({ type: z.union([z.literal(1), z.literal(2)]), value: z.number() });

/** A special sale: value is the discount percent, expiration is epoch seconds. */
export const SpecialSaleSchema = z.object({ value: z.number().int(), expiration: z.number().int() });
export type SpecialSale = z.infer<typeof SpecialSaleSchema>;

/** What a product card, shelf or listing needs: the spec's product fields minus the page-only ones. */
/**
 * A product's approved ratings from its comments (decision 062): how many, and their mean to one
 * decimal. Null until one is approved.
 */
export const RatingSummarySchema = z.object({ count: z.number().int(), average: z.number() });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  brand: BrandRefSchema,
  category_id: z.number().int(),
  price: RialsSchema,
  price_by_discount: RialsSchema.nullable(),
  discount: DiscountSchema.nullable(),
  available: z.boolean(),
  comming_soon: z.boolean(),
  volume: z.number().nullable(),
  unit: z.object({ name: z.string() }).nullable(),
  color: ColorSchema.nullable(),
  special_sale: SpecialSaleSchema.nullable(),
  max_count: z.number().int(),
  inventory: z.number().int(),
  rating: RatingSummarySchema.nullable(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const BundleCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: RialsSchema,
  price_by_discount: RialsSchema,
  available: z.boolean(),
  /**
   * Not started yet: not sold out, its price announced when it starts (shown blurred, decision 19).
   * Every card carries it, so a home row tells upcoming from sold out as the list does.
   */
  is_upcoming: z.boolean(),
  started_at: z.number().int(),
  expired_at: z.number().int().nullable(),
  products_count: z.number().int(),
  rating: RatingSummarySchema.nullable(),
});
export type BundleCard = z.infer<typeof BundleCardSchema>;

/** One step of a category breadcrumb, from the top category down to the current one. */
export const BreadcrumbItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: CategoryTypeSchema,
});
export type BreadcrumbItem = z.infer<typeof BreadcrumbItemSchema>;

export const FeatureSchema = z.object({ name: z.string(), values: z.array(z.string()) });

/** `GET /products/{id}`: a card plus what only the product page shows. */
export const ProductDetailSchema = ProductCardSchema.extend({
  excerpt: z.string().nullable(),
  /** The long description as sanitised HTML (the spec's `note`). */
  note: z.string().nullable(),
  gallery: z.array(z.string()),
  features: z.array(FeatureSchema),
  wholesale: z.boolean(),
  breadcrumb: z.array(BreadcrumbItemSchema),
  share_link: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** extra_data of a product: whether this customer already asked for wholesale or the waitlist. */
export const ProductExtraSchema = z.object({ wholesaled: z.boolean(), observed: z.boolean() });
export type ProductExtra = z.infer<typeof ProductExtraSchema>;

/**
 * Filters a listing can offer: the brands present, the price range in rials, and the category shelves
 * holding matching products (a few, most first, the chosen one always among them).
 */
export const FiltersDataSchema = z.object({
  brands: z.array(BrandRefSchema.extend({ count: z.number().int() })),
  price: z.object({ min: RialsSchema, max: RialsSchema }),
  shelves: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type FiltersData = z.infer<typeof FiltersDataSchema>;

export const SuggestionsSchema = z.object({
  brands: z.array(BrandSchema.pick({ id: true, name: true, slug: true, logo: true })),
  categories: z.array(BreadcrumbItemSchema),
  products: z.array(
    ProductCardSchema.pick({
      id: true,
      name: true,
      slug: true,
      image: true,
      brand: true,
      price: true,
      price_by_discount: true,
      available: true,
      comming_soon: true,
      // The pack size apart from the name: a label cut at 50 characters never loses it (issue 21).
      volume: true,
      unit: true,
    }),
  ),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;

/** A shelf by name, with the branch category it belongs to (`GET categories/shelves`). */
export const ShelfRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
});
export type ShelfRef = z.infer<typeof ShelfRefSchema>;

/** A shelf of a branch category's shelves page. */
export const ShelfSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  products: z.array(ProductCardSchema),
});
export type Shelf = z.infer<typeof ShelfSchema>;

export const CategoryShelvesSchema = z.object({
  category: CategoryCardSchema,
  breadcrumb: z.array(BreadcrumbItemSchema),
  /** The category's children, for the page's sub-category chips. */
  sub_categories: z.array(CategoryCardSchema),
  shelves: z.array(ShelfSchema),
});
export type CategoryShelves = z.infer<typeof CategoryShelvesSchema>;

/** A category's own page header: the category and its path from the top. */
export const CategoryDetailSchema = CategoryCardSchema.extend({
  breadcrumb: z.array(BreadcrumbItemSchema),
  sub_categories: z.array(CategoryCardSchema),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

/** One product inside a bundle, as the bundle table shows it. */
export const BundleComponentSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  slug: z.string(),
  brand: BrandRefSchema,
  color: ColorSchema.nullable(),
  count: z.number().int(),
  /** Unit price before the bundle's discount. */
  realPrice: RialsSchema,
  /** Unit price inside the bundle. */
  price: RialsSchema,
  image: z.string(),
});
export type BundleComponent = z.infer<typeof BundleComponentSchema>;

export const BundleListItemSchema = BundleCardSchema.extend({
  products: z.array(BundleComponentSchema.pick({ id: true, displayName: true, count: true, image: true })),
});
export type BundleListItem = z.infer<typeof BundleListItemSchema>;

export const BundleDetailSchema = BundleCardSchema.extend({
  description: z.string().nullable(),
  max_count: z.number().int(),
  products: z.array(BundleComponentSchema),
  share_link: z.string(),
  similars_bundles: z.array(BundleCardSchema),
  similars_products: z.array(ProductCardSchema),
});
export type BundleDetail = z.infer<typeof BundleDetailSchema>;
