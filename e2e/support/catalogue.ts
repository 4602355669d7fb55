// Catalogue look-ups for the journeys, through the public API the pages use.
import { expect, type APIRequestContext } from '@playwright/test';

/** The fields of a product card the journeys read. */
export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  available: boolean;
  max_count: number;
  inventory: number;
};

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The first available product on the listing's first pages that `matches`. */
export async function findProduct(
  request: APIRequestContext,
  matches: (product: ProductCard) => boolean,
): Promise<ProductCard> {
  for (let page = 1; page <= 20; page += 1) {
    const found = (await apiData<ProductCard[]>(request, `/products?page=${page}`)).find(
      (product) => product.available && matches(product),
    );
    if (found) return found;
  }
  throw new Error('No product in the demo catalogue fits');
}
