/**
 * When the product page says few are left (issue 46 item 12; decision 091; the spec names no number):
 * at or below this many in stock. Five is what a household buys of one thing at most in one basket,
 * so the cue means "this basket may take the last ones", not a push on every product.
 */
export const lowStockThreshold = 5;

/** How many are left to say, or null when there are plenty, none, or it cannot be bought anyway. */
export function lowStockLeft(product: { available: boolean; inventory: number }): number | null {
  if (!product.available || product.inventory <= 0) return null;
  return product.inventory <= lowStockThreshold ? product.inventory : null;
}
