import { paymentPort } from '../checkout/constants.ts';
import { orderStatus, paymentStatusPaid } from './status.ts';

// Which of an order's papers a customer is offered, and what each says it is (issue 20; decision 59).

type OrderFacts = {
  status: number;
  payment_status: number;
  payment_port: number;
  is_expired: boolean;
  receipt: unknown;
};

/**
 * What the sales invoice is: a «صورتحساب» once the shop took the order on (processing, sent,
 * delivered: paid, or to be paid on the invoice at the door); a «پیش‌فاکتور» (pro forma) while it
 * waits for payment; «باطل‌شده» once cancelled or returned.
 */
export type InvoiceKind = 'invoice' | 'proforma' | 'void';

export function invoiceKindOf(status: number): InvoiceKind {
  if (status === orderStatus.awaitingPayment) return 'proforma';
  if (status === orderStatus.cancelled || status === orderStatus.returned) return 'void';
  return 'invoice';
}

/** The order's detail links its invoice only when it is one: a pro forma or a void paper is no bill. */
export function offersInvoice(status: number): boolean {
  return invoiceKindOf(status) === 'invoice';
}

/**
 * Where the order's payment stands, for its payment receipt: paid; a bank transfer whose receipt the
 * shop is checking; paid at the door on the invoice; still owed; or void (cancelled, returned, lapsed).
 */
export type PaymentState = 'paid' | 'checking' | 'on-delivery' | 'awaiting' | 'void';

export function paymentStateOf(order: OrderFacts): PaymentState {
  const ended = order.status === orderStatus.cancelled || order.status === orderStatus.returned;
  if (order.payment_status === paymentStatusPaid) return ended ? 'void' : 'paid';
  if (ended) return 'void';
  if (order.status === orderStatus.awaitingPayment && order.is_expired) return 'void';
  if (order.payment_port === paymentPort.bankTransfer && order.receipt) return 'checking';
  if (order.payment_port === paymentPort.invoiceLater) return 'on-delivery';
  return 'awaiting';
}

/** The payment receipt is offered once there is something to show for it: a payment, or a transfer's receipt. */
export function offersPaymentReceipt(order: OrderFacts): boolean {
  const state = paymentStateOf(order);
  return state === 'paid' || state === 'checking';
}
