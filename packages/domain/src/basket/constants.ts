/**
 * The numbers and codes of the basket (storefront.md §3, §4, §5, §9; issue 6), in one place for the
 * API and the web. Free of zod, so the web's first script can import it cheaply.
 */

/** Type codes sent to the server (storefront.md §3): 1 a product, 2 a bundle. */
export const cartItemType = { product: 1, bundle: 2 } as const;
export type CartItemType = (typeof cartItemType)[keyof typeof cartItemType];

/** A line's `cartable.type`, by type code. */
export const cartableTypeName = { 1: 'product', 2: 'bundle' } as const;
export type CartableTypeName = (typeof cartableTypeName)[CartItemType];

export function isCartItemType(value: unknown): value is CartItemType {
  return value === cartItemType.product || value === cartItemType.bundle;
}

/**
 * cause_type of a per-item basket error (storefront.md §4): 1 needs the customer's attention and blocks
 * checkout (more in the basket than can be sold, a changed price); 2 can no longer be bought at all (no
 * longer sold, out of stock): struck through, and removed when the customer leaves the page.
 */
export const causeType = { needsAttention: 1, cannotBuy: 2 } as const;
export type CauseType = (typeof causeType)[keyof typeof causeType];

export const basketLimits = {
  /**
   * Different lines one basket may hold: a real basket has a few dozen; the cap keeps a basket page
   * (and a scripted client) cheap. Checked in the inserting statement; concurrent inserts of different
   * lines may pass it by a few, which costs nothing (it is not stock).
   */
  maxLines: 100,
  /** The most one request may add or set; any count above it is bad input (422), not a limit (409). */
  maxCountPerRequest: 999,
  /** Guest lines one `cart/multi` may carry (a guest basket is capped like a customer's). */
  maxMultiItems: 100,
} as const;

/**
 * Free shipping above this basket total, in rials (500,000 tomans), when the server is given no other
 * figure; storefront.md §9 says the threshold comes from the server (`GET config/free-shipping-threshold`).
 */
export const defaultFreeShippingThreshold = 5_000_000;
