import { rialsToTomans, tomansToRials } from '../money.ts';

export type FreeShippingProgress = {
  threshold: number;
  /** total / threshold, at most 1: the progress bar (storefront.md §2). */
  progress: number;
  /** Shipping is free (storefront.md §9: when the rounded total exceeds the threshold). */
  is_free: boolean;
  /**
   * Rials, whole tomans: the total must grow by MORE than this for free shipping; 0 once free, and 0
   * when any addition at all will do (the total sits exactly at the threshold). Decision 67: the
   * customer reads «بیش از ۴۷۸٬۰۰۰ تومان», not the «۴۷۸٬۰۰۱» the smallest qualifying sum would be.
   */
  shortfall: number;
};

/**
 * Whether goods worth `total` rials ship free: their total rounded to whole tomans, as it is shown, is
 * above the threshold (storefront.md §9). The basket's bar and the checkout's charge both ask this, so
 * the basket never promises free shipping the checkout then charges for.
 */
export function isAboveFreeShippingThreshold(total: number, threshold: number): boolean {
  return tomansToRials(rialsToTomans(total)) > threshold;
}

/** Free-shipping progress of a basket total. */
export function freeShippingProgress(total: number, threshold: number): FreeShippingProgress {
  if (threshold <= 0) return { threshold: 0, progress: 1, is_free: true, shortfall: 0 };
  const isFree = isAboveFreeShippingThreshold(total, threshold);
  // The largest whole-toman total that is not above the threshold; the rounded total must pass it.
  const lastNotFree = Math.floor(threshold / 10);
  return {
    threshold,
    progress: Math.min(1, Math.max(0, total / threshold)),
    is_free: isFree,
    shortfall: isFree ? 0 : tomansToRials(lastNotFree - rialsToTomans(total)),
  };
}
