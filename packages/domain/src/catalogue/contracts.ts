import { z } from 'zod';
import { defineContract } from '../api/contract.ts';
import { IdParamsSchema, PageSchema } from '../common-schemas.ts';
import { BundleListExtraSchema, SuggestExtraSchema } from './extras.ts';
import {
  CatalogueFilterSchema,
  ProductListExtraSchema,
  ProductListQuerySchema,
  SuggestQuerySchema,
} from './listing.ts';
import {
  AllProductsQuerySchema,
  BreadcrumbQuerySchema,
  CategoryFilterQuerySchema,
  CategoryProductListQuerySchema,
  SetInventoryRequestSchema,
  SlugParamsSchema,
} from './requests.ts';
import {
  BrandSchema,
  BreadcrumbItemSchema,
  BundleDetailSchema,
  BundleListItemSchema,
  CategoryDetailSchema,
  CategoryNodeSchema,
  CategoryShelvesSchema,
  FiltersDataSchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductExtraSchema,
  ShelfRefSchema,
  SuggestionsSchema,
} from './schemas.ts';

// The catalogue's endpoints (storefront.md §4–6; docs/api.md "Catalogue"): the same answer for every
// visitor, so the API micro-caches them whole.

const tags = ['catalogue'];
const productList = { data: z.array(ProductCardSchema), extra: ProductListExtraSchema };
/** `GET brands/{id}?page`: which page of the brand's products. */
const BrandPageQuerySchema = z.object({ page: PageSchema }).strict();
const filtersSummary =
  'The brands, price range and shelves the current filters leave (each facet ignores its own filter)';

