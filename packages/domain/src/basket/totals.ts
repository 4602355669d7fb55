import type { CartInfo } from './schemas.ts';

/** A line as totals read it: units, what one costs now, and its list price before any discount. */
export type TotalsLine = { count: number; unitPrice: number; listPrice: number };

/**
 * The basket's totals, for the server's basket and the browser's alike: what the lines cost now,
 * what they would cost at list price (never below what they cost: a price that rose since the list
 * price was read counts as it is now), units and lines. The caller leaves out lines that cannot be
 * bought (cause_type 2), as the server's totals do.
 */
export function basketTotals(lines: readonly TotalsLine[]): CartInfo {
  const totals: CartInfo = { total_price: 0, total_price_before_discount: 0, items_count: 0, lines_count: 0 };
  for (const line of lines) {
    totals.total_price += line.unitPrice * line.count;
    totals.total_price_before_discount += Math.max(line.listPrice, line.unitPrice) * line.count;
    totals.items_count += line.count;
    totals.lines_count += 1;
  }
  return totals;
}
