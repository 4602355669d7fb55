import { tomansToRials } from '../money.ts';

export type BundleComponentPrice = { unitPrice: number; count: number };

/**
 * The rounding steps a bundle's price may end on, roundest first, in tomans (decision 67). A step is used
 * only when the price is at least a hundred steps, so rounding down gives away less than 1% of it: a
 * 1,583,320-toman bundle costs 1,583,000; a 45,380-toman one 45,300.
 */
const ROUND_STEPS_IN_TOMANS = [1_000, 100, 10, 1] as const;
const MAX_GIVEAWAY_STEPS = 100;

/**
 * A bundle costs the sum of its components at their current prices, less the bundle's percent, rounded
 * DOWN to a round figure in tomans (decision 67 on decision 5): a shop prices a bundle at a round
 * figure, and the rounding is always the customer's. A bundle with no percent is sold at its sum as it is.
 * This is the one price of a bundle: its card, page, basket line, checkout and order all read it.
 * Computed on read so a component's price change moves the bundle too.
 */
export function priceBundle(
  components: readonly BundleComponentPrice[],
  discountPercent: number,
): { price: number; price_by_discount: number } {
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`a bundle's percent must be a whole number 0–100, got ${discountPercent}`);
  }
  const price = components.reduce((sum, component) => sum + component.unitPrice * component.count, 0);
  if (!Number.isSafeInteger(price))
    throw new RangeError(`a bundle's sum must be a safe integer, got ${price}`);
  if (discountPercent === 0) return { price, price_by_discount: price };
  return { price, price_by_discount: roundBundlePriceDown(price, discountPercent) };
}

/**
 * `price` less `percent`, rounded down to the roundest step of ROUND_STEPS_IN_TOMANS worth under 1% of
 * it. Integer arithmetic on rials × (100 − percent), i.e. hundredths of a rial, so nothing is lost to
 * floating point before the floor.
 */
function roundBundlePriceDown(price: number, percent: number): number {
  const hundredthsOfRial = price * (100 - percent);
  if (!Number.isSafeInteger(hundredthsOfRial))
    throw new RangeError(`a bundle's price is too large: ${price}`);
  const step =
    ROUND_STEPS_IN_TOMANS.find(
      (tomans) => hundredthsOfRial >= tomansToRials(tomans) * MAX_GIVEAWAY_STEPS * 100,
    ) ?? 1;
  const stepInHundredths = tomansToRials(step) * 100;
  return (
    ((hundredthsOfRial - (hundredthsOfRial % stepInHundredths)) / stepInHundredths) * tomansToRials(step)
  );
}
