import { useRef } from 'react';
import { Link } from 'react-router';
import type { ProductDetail, ProductExtra } from '@shop/domain/catalogue/schemas';
import { lowStockLeft } from '@shop/domain/catalogue/low-stock';
import type { NextDelivery } from '@shop/domain/checkout/next-delivery';
import { ProductFacts } from '../../../shared/product/product-facts.tsx';
import { ProductPurchase } from '../../../shared/product/product-purchase.tsx';
import { ShareButton } from '../../../shared/ui/share-dialog.tsx';
import { faProduct } from '../../../shared/i18n/fa-product.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { SpecialSaleCountdown } from './special-sale-countdown.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import { PurchaseNotes } from './purchase-notes.tsx';
import { deliveryPromiseText } from '../delivery-promise.ts';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

type Props = { product: ProductDetail; extra: ProductExtra; nextDelivery: NextDelivery; now: number };

/** Beside the gallery: brand, name, amount, colour, excerpt, then the price and what can be done. */
export function ProductInfo({ product, extra, nextDelivery, now }: Props) {
  const purchaseBox = useRef<HTMLDivElement>(null);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={paths.brand(product.brand.id, product.brand.slug)}
          title={format(faProduct.brandLink, { name: product.brand.name })}
          className="inline-flex min-h-11 min-w-11 items-center text-sm font-semibold text-brand-600 hover:underline"
        >
          {product.brand.name}
        </Link>
        <ShareButton link={product.share_link} title={product.name} />
      </div>
      <h1 className="text-lg leading-8 font-extrabold sm:text-2xl sm:leading-9">
        <CatalogueText text={product.name} />
      </h1>
      {/* Below the purchase box on a phone, so the price and the button stay in the first screen. */}
      <div className="contents max-md:[&>*]:order-1">
        <ProductFacts product={product} />
        {product.excerpt ? <p className="leading-8 text-muted">{product.excerpt}</p> : null}
      </div>
      <div
        ref={purchaseBox}
        className="flex flex-col gap-3 rounded-2xl border border-black/5 bg-surface/60 p-4"
      >
        {product.special_sale && product.available ? (
          <SpecialSaleCountdown sale={product.special_sale} serverNow={now} />
        ) : null}
        <ProductPurchase product={product} isWholesale={product.wholesale} extra={extra} />
        {product.available ? (
          <PurchaseNotes promise={deliveryPromiseText(nextDelivery)} left={lowStockLeft(product)} />
        ) : null}
      </div>
      <StickyBuyBar product={product} watch={purchaseBox} />
    </div>
  );
}
