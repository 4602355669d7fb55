import { bankTransferHoldHours, paymentPort } from '../checkout/constants.ts';
import { onlinePaymentMinutes } from '../payments/attempt-status.ts';
import { orderStatus, paymentStatusPaid, paymentStatusUnpaid, type OrderStatus } from './status.ts';

export type OrderStart = {
  status: OrderStatus;
  paymentStatus: number;
  /** A bank-transfer order is held until a receipt is uploaded by this time. */
  freezeExpiresAt: Date | null;
  /** An unpaid order is cancelled by the expiry sweep after this. */
  expiresAt: Date | null;
};

const minuteMs = 60_000;

/**
 * How an order starts (decision 47): paid in full from the wallet → processing and paid; on the invoice
 * (port 5) → processing, unpaid; a bank transfer → awaiting payment, held 24 hours for its receipt;
 * online → awaiting payment for 20 minutes. A periodic order's repeat, placed while nobody watches,
 * is awaited until `payBy` instead, however it is paid (decision 055).
 */
export function orderStart(port: number, payable: number, now: Date, payBy?: Date): OrderStart {
  if (payable === 0) {
    return {
      status: orderStatus.processing,
      paymentStatus: paymentStatusPaid,
      freezeExpiresAt: null,
      expiresAt: null,
    };
  }
  if (port === paymentPort.invoiceLater) {
    return {
      status: orderStatus.processing,
      paymentStatus: paymentStatusUnpaid,
      freezeExpiresAt: null,
      expiresAt: null,
    };
  }
  const awaiting = { status: orderStatus.awaitingPayment, paymentStatus: paymentStatusUnpaid };
  if (payBy) {
    return {
      ...awaiting,
      freezeExpiresAt: port === paymentPort.bankTransfer ? payBy : null,
      expiresAt: payBy,
    };
  }
  if (port === paymentPort.bankTransfer) {
    const hold = new Date(now.getTime() + bankTransferHoldHours * 60 * minuteMs);
    return { ...awaiting, freezeExpiresAt: hold, expiresAt: hold };
  }
  return {
    ...awaiting,
    freezeExpiresAt: null,
    expiresAt: new Date(now.getTime() + onlinePaymentMinutes * minuteMs),
  };
}
