import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { toDisplayMobile } from '@shop/domain/mobile';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { formatTehranDay } from '@shop/domain/tehran-time';
import type { ReactNode } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';

/** Delivery day and window, shipping method, address and payment type of an order. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { customer, time } = order;
  const periodic = faOrders.periodicTypes[order.periodic];
  return (
    <dl
      data-testid="order-facts"
      className="grid gap-x-6 gap-y-4 rounded-2xl bg-white p-4 text-sm shadow-sm sm:grid-cols-2"
    >
      <Fact label={faOrders.delivery}>
        {format(faOrders.deliveryWindow, {
          day: formatTehranDay(time.day),
          from: toPersianDigits(time.started_at),
          to: toPersianDigits(time.finished_at),
        })}
      </Fact>
      <Fact label={faOrders.shippingMethod}>{order.posting_method.title}</Fact>
      <Fact label={faOrders.address} isWide>
        <span className="block">{toPersianDigits(customer.address)}</span>
        <span className="block text-muted">
          {[
            format(faOrders.plaque, { number: toPersianDigits(customer.number) }),
            customer.unit ? format(faOrders.unit, { unit: toPersianDigits(customer.unit) }) : null,
            customer.postal_code
              ? format(faOrders.postalCode, { code: toPersianDigits(customer.postal_code) })
              : null,
          ]
            .filter(Boolean)
            .join('، ')}
        </span>
        <span className="block text-muted">
          {faOrders.recipient}: {customer.name}،{' '}
          <bdi dir="ltr">{toPersianDigits(toDisplayMobile(customer.mobile))}</bdi>
        </span>
      </Fact>
      <Fact label={faOrders.paymentType}>{order.payment_type}</Fact>
      {periodic ? <Fact label={faOrders.periodic}>{periodic}</Fact> : null}
    </dl>
  );
}

function Fact({ label, isWide = false, children }: { label: string; isWide?: boolean; children: ReactNode }) {
  return (
    <div className={isWide ? 'sm:col-span-2' : ''}>
      <dt className="mb-1 text-xs text-muted">{label}</dt>
      <dd className="leading-7">{children}</dd>
    </div>
  );
}