export const catalogueContracts = {
  categoryTree: defineContract({
    method: 'GET',
    path: '/categories',
    tags,
    summary: 'The category tree, for the side menu',
    data: z.array(CategoryNodeSchema),
  }),
  brands: defineContract({
    method: 'GET',
    path: '/brands',
    tags,
    summary: 'Every brand, for the brand grid',
    data: z.array(BrandSchema),
  }),
  search: defineContract({
    method: 'GET',
    path: '/search',
    tags,
    summary: 'The filtered product list: search, brand, category, special sale and shelf listings',
    query: ProductListQuerySchema,
    ...productList,
  }),
  searchFilters: defineContract({
    method: 'GET',
    path: '/search/filters',
    tags,
    summary: filtersSummary,
    query: CatalogueFilterSchema,
    data: FiltersDataSchema,
  }),
  // The spec names both paths for the same answer; clients of either keep working.
  searchFiltersData: defineContract({
    method: 'GET',
    path: '/search/filters_data',
    tags,
    summary: filtersSummary,
    query: CatalogueFilterSchema,
    data: FiltersDataSchema,
  }),
  suggest: defineContract({
    method: 'GET',
    path: '/search/suggest',
    tags,
    summary: 'Suggestions while typing: up to 3 brands, 3 categories and 11 products',
    query: SuggestQuerySchema,
    data: SuggestionsSchema,
    extra: SuggestExtraSchema,
  }),
  allProducts: defineContract({
    method: 'GET',
    path: '/products',
    tags,
    summary: 'Every active product, a page at a time',
    query: AllProductsQuerySchema,
    ...productList,
  }),
  product: defineContract({
    method: 'GET',
    path: '/products/:id',
    tags,
    summary: 'A product page: gallery, features, breadcrumb and share link',
    errors: ['PRODUCT_NOT_FOUND'],
    params: IdParamsSchema,
    data: ProductDetailSchema,
    extra: ProductExtraSchema,
  }),
  similarProducts: defineContract({
    method: 'GET',
    path: '/products/:id/similars',
    tags,
    summary: 'Up to 12 in-stock products of the same category, the closest price first',
    errors: ['PRODUCT_NOT_FOUND'],
    params: IdParamsSchema,
    data: z.array(ProductCardSchema),
  }),
  category: defineContract({
    method: 'GET',
    path: '/categories/:id',
    tags,
    summary: 'A category with its breadcrumb and sub-categories',
    errors: ['CATEGORY_NOT_FOUND'],
    params: IdParamsSchema,
    data: CategoryDetailSchema,
  }),
  categoryProducts: defineContract({
    method: 'GET',
    path: '/categories/:id/products',
    tags,
    summary: 'The products of a category and every category below it, filtered like /search',
    errors: ['CATEGORY_NOT_FOUND'],
    params: IdParamsSchema,
    query: CategoryProductListQuerySchema,
    ...productList,
  }),
  categoryFilters: defineContract({
    method: 'GET',
    path: '/categories/:id/filter',
    tags,
    summary: 'The brands and price range of a category listing',
    errors: ['CATEGORY_NOT_FOUND'],
    params: IdParamsSchema,
    query: CategoryFilterQuerySchema,
    data: FiltersDataSchema,
  }),
  shelves: defineContract({
    method: 'GET',
    path: '/categories/shelves',
    tags,
    summary: "Every active shelf with its category: the names behind a listing's `shelf` filter",
    data: z.array(ShelfRefSchema),
  }),
  categoryShelves: defineContract({
    method: 'GET',
    path: '/categories/:id/shelves',
    tags,
    summary: "A branch category's page: sub-categories and shelves of up to 12 products",
    errors: ['CATEGORY_NOT_FOUND'],
    params: IdParamsSchema,
    data: CategoryShelvesSchema,
  }),
  breadcrumb: defineContract({
    method: 'GET',
    path: '/breadcrumb',
    tags,
    summary: "A category's path from the top of the tree",
    errors: ['CATEGORY_NOT_FOUND'],
    query: BreadcrumbQuerySchema,
    data: z.array(BreadcrumbItemSchema),
  }),
  // The spec's `GET brands/{id}?page`: the brand and one page of its products (decision 084). The
  // brand page's filtered listing comes from /search?brand={id}; it reads the brand from here.
  brand: defineContract({
    method: 'GET',
    path: '/brands/:id',
    tags,
    summary: 'A brand (name, logo, description) and one page of its products, in stock first',
    errors: ['BRAND_NOT_FOUND'],
    params: IdParamsSchema,
    query: BrandPageQuerySchema,
    data: BrandSchema.extend({ products: z.array(ProductCardSchema) }),
    extra: ProductListExtraSchema,
  }),
  brandBySlug: defineContract({
    method: 'GET',
    path: '/brands/slug/:slug',
    tags,
    summary: 'A brand by its (Persian, percent-encoded) slug',
    errors: ['BRAND_NOT_FOUND'],
    params: SlugParamsSchema,
    data: BrandSchema,
  }),
  bundles: defineContract({
    method: 'GET',
    path: '/bundles',
    tags,
    summary: 'Running and upcoming bundles; blur is true when an upcoming price is to be hidden',
    data: z.array(BundleListItemSchema),
    extra: BundleListExtraSchema,
  }),
  bundle: defineContract({
    method: 'GET',
    path: '/bundles/:id',
    tags,
    summary: 'A bundle page: components with unit and bundle prices, totals and similars',
    errors: ['BUNDLE_NOT_FOUND'],
    params: IdParamsSchema,
    data: BundleDetailSchema,
  }),
  // Staff (decision 093): the catalogue serves the back office's calls on its own data.
  adminSetInventory: defineContract({
    method: 'PUT',
    path: '/admin/products/:id/inventory',
    tags: ['admin-catalogue'],
    auth: 'staff',
    permission: 'stock:write',
    summary:
      'Sets how many of a product the shop has for sale (units held for a waitlist come on top); audited',
    errors: ['PRODUCT_NOT_FOUND'],
    params: IdParamsSchema,
    body: SetInventoryRequestSchema,
    data: z.object({ id: z.number().int(), inventory: z.number().int() }),
  }),
};
