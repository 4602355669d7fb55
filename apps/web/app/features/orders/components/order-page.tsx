import type { OrderPayments } from '@shop/domain/checkout/order-payments';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getQueryClient } from '../../../shared/api/query-client.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import type { BuyAgain } from './order-actions.tsx';
import { OrderDetailView } from './order-detail-view.tsx';
import { StatusLabel } from './status-label.tsx';

const t = faOrders.page;

/**
 * /profile/orders/{id} (decision 086): the order as the server rendered it, kept in the same query
 * the list's rows use, so an action (pay, cancel, note, rate, receipt) loads it again in place.
 */
export function OrderPage({
  order: served,
  payments,
  onBuyAgain,
}: {
  order: OrderDetail;
  payments: OrderPayments;
  onBuyAgain: BuyAgain;
}) {
  const query = useQuery({ ...orderQueryOptions(served.id), initialData: served }, getQueryClient());
  const order = query.data;
  return (
    <article className="mx-auto w-full max-w-5xl space-y-4" aria-labelledby="order-heading">
      <Link
        to={paths.profileOrders()}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">→</span>
        {t.back}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-3xl bg-white px-5 py-4 shadow-sm">
        <div className="min-w-0">
          <h1 id="order-heading" className="text-lg font-bold sm:text-xl">
            {t.heading}{' '}
            <bdi dir="ltr" className="tracking-wide whitespace-nowrap">
              {formatTrackingCode(order.tracking_code)}
            </bdi>
          </h1>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={order.receipted_at}>
              {format(t.placedAt, { at: formatTehranDateTime(new Date(order.receipted_at)) })}
            </time>
          </p>
        </div>
        <StatusLabel status={order.status} label={order.status_fa} />
      </header>
      <OrderDetailView order={order} payments={payments} onBuyAgain={onBuyAgain} />
    </article>
  );
}
