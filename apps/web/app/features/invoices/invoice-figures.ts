import { formatNumberFa, rialsToTomans } from '@shop/domain/money';
import { numberToPersianWords } from '@shop/domain/number-words';
import type { Invoice, OrderDetail } from '@shop/domain/orders/account-schemas';
import { paymentStateOf, type PaymentState } from '@shop/domain/orders/documents';
import { format } from '../../shared/i18n/fa.ts';
import { faInvoice } from '../../shared/i18n/fa-invoice.ts';

// The lines under an invoice's table and on a payment receipt, worked out once from the API's figures
// (rials; nothing re-priced) so the components only lay them out.

export type Figure = {
  key: string;
  label: string;
  /** Rials, as the invoice shows them (a discount or the wallet's part is taken off: negative). */
  rials: number;
  /** Shown as the word «رایگان» instead of zero. */
  isFree?: boolean;
  /** A total: drawn in bold, ruled above. */
  isTotal?: boolean;
};

const t = faInvoice.totals;

/** The invoice's totals (decision 59): goods, discounts, delivery, the invoice's total, then what is paid. */
export function invoiceFigures(invoice: Invoice): Figure[] {
  const { totals, order } = invoice;
  const lines: Figure[] = [{ key: 'gross', label: t.gross, rials: totals.gross }];
  if (totals.lineDiscounts > 0)
    lines.push({ key: 'lines', label: t.lineDiscounts, rials: -totals.lineDiscounts });
  if (totals.companyDiscount > 0) {
    lines.push({ key: 'company', label: t.companyDiscount, rials: -totals.companyDiscount });
  }
  if (totals.couponDiscount > 0) {
    lines.push({
      key: 'coupon',
      label: order.coupon ? format(t.couponNamed, { code: order.coupon.code }) : t.coupon,
      rials: -totals.couponDiscount,
    });
  }
  lines.push({ key: 'delivery', label: t.delivery, rials: totals.delivery, isFree: totals.delivery === 0 });
  lines.push({ key: 'amount', label: t.amount, rials: totals.amount, isTotal: true });
  if (totals.walletSpent > 0) lines.push({ key: 'wallet', label: t.wallet, rials: -totals.walletSpent });
  if (totals.debtPaid > 0) lines.push({ key: 'debt', label: t.debt, rials: totals.debtPaid });
  return lines;
}

/** The amount as an Iranian invoice closes: rials, the tomans a customer thinks in, and rials in words. */
export function amountInFull(rials: number) {
  return {
    rials: format(t.inRials, { amount: formatNumberFa(rials) }),
    tomans: format(t.inTomans, { amount: formatNumberFa(rialsToTomans(rials)) }),
    words: format(t.inWords, { words: numberToPersianWords(rials) }),
  };
}

const r = faInvoice.paymentReceipt;

export type ReceiptFacts = {
  state: PaymentState;
  /** How it was paid: the port's name, the wallet, or both. */
  way: string;
  /** When: paid, the transfer's receipt sent, or else the order placed (ISO), and what that time is. */
  at: { label: string; iso: string };
  figures: Figure[];
};

/** The payment receipt's facts (decision 59) from the order's detail. */
export function paymentReceiptFacts(order: OrderDetail): ReceiptFacts {
  const state = paymentStateOf(order);
  const wallet = order.wallet_spent;
  const rest = order.payable_amount;
  const way =
    rest === 0
      ? r.wallet
      : wallet > 0
        ? format(r.walletAndWay, { way: order.payment_type })
        : order.payment_type;
  const at =
    state === 'paid' && order.paid_at
      ? { label: r.paidAt, iso: order.paid_at }
      : state === 'checking' && order.receipt
        ? { label: r.uploadedAt, iso: order.receipt.uploaded_at }
        : { label: r.placedAt, iso: order.receipted_at };
  const figures: Figure[] = [{ key: 'amount', label: r.amount, rials: order.amount }];
  if (wallet > 0) figures.push({ key: 'wallet', label: r.walletPart, rials: wallet });
  if (rest > 0) {
    const label =
      state === 'paid'
        ? format(r.paidPart, { way: order.payment_type })
        : state === 'checking'
          ? r.transferPart
          : r.due;
    figures.push({ key: 'rest', label, rials: rest });
  }
  if (state === 'paid')
    figures.push({ key: 'paid', label: r.totalPaid, rials: wallet + rest, isTotal: true });
  return { state, way, at, figures };
}
