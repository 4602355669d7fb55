import * as catalogue from '@shop/domain/catalogue/endpoints';
import { sortOptions } from '@shop/domain/catalogue/listing-constants';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../shared/api/client.ts';
import { categoryPath, paths } from '../../shared/paths.ts';

/** A way out of an empty listing: a link with its name. */
export type HelpLink = { name: string; path: string };

/**
 * What an empty listing offers instead of a dead end (issue 46, item 13): the categories and brands
 * that the forgiving suggestions find for the words typed (they match prefixes and typos the full
 * search did not), the shop's main categories, and its best sellers.
 */
export type NothingFoundHelp = {
  near: HelpLink[];
  categories: HelpLink[];
  popular: ProductCard[];
};

/** Enough to fill a phone's screen and a desktop's two rows, never a second listing. */
const limits = { categories: 8, popular: 8 } as const;

const none = <T>(): T[] => [];

/**
 * Asked only when page 1 came back empty, so a listing with results pays nothing. Each part may
 * fail alone: the help is worth less than the page, and the page never fails for it.
 */
export async function loadNothingFoundHelp(api: ApiClient, query: string | null): Promise<NothingFoundHelp> {
  const [near, categories, popular] = await Promise.all([
    query ? nearMatches(api, query).catch(none<HelpLink>) : Promise.resolve(none<HelpLink>()),
    mainCategories(api).catch(none<HelpLink>),
    bestSellers(api).catch(none<ProductCard>),
  ]);
  return { near, categories, popular };
}

async function nearMatches(api: ApiClient, q: string): Promise<HelpLink[]> {
  const { data } = await api.call(catalogue.suggest, { query: { q, page: 1 } });
  return [
    ...data.categories.map((category) => ({ name: category.name, path: categoryPath(category) })),
    ...data.brands.map((brand) => ({ name: brand.name, path: paths.brand(brand.id, brand.slug) })),
  ];
}

async function mainCategories(api: ApiClient): Promise<HelpLink[]> {
  const { data } = await api.call(catalogue.categoryTree, {});
  return data
    .slice(0, limits.categories)
    .map((category) => ({ name: category.name, path: categoryPath(category) }));
}

async function bestSellers(api: ApiClient): Promise<ProductCard[]> {
  const { data } = await api.call(catalogue.allProducts, {
    query: { page: 1, sortby: sortOptions.bestSelling },
  });
  return data.filter((product) => product.available).slice(0, limits.popular);
}
