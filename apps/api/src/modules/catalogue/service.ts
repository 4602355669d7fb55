import type { CatalogueFilter } from '@shop/domain/catalogue/listing';
import type { SortValue } from '@shop/domain/catalogue/listing-constants';
import { listBrands, getBrand, getBrandBySlug } from './service/brands.ts';
import { getBundleDetail, listBundleCards, listBundles } from './service/bundles.ts';
import {
  getBreadcrumb,
  getCategoryDetail,
  getCategoryShelves,
  listShelves,
  requireCategory,
} from './service/category-pages.ts';
import { bindUseCases } from '../../platform/shop-module.ts';
import { writtenCategoryTree } from './service/category-tree.ts';
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
import { ratedRecordExists, setRatingSummary } from './service/ratings.ts';
import { listSitemapEntries } from './service/sitemap-entries.ts';
import { suggest } from './service/suggest.ts';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** The catalogue's use cases, one file each under service/; this only wires them to their deps. */
export function createCatalogueService(deps: CatalogueDeps) {
  const ctx = createCatalogueContext(deps);
  return {
    ...bindUseCases(ctx, {
      listCategoryCards,
      listBrands,
      listProductCards,
      listCategoryShelf,
      listCustomShelf,
      listSpecialSale,
      listBundleCards,
      searchProducts: listProducts,
      getFiltersData,
      suggest,
      getProductDetail,
      listSimilarProducts,
      setProductInventory,
      ratedRecordExists,
      setRatingSummary,
      getCategoryDetail,
      getBreadcrumb,
      getCategoryShelves,
      listShelves,
      getBrand,
      getBrandBySlug,
      listBundles,
      getBundleDetail,
      listSitemapEntries,
    }),
    /** Builds the suggestion index before the first keystroke needs it (about a second at 100,000 products). */
    warmSearchIndex: async (): Promise<void> => {
      await ctx.searchIndex.fresh();
    },
    /** The tree and its JSON, kept while the category rows are (every page's menu asks for it). */
    getCategoryTree: () => writtenCategoryTree(ctx),
    listAllProducts: (input: { page: number; sortby?: SortValue | undefined }) => listProducts(ctx, input),
    async listCategoryProducts(id: number, input: Omit<ProductListInput, 'category'>) {
      await requireCategory(ctx, id);
      return listProducts(ctx, { ...input, category: id });
    },
    async getCategoryFiltersData(id: number, input: Omit<CatalogueFilter, 'category'>) {
      await requireCategory(ctx, id);
      return getFiltersData(ctx, { ...input, category: id });
    },
  };
}
