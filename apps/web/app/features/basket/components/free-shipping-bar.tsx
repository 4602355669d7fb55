import { freeShippingProgress } from '@shop/domain/basket/free-shipping';
import { formatToman } from '@shop/domain/money';
import { TruckIcon } from '../../../shared/ui/icons.tsx';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { format } from '../../../shared/i18n/fa.ts';

/** total / threshold (storefront.md §2); free once the rounded total is above the threshold (§9). */
export function FreeShippingBar({ total, threshold }: { total: number; threshold: number }) {
  const progress = freeShippingProgress(total, threshold);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm font-medium">
        <TruckIcon className="size-5 text-brand-600" />
        {progress.is_free
          ? faBasket.freeShippingReached
          : progress.shortfall === 0
            ? faBasket.freeShippingAnyMore
            : format(faBasket.freeShippingLeft, { amount: formatToman(progress.shortfall) })}
      </p>
      <div
        role="progressbar"
        aria-label={faBasket.freeShipping}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.progress * 100)}
        className="h-2 overflow-hidden rounded-full bg-surface"
      >
        <div
          className={`h-full rounded-full ${progress.is_free ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${progress.progress * 100}%` }}
        />
      </div>
    </div>
  );
}
