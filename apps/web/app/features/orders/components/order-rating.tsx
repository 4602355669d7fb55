import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatNumberFa } from '@shop/domain/money';
import { orderStatus } from '@shop/domain/orders/status';
import { useState } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { RatingForm } from './rating-form.tsx';
import { SectionCard } from './section-card.tsx';
import { ActionButton } from './action-button.tsx';
import { StarIcon } from './star-icon.tsx';

const t = faOrders.rating;
const ratingScale = [1, 2, 3, 4, 5] as const;

/**
 * The rating (spec §4): a rated order shows its stars and note, and while it is delivered (the API's
 * rule for `_method: PUT`) «تغییر امتیاز» opens the form on the rating given; one the server lets the
 * customer rate (`actions.rate`, a delivered order not yet rated) asks for it; any other shows nothing.
 */
export function OrderRating({ order }: { order: OrderDetail }) {
  const { rates, note } = order.rates;
  const [isChanging, setChanging] = useState(false);
  const canChange = rates > 0 && order.status === orderStatus.delivered;
  if (isChanging && canChange) {
    return (
      <SectionCard title={t.title} testId="order-rating">
        <RatingForm
          orderId={order.id}
          initial={{ rates, note }}
          onCancel={() => setChanging(false)}
          onDone={() => setChanging(false)}
        />
      </SectionCard>
    );
  }
  if (rates > 0) {
    return (
      <SectionCard title={t.title} testId="order-rating">
        <p
          role="img"
          aria-label={format(t.yourRating, { count: formatNumberFa(rates) })}
          className="flex gap-1 text-amber-500"
        >
          {ratingScale.map((star) => (
            <StarIcon key={star} isFilled={star <= rates} className="size-6" />
          ))}
        </p>
        {note ? <p className="mt-2 text-sm leading-7 break-words">{note}</p> : null}
        {canChange ? (
          <ActionButton onClick={() => setChanging(true)} className="mt-3">
            {t.change}
          </ActionButton>
        ) : null}
      </SectionCard>
    );
  }
  if (!order.actions.rate) return null;
  return (
    <SectionCard title={t.title} testId="order-rating">
      <RatingForm orderId={order.id} />
    </SectionCard>
  );
}
