import { formatTrackingCode, readTrackingCode } from '@shop/domain/orders/tracking-code';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faPayments } from '../../../shared/i18n/fa-checkout.ts';
import { paths } from '../../../shared/paths.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { repayOrder } from '../api/checkout-api.ts';
import { messagesOf } from './checkout-messages.ts';
import { paymentResultMessage } from '../payment-result-message.ts';

/** Outcomes after which the order still waits for its money. */
const repayable = new Set<string>(['failed', 'unpaid']);

/**
 * /payments (spec §4 "Order submit outcome"): what placing or paying an order came to. A bank's outcome
 * is named by `status` and told in the shop's own words; the server decided it by verifying with the
 * bank, and the query carries nothing that pays. Placing's outcomes are named by `status` too: the
 * page never shows a message from the address (paymentResultMessage). Only a tracking code that reads as one is shown. A failed or unstarted payment offers
 * «پرداخت مجدد» (the server checks the spec's repay rule and the order's owner).
 */
export function PaymentResult({ query }: { query: URLSearchParams }) {
  const status = query.get('status') ?? '';
  const code = readTrackingCode(query.get('tracking_code') ?? '');
  const refId = /^\d{1,20}$/.test(query.get('ref_id') ?? '') ? query.get('ref_id') : null;
  const orderId = Number(query.get('order') ?? '');
  const message = paymentResultMessage(query);
  const [isRepaying, setRepaying] = useState(false);

  async function repay() {
    setRepaying(true);
    try {
      window.location.assign(await repayOrder(browserApi, orderId));
    } catch (error) {
      for (const text of messagesOf(error)) notify('error', text, text);
      setRepaying(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="text-xl font-bold">{faPayments.title}</h1>
      {message ? (
        <p data-testid="payment-message" data-status={status || undefined}>
          {message}
        </p>
      ) : null}
      {code ? (
        <p data-testid="tracking-code" className="rounded-xl bg-brand-50 px-4 py-3 text-lg font-bold">
          {faPayments.tracking}{' '}
          {/* Two groups of digits read left to right, as on the phone, in any surrounding direction. */}
          <bdi dir="ltr">{formatTrackingCode(code)}</bdi>
        </p>
      ) : null}
      {refId && status === 'paid' ? (
        <p data-testid="bank-reference" className="text-sm text-muted">
          {faPayments.refId} <bdi dir="ltr">{toPersianDigits(refId)}</bdi>
        </p>
      ) : null}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {repayable.has(status) && Number.isSafeInteger(orderId) && orderId > 0 ? (
          <SubmitButton
            type="button"
            className="sm:w-auto sm:px-8"
            isBusy={isRepaying}
            onClick={() => void repay()}
          >
            {isRepaying ? faPayments.repaying : faPayments.repay}
          </SubmitButton>
        ) : null}
        <Link
          to={paths.profileOrders()}
          className="rounded-xl bg-brand-600 px-5 py-3 text-center font-semibold whitespace-nowrap text-white"
        >
          {faPayments.orders}
        </Link>
        <Link
          to={paths.home()}
          className="rounded-xl border border-black/10 px-5 py-3 text-center font-semibold whitespace-nowrap"
        >
          {faPayments.home}
        </Link>
      </div>
    </div>
  );
}
