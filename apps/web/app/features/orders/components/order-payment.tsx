import type { OrderPayments } from '@shop/domain/checkout/order-payments';
import { formatToman } from '@shop/domain/money';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { paymentStateOf } from '@shop/domain/orders/documents';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { formatTehranDateTime } from '@shop/domain/tehran-time';
import type { ReactNode } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { SectionCard } from './section-card.tsx';

const t = faOrders.payment;
const at = (iso: string) => formatTehranDateTime(new Date(iso));
const attemptTone = {
  paid: 'text-emerald-700',
  failed: 'text-red-700',
  requested: 'text-muted',
  refunded: 'text-amber-800',
} as const;

/**
 * The order's payment on its own page (decision 086): how it is paid, where it stands (the domain's
 * `paymentStateOf`, as on the payment receipt), when it was paid and the bank's reference, a bank
 * transfer's receipt as sent, and every online attempt with its state, amount, card and reference.
 */
export function OrderPayment({ order, payments }: { order: OrderDetail; payments: OrderPayments }) {
  const way =
    order.payable_amount === 0
      ? t.wallet
      : order.wallet_spent > 0
        ? format(t.walletAnd, { way: order.payment_type })
        : order.payment_type;
  return (
    <SectionCard title={t.title} testId="order-payment">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={t.way}>{way}</Fact>
        <Fact label={t.state}>{t.states[paymentStateOf(order)]}</Fact>
        <Fact label={t.trackingCode}>
          <bdi dir="ltr">{formatTrackingCode(order.tracking_code)}</bdi>
        </Fact>
        {order.paid_at ? <Fact label={t.paidAt}>{at(order.paid_at)}</Fact> : null}
        {order.bank_reference ? (
          <Fact label={t.bankReference}>
            <bdi dir="ltr">{toPersianDigits(order.bank_reference)}</bdi>
          </Fact>
        ) : null}
        {order.receipt ? (
          <p className="sm:col-span-2">{format(t.receiptSent, { at: at(order.receipt.uploaded_at) })}</p>
        ) : null}
      </dl>
      {payments.length > 0 ? (
        <>
          <h4 className="mt-4 mb-2 text-xs font-semibold text-muted">{t.attempts}</h4>
          <ol className="space-y-2" data-testid="order-payment-attempts">
            {payments.map((attempt) => (
              <li
                key={attempt.id}
                data-state={attempt.state}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-xl bg-surface px-3 py-2 text-sm"
              >
                <span className={`font-semibold ${attemptTone[attempt.state]}`}>
                  {t.attemptStates[attempt.state]}
                </span>
                <span className="font-semibold whitespace-nowrap">{formatToman(attempt.amount)}</span>
                <span className="w-full text-xs leading-5 text-muted">
                  {at(attempt.settled_at ?? attempt.started_at)}
                  {attempt.card_pan ? (
                    <>
                      {'، '}
                      {t.card} <bdi dir="ltr">{toPersianDigits(attempt.card_pan)}</bdi>
                    </>
                  ) : null}
                  {attempt.ref_id ? (
                    <>
                      {'، '}
                      {t.reference} <bdi dir="ltr">{toPersianDigits(attempt.ref_id)}</bdi>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </SectionCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="mb-0.5 text-xs text-muted">{label}</dt>
      <dd className="leading-7">{children}</dd>
    </div>
  );
}
