import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/product-quick-view';
import { serverApi } from '../shared/api/server-context.ts';
import { QuickViewDialog } from '../shared/product/quick-view-dialog.tsx';
import { NotFoundBoundary, notFoundMeta } from '../shared/ui/not-found-message.tsx';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { loadProductPage } from '../features/product/load-product-page.ts';
import { productMeta } from '../features/product/product-meta.ts';
import { faProduct } from '../shared/i18n/fa-product.ts';
import { paths } from '../shared/paths.ts';
import { requireIdParam } from '../shared/seo/canonical.ts';
import { siteOrigin } from '../shared/seo/meta.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

/**
 * /product/{id} opened directly: a reload of the in-place quick view, or a shared link. The product
 * page is the dimmed page behind the modal, so the server HTML has the whole product for crawlers
 * and people without script, and closing the modal reveals the page it points to.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProductPage(serverApi(context), requireIdParam(params.id));
}

// The same title as the product page, and its canonical URL: the quick view is not a second page.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? productMeta(siteOrigin(matches), loaderData.product) : notFoundMeta(faProduct.notFound);

export default function ProductQuickView({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const navigate = useNavigate();
  // Hidden at once, not when the page behind has finished loading.
  const [isClosing, setClosing] = useState(false);
  const close = () => {
    setClosing(true);
    // The router numbers this visit's history entries (idx); at 0 there is nothing of ours behind.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(paths.product(product.id, product.slug), { replace: true }));
  };
  return (
    <>
      <ProductPage key={product.id} {...loaderData} />
      <QuickViewDialog
        key={`dialog-${product.id}`}
        open={!isClosing}
        onOpenChange={(open) => (open ? undefined : close())}
        product={product}
      />
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
