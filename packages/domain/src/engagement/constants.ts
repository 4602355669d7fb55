// The engagement module's numbers (issue 21, decision 063): the waitlist's hold, the visits' limits.

/** What a customer may wait for: a product or a bundle that is not available now. */
export const observeTypes = ['product', 'bundle'] as const;
export type ObserveType = (typeof observeTypes)[number];

/**
 * How long a turn lasts: a returned unit waits in the customer's basket (held for them when they may
 * hold it) before the next in line is texted (decisions 063, 069; 30 minutes since decision 082: two
 * hours let ten accounts keep a restock off sale for an afternoon).
 */
export const waitlistHoldMinutes = 30;

/**
 * What waitlist holds may take (decision 082): a handful of accounts must not keep a restock off sale.
 * `perCustomer`: live holds one account may have across every item (one per item by the index);
 * `standingDays`: an account holds units only when registered this long, or with a delivered order.
 */
export const waitlistHoldLimits = { perCustomer: 3, standingDays: 30 } as const;

/**
 * How many of an item's units may be held at once, of the units there are (held + on sale): at most
 * half, rounded down, so at least as many stay on open sale; a single unit may be held (the waitlist
 * would otherwise never hold the usual one returned unit), for `waitlistHoldMinutes`, by an account of
 * standing.
 */
export function maxHeldUnits(units: number): number {
  if (units <= 0) return 0;
  return units === 1 ? 1 : Math.floor(units / 2);
}

/** New holds a sweep may give now: what the share allows less what is held already (never below 0). */
export function holdBudget(stock: { onSale: number; held: number }): number {
  return Math.max(0, maxHeldUnits(stock.onSale + stock.held) - stock.held);
}

/** The pages whose views are counted (storefront.md §7 `POST visits {type, id}`). */
export const visitTypes = ['product', 'bundle', 'category', 'brand'] as const;
export type VisitType = (typeof visitTypes)[number];

/**
 * Visits are counted in memory and written in batches: at most this many distinct records a day are
 * held between flushes (beyond it new records wait for the next flush), and one address counts at
 * most `visitsPerAddressPerMinute` views a minute (more are answered, not counted).
 */
export const visitLimits = { maxPendingRecords: 5_000, visitsPerAddressPerMinute: 60 } as const;
