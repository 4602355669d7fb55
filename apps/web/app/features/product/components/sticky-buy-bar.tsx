import { useEffect, useState, type RefObject } from 'react';
import type { ProductDetail } from '@shop/domain/catalogue/schemas';
import { productBasketItem } from '../../../shared/product/basket-item.ts';
import { Price } from '../../../shared/product/price.tsx';
import { BasketButtonSlot } from '../../../shared/product/purchase-slots.tsx';
import { faProduct } from '../../../shared/i18n/fa-product.ts';

/**
 * On a phone the price and «افزودن به سبد» must be at hand (issues 21 and 46): while the purchase box's
 * button is not on the screen (still below the fold under a long name, or scrolled away upwards), a bar
 * with both sits above the bottom bar. Fixed, so its
 * coming and going moves nothing; while it shows, the sticky notice (which sits in the same place)
 * steps aside (app.css, `data-buy-bar`). Never on a wide screen, where the box stays beside the gallery.
 */
export function StickyBuyBar({
  product,
  watch,
}: {
  product: ProductDetail;
  watch: RefObject<HTMLElement | null>;
}) {
  const isShown = useOutOfSight(watch);
  useEffect(() => {
    if (!isShown) return;
    document.body.dataset['buyBar'] = '';
    return () => {
      delete document.body.dataset['buyBar'];
    };
  }, [isShown]);
  if (!product.available || !isShown) return null;
  return (
    <aside
      aria-label={faProduct.buyBar}
      data-testid="sticky-buy-bar"
      data-foot-bar
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex items-center justify-between gap-3 border-t border-black/10 bg-white px-3 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
    >
      <Price price={product.price} priceByDiscount={product.price_by_discount} />
      <div className="w-1/2 max-w-56 shrink-0">
        <BasketButtonSlot item={productBasketItem(product)} variant="page" />
      </div>
    </aside>
  );
}

/** The shop's bottom bar on a phone (mobile-bottom-bar.tsx, 4rem): what is behind it is not in sight. */
const bottomBarPx = 64;

/**
 * True while the box's first button (the basket's) is not wholly on the screen above the bottom bar,
 * or the whole box is above the window's top edge. A scroll listener (one measure per frame) rather
 * than an IntersectionObserver: a jump straight past the box (a link to the reviews, the End key)
 * crosses no threshold, and the observer would never say so.
 */
function useOutOfSight(watch: RefObject<HTMLElement | null>): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const element = watch.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const action = (element.querySelector('button') ?? element).getBoundingClientRect();
      const isBelow = action.bottom > window.innerHeight - bottomBarPx;
      setPassed(element.getBoundingClientRect().bottom <= 0 || isBelow);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [watch]);
  return passed;
}
