import { toPersianDigits } from '@shop/domain/persian-digits';
import { faProduct } from '../../../shared/i18n/fa-product.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { TruckIcon } from '../../../shared/ui/icons.tsx';

/**
 * Under the price and «افزودن به سبد»: when it comes (the next slot the checkout would still take) and,
 * when the stock is low, how many are left (issue 46 item 12, decision 091). Neither is drawn without
 * its fact: no slot open, or plenty in stock, says nothing.
 */
export function PurchaseNotes({ promise, left }: { promise: string | null; left: number | null }) {
  if (!promise && left === null) return null;
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      {promise ? (
        <p className="flex items-center gap-2 text-ink" data-testid="delivery-promise">
          <TruckIcon className="size-5 shrink-0 text-brand-600" />
          {promise}
        </p>
      ) : null}
      {left !== null ? (
        <p className="font-semibold text-amber-700" data-testid="few-left">
          {format(faProduct.fewLeft, { count: toPersianDigits(left) })}
        </p>
      ) : null}
    </div>
  );
}
