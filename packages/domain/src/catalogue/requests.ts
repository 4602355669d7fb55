import { z } from 'zod';
import { PositiveIdSchema } from '../common-schemas.ts';
import { CatalogueFilterShape, minNotAboveMax, ProductListQuerySchema } from './listing.ts';

// The request schemas of the catalogue routes that listing.ts does not hold. They reuse its parts
// (zod refuses .pick/.omit on a refined object, so the shapes are recombined instead).

const { page, sortby } = ProductListQuerySchema.shape;
const { category: _category, ...filtersWithoutCategory } = CatalogueFilterShape;

/** `GET /products`: every active product, a page at a time. */
export const AllProductsQuerySchema = z.object({ page, sortby }).strict();
export type AllProductsQuery = z.infer<typeof AllProductsQuerySchema>;

/** `GET /categories/{id}/products`: the category is the path's, so a `category` filter is refused. */
export const CategoryProductListQuerySchema = z
  .object({ ...filtersWithoutCategory, page, sortby })
  .strict()
  .superRefine(minNotAboveMax);
export type CategoryProductListQuery = z.infer<typeof CategoryProductListQuerySchema>;

/** `GET /categories/{id}/filter`: the filters of a category listing, without `category`. */
export const CategoryFilterQuerySchema = z
  .object(filtersWithoutCategory)
  .strict()
  .superRefine(minNotAboveMax);
export type CategoryFilterQuery = z.infer<typeof CategoryFilterQuerySchema>;

/** `GET /breadcrumb?id&module=category`: the spec names a module; only categories have breadcrumbs. */
export const BreadcrumbQuerySchema = z
  .object({ id: PositiveIdSchema, module: z.literal('category') })
  .strict();
export type BreadcrumbQuery = z.infer<typeof BreadcrumbQuerySchema>;

/** `GET /brands/slug/{slug}`: the decoded (Persian) slug. */
export const SlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) }).strict();
export type SlugParams = z.infer<typeof SlugParamsSchema>;

/** How many of a product the shop holds: a whole number, never negative (the table refuses it too). */
export const SetInventoryRequestSchema = z
  .object({ inventory: z.number().int().min(0).max(1_000_000) })
  .strict();
export type SetInventoryRequest = z.infer<typeof SetInventoryRequestSchema>;
