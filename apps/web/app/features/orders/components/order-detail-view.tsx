import type { OrderPayments } from '@shop/domain/checkout/order-payments';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { orderStatus } from '@shop/domain/orders/status';
import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { OrderActions, type BuyAgain } from './order-actions.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderGoods } from './order-goods.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderRating } from './order-rating.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/**
 * An order's detail (spec §3 "Order / invoice detail"): the timeline, then the goods, delivery,
 * address, payment, notes and rating beside the bill and what may be done now (the server's
 * `actions`). In the list's accordion it leads to the order's own page; on that page (`payments`
 * given) it also shows the payment and its attempts (decision 086).
 */
export function OrderDetailView({
  order,
  onBuyAgain,
  payments,
}: {
  order: OrderDetail;
  onBuyAgain: BuyAgain;
  payments?: OrderPayments;
}) {
  const isExpired = order.status === orderStatus.awaitingPayment && order.is_expired;
  return (
    <div data-testid="order-detail" className="space-y-5">
      {payments ? null : (
        <Link
          to={paths.order(order.id)}
          data-testid="order-page-link"
          className="flex min-h-11 items-center justify-center rounded-xl border border-brand-600/30 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
        >
          {faOrders.page.open}
        </Link>
      )}
      <OrderTimeline steps={order.status_navbar} />
      {isExpired ? <Notice>{faOrders.expired}</Notice> : null}
      {order.freeze_expired_at ? (
        <Notice>
          {format(faOrders.receiptDeadline, {
            until: formatTehranDateTime(new Date(order.freeze_expired_at)),
          })}
        </Notice>
      ) : null}
      {/* Goods, then the bill and the buttons, then the rest: one column on a phone (what may be done
          comes before the delivery's details); on a wide screen the bill and the buttons take the
          left column beside both. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <OrderGoods products={order.products} />
        <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OrderAmounts order={order} />
          <OrderActions order={order} onBuyAgain={onBuyAgain} />
          <OrderDocuments order={order} />
        </div>
        <div className="min-w-0 space-y-5 lg:col-start-1">
          <OrderFacts order={order} />
          {payments ? <OrderPayment order={order} payments={payments} /> : null}
          {order.notes.length > 0 ? <OrderNotes notes={order.notes} /> : null}
          <OrderRating order={order} />
        </div>
      </div>
    </div>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {children}
    </p>
  );
}
