import type { OrderDetail } from '@shop/domain/orders/account-schemas';

/** One line of an order's bill; `rials` is taken off the total when `isDiscount`. */
export type AmountRow =
  | {
      kind:
        'goods' | 'goodsDiscount' | 'companyDiscount' | 'coupon' | 'slot' | 'shipping' | 'total' | 'wallet';
      rials: number;
      isDiscount: boolean;
    }
  | { kind: 'payable'; rials: number; isDiscount: false };

type Amounts = Pick<
  OrderDetail,
  | 'products'
  | 'total_amount'
  | 'company_discount'
  | 'coupon_decreased_value'
  | 'slot_price'
  | 'shipping_cost'
  | 'amount'
  | 'wallet_spent'
  | 'payable_amount'
>;

/**
 * The bill of an order as the server priced it: the goods at their list prices, what their own
 * discounts took off (list price less what each was sold for), the company's and the code's
 * discounts, the slot and the shipping (0 is shown as free), what the order cost, what the wallet
 * paid and what is left to pay. Only non-zero discounts, slot and wallet lines are listed.
 */
export function amountRows(order: Amounts): AmountRow[] {
  const sold = order.products.reduce((sum, line) => sum + line.price * line.count, 0);
  const rows: AmountRow[] = [{ kind: 'goods', rials: order.total_amount, isDiscount: false }];
  const optional = (kind: AmountRow['kind'], rials: number, isDiscount: boolean) => {
    if (rials > 0) rows.push({ kind, rials, isDiscount } as AmountRow);
  };
  optional('goodsDiscount', order.total_amount - sold, true);
  optional('companyDiscount', order.company_discount, true);
  optional('coupon', order.coupon_decreased_value, true);
  optional('slot', order.slot_price, false);
  rows.push({ kind: 'shipping', rials: order.shipping_cost, isDiscount: false });
  rows.push({ kind: 'total', rials: order.amount, isDiscount: false });
  optional('wallet', order.wallet_spent, true);
  rows.push({ kind: 'payable', rials: order.payable_amount, isDiscount: false });
  return rows;
}
