import { data } from 'react-router';
import type { ApiClient } from '../../shared/api/client.ts';
import { findProduct } from './api/find-product.ts';
import { getSimilarProducts } from './api/get-similar-products.ts';
import { findNextDelivery } from './api/next-delivery.ts';

/**
 * What the product page and the quick view (which shows the page behind its modal) load: the
 * product, its similar products and the next bookable delivery slot (the page's promise) in parallel. A missing product is a real 404, so crawlers drop
 * the address; the route's error boundary says «چنین محصولی دیگر وجود ندارد».
 */
export async function loadProductPage(api: ApiClient, id: number) {
  const [found, similars, nextDelivery] = await Promise.all([
    findProduct(api, id),
    getSimilarProducts(api, id),
    findNextDelivery(api),
  ]);
  if (!found) throw data(null, { status: 404 });
  // The server's clock seeds the special-sale countdown so the hydrated page starts from the same second.
  return { ...found, similars, nextDelivery, now: Math.floor(Date.now() / 1000) };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
