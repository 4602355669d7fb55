import { bundleInventory, type BundleComponentStock } from '../basket/limits.ts';
import { effectivePrice } from '../money.ts';
import { priceBundle } from './bundle-pricing.ts';

// What a bundle costs and whether it can be bought: one rule for the bundle pages (catalogue) and
// the basket, so a bundle is never sold at a price or in a state its page does not show.

export type BundleComponentPrice = { price: number; priceByDiscount: number | null; count: number };

/**
 * A component's unit price in a bundle: its everyday price (decision 5). A special sale is the
 * product's own offer and does not stack; a "discount" not below the price is ignored, as cards do.
 */
export function bundleComponentUnitPrice(component: {
  price: number;
  priceByDiscount: number | null;
}): number {
  return effectivePrice(component.price, component.priceByDiscount);
}

/** The bundle's price from its components as they are now, less its percent. */
export function priceBundleOf(
  components: readonly BundleComponentPrice[],
  discountPercent: number,
): { price: number; price_by_discount: number } {
  return priceBundle(
    components.map((component) => ({
      unitPrice: bundleComponentUnitPrice(component),
      count: component.count,
    })),
    discountPercent,
  );
}

export type BundleWindow = { startedAt: Date; expiredAt: Date | null };

/** Started and not yet expired. */
export function isBundleRunning(bundle: BundleWindow, now: Date): boolean {
  return bundle.startedAt <= now && (bundle.expiredAt === null || bundle.expiredAt > now);
}

/** Announced but not started: shown, not sold. */
export function isBundleUpcoming(bundle: BundleWindow & { isActive: boolean }, now: Date): boolean {
  return bundle.isActive && bundle.startedAt > now;
}

/**
 * Whether a bundle can be bought now: on, running, and at least one whole bundle in stock (its own
 * inventory, and every component active with stock for its count).
 */
export function canBuyBundle(
  bundle: BundleWindow & {
    isActive: boolean;
    inventory: number;
    components: readonly BundleComponentStock[];
  },
  now: Date,
): boolean {
  return bundle.isActive && isBundleRunning(bundle, now) && bundleInventory(bundle) > 0;
}
