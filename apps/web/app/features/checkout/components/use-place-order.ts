import { sellingType } from '@shop/domain/checkout/constants';
import { missingChoice, submitOutcome, type CheckoutChoices } from '@shop/domain/checkout/steps';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { refreshAllServerData } from '../../../shared/api/query-client.ts';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { placeOrder } from '../api/checkout-api.ts';
import { messagesOf, resultPath } from './checkout-messages.ts';

const newKey = () => crypto.randomUUID();

export type OrderExtras = { couponId: number | null; useWallet: boolean; payDebt: boolean; note: string };

/**
 * The checkout's submit (spec §4 "Order submit outcome", §5, §8): the first missing choice is said in
 * the spec's words; otherwise the order is placed with one Idempotency-Key per attempt (a retry of the
 * same attempt reuses it, any change of choice or a refusal makes a new one), then the browser goes to
 * the bank or to /payments. A 402 hands the refused port back to the page, which takes it away.
 */
export function usePlaceOrder(onPortRefused: (port: number) => void) {
  const navigate = useNavigate();
  const key = useRef(newKey());
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(
    choices: CheckoutChoices,
    shape: { needsNationalCode: boolean; hasCompany: boolean },
    extras: OrderExtras,
  ) {
    const missing = missingChoice(choices, shape);
    if (missing) {
      notify('error', faCheckout.missing[missing]);
      return;
    }
    setSubmitting(true);
    const common = {
      posting_method: choices.postingMethodId!,
      payment_port: choices.paymentPort!,
      periodic_type: (choices.periodicType ?? 1) as 1 | 3 | 4,
      coupon_id: extras.couponId,
      use_wallet: extras.useWallet ? 1 : 0,
      pay_debt: extras.payDebt ? 1 : 0,
      note_context: extras.note,
    } as const;
    try {
      const placed = await placeOrder(
        browserApi,
        choices.sellingType === sellingType.company
          ? { ...common, company_id: choices.centreId!, company_time_id: choices.slotId! }
          : { ...common, info_id: choices.addressId!, time_id: choices.slotId! },
        key.current,
      );
      refreshAllServerData();
      const outcome = submitOutcome(placed);
      if (outcome.kind === 'gateway') {
        window.location.assign(outcome.url);
        return;
      }
      await navigate(resultPath(outcome), { replace: true });
    } catch (error) {
      key.current = newKey();
      if (error instanceof ApiError && error.status === 402) onPortRefused(choices.paymentPort!);
      for (const message of messagesOf(error)) notify('error', message, message);
      setSubmitting(false);
    }
  }

  return {
    submit,
    isSubmitting,
    /** A new attempt: called whenever a choice changes. */
    renewKey: () => {
      key.current = newKey();
    },
  };
}
