import type { NextDelivery } from '@shop/domain/checkout/next-delivery';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { format } from '../../shared/i18n/fa.ts';
import { faProduct } from '../../shared/i18n/fa-product.ts';

/** «۱۰» on the hour, «۱۰:۳۰» otherwise: how a slot's clock is said in one line. */
function clock(hour: number, minute: number): string {
  return toPersianDigits(minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`);
}

/** «ارسال از فردا ۱۰ تا ۱۳»: the next bookable slot as the product page promises it; null without one. */
export function deliveryPromiseText(next: NextDelivery): string | null {
  if (!next) return null;
  const day =
    next.relative_day === 'today'
      ? faProduct.deliveryToday
      : next.relative_day === 'tomorrow'
        ? faProduct.deliveryTomorrow
        : next.day_of_week;
  return format(faProduct.deliveryPromise, {
    day,
    from: clock(next.time.started_hr, next.time.started_mn),
    to: clock(next.time.finished_hr, next.time.finished_mn),
  });
}
