// A sales invoice's rows and totals (issue 20): the figures an Iranian invoice shows, from the order as
// sold. Every rial here comes from the order's own amounts; nothing is re-priced.

export type SoldLine = { name: string; count: number; price: number; real_price: number };

export type InvoiceRow = {
  row: number;
  name: string;
  count: number;
  /** The list price of one. */
  unit_price: number;
  /** What the line's discount took off (list price less the price paid, times the count). */
  discount: number;
  /** What the line cost. */
  total: number;
};

export function invoiceRows(lines: readonly SoldLine[]): InvoiceRow[] {
  return lines.map((line, index) => ({
    row: index + 1,
    name: line.name,
    count: line.count,
    unit_price: line.real_price,
    discount: (line.real_price - line.price) * line.count,
    total: line.price * line.count,
  }));
}

export type InvoiceTotals = {
  /** The goods at their list prices. */
  gross: number;
  /** The lines' own discounts. */
  lineDiscounts: number;
  companyDiscount: number;
  couponDiscount: number;
  /** Shipping and the delivery slot's price. */
  delivery: number;
  /** What the order costs. */
  amount: number;
  walletSpent: number;
  debtPaid: number;
  /** What is paid beyond the wallet. */
  payable: number;
};

/**
 * The invoice's totals from the order's amounts; `amount` must equal the goods less every discount plus
 * delivery, which the order's payable rule made it (a mismatch is a bug the test of this function and
 * the API's tests would show).
 */
export function invoiceTotals(
  rows: readonly InvoiceRow[],
  order: {
    companyDiscount: number;
    couponDiscount: number;
    shippingCost: number;
    slotPrice: number;
    amount: number;
    walletSpent: number;
    debtPaid: number;
    payable: number;
  },
): InvoiceTotals {
  return {
    gross: rows.reduce((sum, row) => sum + row.unit_price * row.count, 0),
    lineDiscounts: rows.reduce((sum, row) => sum + row.discount, 0),
    companyDiscount: order.companyDiscount,
    couponDiscount: order.couponDiscount,
    delivery: order.shippingCost + order.slotPrice,
    amount: order.amount,
    walletSpent: order.walletSpent,
    debtPaid: order.debtPaid,
    payable: order.payable,
  };
}

/** What an order's detail carries that its invoice is worked out from (`GET orders/{id}`'s fields). */
export type InvoicedOrder = {
  products: readonly SoldLine[];
  company_discount: number;
  coupon_decreased_value: number;
  shipping_cost: number;
  slot_price: number;
  amount: number;
  wallet_spent: number;
  debt_paid: number;
  payable_amount: number;
};

/**
 * An order's invoice rows and totals from its detail: the one function the invoice (`GET invoices/{id}`)
 * and the order's own page use, so both show the same figures (decision 086).
 */
export function invoiceOf(order: InvoicedOrder): { rows: InvoiceRow[]; totals: InvoiceTotals } {
  const rows = invoiceRows(order.products);
  return {
    rows,
    totals: invoiceTotals(rows, {
      companyDiscount: order.company_discount,
      couponDiscount: order.coupon_decreased_value,
      shippingCost: order.shipping_cost,
      slotPrice: order.slot_price,
      amount: order.amount,
      walletSpent: order.wallet_spent,
      debtPaid: order.debt_paid,
      payable: order.payable_amount,
    }),
  };
}
