import { Suspense } from 'react';
import { lazyWhenOnline } from '../connection.ts';
import { Link } from 'react-router';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { fa, format } from '../i18n/fa.ts';
import { useQuickView } from './use-quick-view.ts';

// The dialog (and Radix with it) loads on the first quick view, not with every page that shows a card.
const QuickViewDialog = lazyWhenOnline(() =>
  import('./quick-view-dialog.tsx').then((module) => ({ default: module.QuickViewDialog })),
);

/**
 * The eye button over a card's image, opening the quick view over the current page. Its href is
 * /product/{id}, so before the script loads, or in a new tab, it opens the quick view page.
 * Always visible on touch screens (no hover there); with a mouse it appears when the card is hovered.
 */
export function QuickViewButton({ product }: { product: ProductCard }) {
  const quickView = useQuickView(product.id);
  return (
    <>
      <Link
        {...quickView.linkProps}
        aria-label={format(fa.product.quickViewOf, { name: product.name })}
        aria-haspopup="dialog"
        title={fa.product.quickView}
        // Its look and its eye are one class (app.css): the same on every card of the page.
        className="quick-view-button tap-area"
      />
      {quickView.isOpen ? (
        <Suspense fallback={null}>
          <QuickViewDialog
            open
            onOpenChange={(open) => (open ? undefined : quickView.close())}
            product={product}
          />
        </Suspense>
      ) : null}
    </>
  );
}
