// The engagement module's numbers (issue 21, decision 063): the waitlist's hold, the visits' limits.

/** What a customer may wait for: a product or a bundle that is not available now. */
export const observeTypes = ['product', 'bundle'] as const;
export type ObserveType = (typeof observeTypes)[number];

/**
 * How long a returned unit waits in the first customer's basket before the next in line is texted
 * (decision 063: the basket keeps the line, nobody else in line is told meanwhile).
 */
export const waitlistHoldMinutes = 120;

/** The pages whose views are counted (storefront.md §7 `POST visits {type, id}`). */
export const visitTypes = ['product', 'bundle', 'category', 'brand'] as const;
export type VisitType = (typeof visitTypes)[number];

/**
 * Visits are counted in memory and written in batches: at most this many distinct records a day are
 * held between flushes (beyond it new records wait for the next flush), and one address counts at
 * most `visitsPerAddressPerMinute` views a minute (more are answered, not counted).
 */
export const visitLimits = { maxPendingRecords: 5_000, visitsPerAddressPerMinute: 60 } as const;
