import { applyPercent } from '../money.ts';

export type BundleComponentPrice = { unitPrice: number; count: number };

/**
 * A bundle costs the sum of its components at their current prices, less the bundle's percent,
 * rounded to whole tomans. Computed on read so a component's price change moves the bundle too.
 */
export function priceBundle(
  components: readonly BundleComponentPrice[],
  discountPercent: number,
): { price: number; price_by_discount: number } {
  const price = components.reduce((sum, component) => sum + component.unitPrice * component.count, 0);
  return { price, price_by_discount: applyPercent(price, discountPercent) };
}
