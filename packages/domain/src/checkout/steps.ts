import { paymentPort, sellingType } from './constants.ts';

// The checkout's steps (checkout-and-account.md §2 "Checkout", §4 "Checkout step sequence", §5, §8):
// which are shown, which are open, why a locked one is locked, and what a submit still misses. The
// page asks these; their Persian words are the web's (codes here, as the API's errors are).

export type StepName =
  | 'nationalCode'
  | 'sellingType'
  | 'destination'
  | 'time'
  | 'shipping'
  | 'payment'
  | 'periodic'
  | 'note'
  | 'goods';

export type CheckoutChoices = {
  /** 1 personal, 2 company; null until chosen (only asked when the customer has company methods). */
  sellingType: 1 | 2 | null;
  addressId: number | null;
  centreId: number | null;
  slotId: number | null;
  postingMethodId: number | null;
  paymentPort: number | null;
  periodicType: number | null;
};

export type CheckoutShape = {
  /** The customer has a first name but no national code (spec §2 step 1). */
  needsNationalCode: boolean;
  /** The server returned company selling methods (centres). */
  hasCompany: boolean;
};

/** The steps shown, in order: their numbers are their places here (they shift with the first two). */
export function visibleSteps(shape: CheckoutShape): StepName[] {
  return [
    ...(shape.needsNationalCode ? (['nationalCode'] as const) : []),
    ...(shape.hasCompany ? (['sellingType'] as const) : []),
    'destination',
    'time',
    'shipping',
    'payment',
    'periodic',
    'note',
    'goods',
  ];
}

/** The selling type in force: personal unless the customer has company methods and chose company. */
export function sellingTypeOf(choices: CheckoutChoices, shape: CheckoutShape): 1 | 2 | null {
  if (!shape.hasCompany) return sellingType.personal;
  return choices.sellingType;
}

const destinationChosen = (choices: CheckoutChoices, shape: CheckoutShape) =>
  sellingTypeOf(choices, shape) === sellingType.company
    ? choices.centreId !== null
    : choices.addressId !== null;

/** Why a locked step cannot be opened yet (spec §8 "Locked checkout steps"); null when it can. */
export type StepLock =
  | 'chooseOrderTypeFirst'
  | 'chooseAddressFirst'
  | 'chooseTimeFirst'
  | 'chooseShippingFirst'
  | 'choosePaymentFirst';

export function stepLock(step: StepName, choices: CheckoutChoices, shape: CheckoutShape): StepLock | null {
  const type = sellingTypeOf(choices, shape);
  switch (step) {
    case 'destination':
      if (type === null) return 'chooseOrderTypeFirst';
      return null;
    case 'time':
      if (type === null) return 'chooseOrderTypeFirst';
      return destinationChosen(choices, shape) ? null : 'chooseAddressFirst';
    case 'shipping':
      return stepLock('time', choices, shape) ?? (choices.slotId === null ? 'chooseTimeFirst' : null);
    case 'payment':
      return (
        stepLock('shipping', choices, shape) ??
        (choices.postingMethodId === null ? 'chooseShippingFirst' : null)
      );
    case 'periodic':
      return (
        stepLock('payment', choices, shape) ?? (choices.paymentPort === null ? 'choosePaymentFirst' : null)
      );
    default:
      return null;
  }
}

/** The next step to open after a choice: the first shown step that is open and not yet chosen. */
export function nextOpenStep(choices: CheckoutChoices, shape: CheckoutShape): StepName | null {
  const chosen: Partial<Record<StepName, boolean>> = {
    sellingType: sellingTypeOf(choices, shape) !== null,
    destination: destinationChosen(choices, shape),
    time: choices.slotId !== null,
    shipping: choices.postingMethodId !== null,
    payment: choices.paymentPort !== null,
    periodic: choices.periodicType !== null,
  };
  for (const step of visibleSteps(shape)) {
    if (step in chosen && !chosen[step] && stepLock(step, choices, shape) === null) return step;
  }
  return null;
}

/** What a submit still misses, in the spec's order (§5); null when everything is chosen. */
export type MissingChoice = 'address' | 'time' | 'shipping' | 'payment';

export function missingChoice(choices: CheckoutChoices, shape: CheckoutShape): MissingChoice | null {
  if (!destinationChosen(choices, shape)) return 'address';
  if (choices.slotId === null) return 'time';
  if (choices.postingMethodId === null) return 'shipping';
  if (choices.paymentPort === null) return 'payment';
  return null;
}

/**
 * What the page does with the submit's answer (spec §4 "Order submit outcome"): the invoice-later
 * port and a reserved bank-transfer order go to the result page, an order the wallet paid too, and
 * otherwise the browser goes to the bank's address.
 */
export type SubmitOutcome =
  | { kind: 'invoice'; trackingCode: string }
  | { kind: 'reserved'; trackingCode: string; until: string }
  | { kind: 'paid-from-wallet'; trackingCode: string }
  | { kind: 'gateway'; url: string }
  /** Online, but the bank did not start the payment: the order waits, to be paid again. */
  | { kind: 'unpaid'; trackingCode: string; orderId: number };

export function submitOutcome(answer: {
  order_id: number;
  payment_port: number;
  tracking_code: string;
  freeze: boolean;
  freeze_expired_at: string | null;
  url: string | null;
  wallet_spent: number;
  payable: number;
}): SubmitOutcome {
  if (answer.payable === 0 && answer.wallet_spent > 0) {
    return { kind: 'paid-from-wallet', trackingCode: answer.tracking_code };
  }
  if (answer.payment_port === paymentPort.invoiceLater)
    return { kind: 'invoice', trackingCode: answer.tracking_code };
  if (answer.freeze && answer.freeze_expired_at) {
    return { kind: 'reserved', trackingCode: answer.tracking_code, until: answer.freeze_expired_at };
  }
  if (answer.url) return { kind: 'gateway', url: answer.url };
  if (answer.payment_port === paymentPort.online) {
    return { kind: 'unpaid', trackingCode: answer.tracking_code, orderId: answer.order_id };
  }
  return { kind: 'invoice', trackingCode: answer.tracking_code };
}
