import type { OrdersPage } from '@shop/domain/orders/account-schemas';
import { formatNumberFa } from '@shop/domain/money';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { pageCount, rowNumber } from '../order-pages.ts';
import type { BuyAgain } from './order-actions.tsx';
import { OrderRow } from './order-row.tsx';
import { OrdersPagination } from './orders-pagination.tsx';

const columns = faOrders.columns;

/**
 * /profile/orders (checkout-and-account.md §2 "Profile area"): the customer's orders as an accordion,
 * newest first, 10 a page; a row opens its detail. No orders: the spec's «سفارشی ثبت نشده است».
 */
export function OrdersList({
  orders,
  page,
  onBuyAgain,
}: {
  orders: OrdersPage;
  page: number;
  onBuyAgain: BuyAgain;
}) {
  return (
    <section className="mx-auto w-full max-w-5xl space-y-4" aria-labelledby="orders-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="orders-heading" className="text-xl font-bold">
          {faOrders.heading}
        </h1>
        {orders.count > 0 ? (
          <p className="text-sm text-muted">
            {format(faOrders.summary, {
              count: formatNumberFa(orders.count),
              successful: formatNumberFa(orders.successful),
            })}
          </p>
        ) : null}
      </div>
      {orders.count === 0 ? (
        <div className="rounded-3xl bg-white px-5 py-12 text-center shadow-sm">
          <p className="text-lg font-bold" data-testid="orders-empty">
            {faOrders.empty}
          </p>
          <p className="mt-2 text-sm text-muted">{faOrders.emptyHint}</p>
          <Link
            to={paths.home()}
            className="mt-6 inline-flex rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {faOrders.startShopping}
          </Link>
        </div>
      ) : (
        <div className="overflow-hidden rounded-3xl bg-white shadow-sm">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[3rem_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_10rem_1.25rem] gap-x-3 border-b border-black/5 bg-surface/60 px-5 py-3 text-xs font-semibold text-muted sm:grid"
          >
            <span>{columns.row}</span>
            <span>{columns.trackingCode}</span>
            <span>{columns.date}</span>
            <span>{columns.amount}</span>
            <span>{columns.status}</span>
          </div>
          <ul className="divide-y divide-black/5">
            {orders.list.map((order, index) => (
              <li key={order.id}>
                <OrderRow order={order} number={rowNumber(page, index)} onBuyAgain={onBuyAgain} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <OrdersPagination page={page} total={pageCount(orders.count)} />
    </section>
  );
}
