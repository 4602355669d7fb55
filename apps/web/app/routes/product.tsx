import type { Route } from './+types/product';
import { serverApi } from '../shared/api/server-context.ts';
import { NotFoundBoundary, notFoundMeta } from '../shared/ui/not-found-message.tsx';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { loadProductPage } from '../features/product/load-product-page.ts';
import { productMeta } from '../features/product/product-meta.ts';
import { faProduct } from '../shared/i18n/fa-product.ts';
import { paths } from '../shared/paths.ts';
import { redirectToCanonical, requireIdParam } from '../shared/seo/canonical.ts';
import { siteOrigin } from '../shared/seo/meta.ts';
import { RecordVisit } from '../features/engagement/components/record-visit.tsx';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadProductPage(serverApi(context), requireIdParam(params.id));
  // /products/12 or an old slug: 301 to /products/12/{slug}, the one address search engines keep.
  redirectToCanonical(request, paths.product(page.product.id, page.product.slug));
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? productMeta(siteOrigin(matches), loaderData.product) : notFoundMeta(faProduct.notFound);

export default function Product({ loaderData }: Route.ComponentProps) {
  // A new product (a similar one followed) starts fresh: first image, similar-products tab.
  return (
    <>
      <ProductPage key={loaderData.product.id} {...loaderData} />
      <RecordVisit type="product" id={loaderData.product.id} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title={faProduct.notFound}
      body={faProduct.notFoundBody}
      action={{ label: faProduct.searchProducts, to: paths.search() }}
    />
  );
}
