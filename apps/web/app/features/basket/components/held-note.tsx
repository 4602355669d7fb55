import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { format } from '../../../shared/i18n/fa.ts';

/**
 * A waitlist turn's line (decision 069): one unit is kept for the customer, sold out to everyone
 * else, until a Tehran day and time they can plan around.
 */
export function HeldNote({ until, className = '' }: { until: string; className?: string }) {
  return (
    <p className={`text-emerald-800 ${className}`}>
      {format(faBasket.heldForYou, { until: formatTehranDateTime(new Date(until)) })}
    </p>
  );
}
