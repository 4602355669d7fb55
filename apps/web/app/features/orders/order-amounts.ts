import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { invoiceOf } from '@shop/domain/orders/invoice';

/** One line of an order's bill; `rials` is taken off the total when `isDiscount`. */
export type AmountRow = {
  kind:
    | 'goods'
    | 'goodsDiscount'
    | 'companyDiscount'
    | 'coupon'
    | 'delivery'
    | 'total'
    | 'wallet'
    | 'debt'
    | 'payable';
  rials: number;
  isDiscount: boolean;
};

type Amounts = Pick<
  OrderDetail,
  | 'products'
  | 'company_discount'
  | 'coupon_decreased_value'
  | 'slot_price'
  | 'shipping_cost'
  | 'amount'
  | 'wallet_spent'
  | 'debt_paid'
  | 'payable_amount'
>;

/**
 * The bill of an order as its invoice shows it (decision 086: the domain's `invoiceOf`, the same
 * function `GET invoices/{id}` uses): the goods at their list prices, what their own discounts took
 * off, the company's and the code's discounts, delivery (shipping and the slot; 0 is shown as free),
 * what the order cost, what the wallet paid, a wallet debt settled with it, and what is left to pay.
 * Only non-zero discounts, wallet and debt lines are listed.
 */
export function amountRows(order: Amounts): AmountRow[] {
  const { totals } = invoiceOf(order);
  const rows: AmountRow[] = [{ kind: 'goods', rials: totals.gross, isDiscount: false }];
  const optional = (kind: AmountRow['kind'], rials: number, isDiscount: boolean) => {
    if (rials > 0) rows.push({ kind, rials, isDiscount });
  };
  optional('goodsDiscount', totals.lineDiscounts, true);
  optional('companyDiscount', totals.companyDiscount, true);
  optional('coupon', totals.couponDiscount, true);
  rows.push({ kind: 'delivery', rials: totals.delivery, isDiscount: false });
  rows.push({ kind: 'total', rials: totals.amount, isDiscount: false });
  optional('wallet', totals.walletSpent, true);
  optional('debt', totals.debtPaid, false);
  rows.push({ kind: 'payable', rials: totals.payable, isDiscount: false });
  return rows;
}
