import { isPriceHidden, isSoldOut } from '@shop/domain/catalogue/bundle-state';
import type { BundleDetail } from '@shop/domain/catalogue/schemas';
import { discountPercent, formatPercent } from '@shop/domain/money';
import { bundleBasketItem } from '../../../shared/product/basket-item.ts';
import { Price } from '../../../shared/product/price.tsx';
import { BasketButtonSlot, WaitlistButtonSlot } from '../../../shared/product/purchase-slots.tsx';
import { format } from '../../../shared/i18n/fa.ts';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { formatJalaliDate } from '../../../shared/format/jalali-date.ts';

/**
 * The sum of the products bought one by one, the bundle's price, and what the customer saves; then
 * add to basket, «تمام شد» with no button when it cannot be bought (spec §4), or when it starts.
 */
export function BundleTotals({ bundle }: { bundle: BundleDetail }) {
  const saving = bundle.price - bundle.price_by_discount;
  const isHidden = isPriceHidden(bundle);
  const row = 'flex items-center justify-between gap-3';
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-black/5 bg-surface/60 p-4">
      {/* Hidden figures keep their place, unreadable and not announced, until the price is out. */}
      <dl
        aria-hidden={isHidden || undefined}
        className={`flex flex-col gap-2 text-sm ${isHidden ? 'blur-sm select-none' : ''}`}
      >
        <div className={row}>
          <dt className="text-muted">{faBundles.total}</dt>
          <dd>
            <Price price={bundle.price} priceByDiscount={null} />
          </dd>
        </div>
        {saving > 0 ? (
          <div className={row}>
            <dt className="text-muted">
              {faBundles.saving}{' '}
              <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold text-white">
                {formatPercent(discountPercent(bundle.price, bundle.price_by_discount))}
              </span>
            </dt>
            <dd className="text-brand-700">
              <Price price={saving} priceByDiscount={null} />
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-t border-black/10 pt-2`}>
          <dt className="font-bold">{faBundles.bundlePrice}</dt>
          <dd>
            <Price price={bundle.price_by_discount} priceByDiscount={null} size="lg" />
          </dd>
        </div>
      </dl>
      {isHidden ? (
        <p className="text-center text-sm font-semibold text-brand-700">{faBundles.priceSoon}</p>
      ) : null}
      {bundle.available ? (
        <BasketButtonSlot item={bundleBasketItem(bundle)} variant="page" />
      ) : isSoldOut(bundle) ? (
        <>
          <p className="text-center text-lg font-bold text-muted">{faBundles.soldOut}</p>
          <WaitlistButtonSlot type="bundle" id={bundle.id} isObserved={false} />
        </>
      ) : (
        <p className="text-center font-semibold">
          {format(faBundles.startsOn, { date: formatJalaliDate(bundle.started_at) })}
        </p>
      )}
    </div>
  );
}
