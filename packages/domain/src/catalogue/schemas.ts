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
  started_at: z.number().int(),
  expired_at: z.number().int().nullable(),
  products_count: z.number().int(),
});
export type BundleCard = z.infer<typeof BundleCardSchema>;
