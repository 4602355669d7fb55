import { buildCategoryTree } from '@shop/domain/catalogue/category-tree';
import type { CatalogueFilter, SuggestQuery } from '@shop/domain/catalogue/listing';
import type { SortValue } from '@shop/domain/catalogue/listing-constants';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import { listBrands, getBrand, getBrandBySlug } from './service/brands.ts';
import { getBundleDetail, listBundleCards, listBundles } from './service/bundles.ts';
import {
  getBreadcrumb,
  getCategoryDetail,
  getCategoryShelves,
  listShelves,
  requireCategory,
} from './service/category-pages.ts';
import { createCatalogueContext, type CatalogueDeps } from './service/context.ts';
import { getFiltersData } from './service/filters-data.ts';
import {
  listCategoryCards,
  listCategoryShelf,
  listCustomShelf,
  listProductCards,
  listSpecialSale,
} from './service/home-records.ts';
import { listProducts, type ProductListInput } from './service/list-products.ts';
import { getProductDetail, listSimilarProducts } from './service/product-page.ts';
import { setProductInventory } from './service/product-stock.ts';
import { listSitemapEntries } from './service/sitemap-entries.ts';
import { suggest } from './service/suggest.ts';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** The catalogue's use cases, one file each under service/; this only wires them to their deps. */
export function createCatalogueService(deps: CatalogueDeps) {
  const ctx = createCatalogueContext(deps);
  return {
    getCategoryTree: async (): Promise<CategoryNode[]> => buildCategoryTree(await ctx.categoryRows()),
    listCategoryCards: (ids: readonly number[]) => listCategoryCards(ctx, ids),
    listBrands: (ids?: readonly number[]) => listBrands(ctx, ids),
    listProductCards: (ids: readonly number[]) => listProductCards(ctx, ids),
    listCategoryShelf: (categoryId: number, limit: number) => listCategoryShelf(ctx, categoryId, limit),
    listCustomShelf: (shelfId: number, limit: number) => listCustomShelf(ctx, shelfId, limit),
    listSpecialSale: (limit: number) => listSpecialSale(ctx, limit),
    listBundleCards: (ids?: readonly number[]) => listBundleCards(ctx, ids),

    searchProducts: (input: ProductListInput) => listProducts(ctx, input),
    listAllProducts: (input: { page: number; sortby?: SortValue | undefined }) => listProducts(ctx, input),
    getFiltersData: (input: CatalogueFilter) => getFiltersData(ctx, input),
    suggest: (query: SuggestQuery) => suggest(ctx, query),

    getProductDetail: (id: number) => getProductDetail(ctx, id),
    listSimilarProducts: (id: number) => listSimilarProducts(ctx, id),
    setProductInventory: (id: number, inventory: number) => setProductInventory(ctx, id, inventory),

    getCategoryDetail: (id: number) => getCategoryDetail(ctx, id),
    getBreadcrumb: (id: number) => getBreadcrumb(ctx, id),
    getCategoryShelves: (id: number) => getCategoryShelves(ctx, id),
    listShelves: () => listShelves(ctx),
    async listCategoryProducts(id: number, input: Omit<ProductListInput, 'category'>) {
      await requireCategory(ctx, id);
      return listProducts(ctx, { ...input, category: id });
    },
    async getCategoryFiltersData(id: number, input: Omit<CatalogueFilter, 'category'>) {
      await requireCategory(ctx, id);
      return getFiltersData(ctx, { ...input, category: id });
    },

    getBrand: (id: number) => getBrand(ctx, id),
    getBrandBySlug: (slug: string) => getBrandBySlug(ctx, slug),

    listBundles: () => listBundles(ctx),
    getBundleDetail: (id: number) => getBundleDetail(ctx, id),

    listSitemapEntries: () => listSitemapEntries(ctx),
  };
}
