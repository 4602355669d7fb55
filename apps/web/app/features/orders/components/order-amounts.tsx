import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatToman } from '@shop/domain/money';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { amountRows, type AmountRow } from '../order-amounts.ts';

const t = faOrders.amounts;

function labelOf(row: AmountRow, couponCode: string | null): string {
  if (row.kind === 'coupon' && couponCode) return format(t.couponNamed, { code: couponCode });
  return t[row.kind];
}

/** The order's bill in tomans as its invoice adds it up (order-amounts.ts): discounts in the brand colour, the payable last. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const rows = amountRows(order);
  return (
    <section data-testid="order-amounts" className="rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="mb-3 text-sm font-bold">{t.title}</h3>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map((row) => {
          const isLast = row.kind === 'payable';
          const isTotal = row.kind === 'total';
          const value =
            row.kind === 'delivery' && row.rials === 0
              ? t.deliveryFree
              : `${row.isDiscount ? '− ' : ''}${formatToman(row.rials)}`;
          return (
            <div
              key={row.kind}
              className={`flex justify-between gap-3 ${row.isDiscount ? 'text-brand-700' : ''} ${isTotal ? 'border-t border-black/5 pt-2 font-semibold' : ''} ${isLast ? 'border-t border-black/5 pt-2 text-base font-bold' : ''}`}
            >
              <dt>{labelOf(row, order.coupon?.code ?? null)}</dt>
              <dd className="whitespace-nowrap">{value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
