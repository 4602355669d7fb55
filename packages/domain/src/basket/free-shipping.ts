import { rialsToTomans, tomansToRials } from '../money.ts';

export type FreeShippingProgress = {
  threshold: number;
  /** total / threshold, at most 1: the progress bar (storefront.md §2). */
  progress: number;
  /** Shipping is free (storefront.md §9: when the rounded total exceeds the threshold). */
  is_free: boolean;
  /** Rials still to add for free shipping; 0 once free. */
  remaining: number;
};

/**
 * Free-shipping progress of a basket total. "Rounded" is rounded to whole tomans, as prices are shown; a
 * total exactly at the threshold is not above it, so `remaining` is then one toman.
 */
export function freeShippingProgress(total: number, threshold: number): FreeShippingProgress {
  if (threshold <= 0) return { threshold: 0, progress: 1, is_free: true, remaining: 0 };
  const rounded = tomansToRials(rialsToTomans(total));
  const isFree = rounded > threshold;
  // The smallest whole-toman total above the threshold.
  const firstFree = tomansToRials(Math.floor(threshold / 10) + 1);
  return {
    threshold,
    progress: Math.min(1, Math.max(0, total / threshold)),
    is_free: isFree,
    remaining: isFree ? 0 : firstFree - rounded,
  };
}
