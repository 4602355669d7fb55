import type { SpecialSale } from '@shop/domain/catalogue/schemas';
import { formatPercent } from '@shop/domain/money';
import { faProduct } from '../../../shared/i18n/fa-product.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { timeLeft } from '../../../shared/format/countdown.ts';
import { useTickingClock } from '../../../shared/format/use-ticking-clock.ts';

/**
 * "۲ روز و ۰۵:۰۷:۰۹ تا پایان فروش ویژه". The first render uses the server's clock so hydration
 * matches; then it ticks each second.
 */
export function SpecialSaleCountdown({ sale, serverNow }: { sale: SpecialSale; serverNow: number }) {
  const left = timeLeft(sale.expiration, useTickingClock(serverNow, sale.expiration));

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-700">
      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
        {faProduct.specialSale} {formatPercent(sale.value)}
      </span>
      {left ? (
        <span role="timer">
          {format(faProduct.specialSaleLeft, {
            // Digits and colons keep their left-to-right order inside Persian text (bidi rule W4).
            time: `${left.days ? `${format(faProduct.daysAnd, { days: left.days })} ` : ''}${left.clock}`,
          })}
        </span>
      ) : (
        <span>{faProduct.specialSaleEnded}</span>
      )}
    </div>
  );
}
