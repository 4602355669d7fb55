import type { BundleCard } from './schemas.ts';

type BundleFlags = Pick<BundleCard, 'available' | 'is_upcoming'>;

/**
 * An upcoming bundle's price is not announced yet (decision 19): the API still sends it and says so
 * with the list's `blur`. The bundle page and the home row have no such flag; the API blurs every
 * upcoming bundle in the list, so they hide an upcoming price too (`isBlurFlagged` defaults to true).
 */
export function isPriceHidden(bundle: BundleFlags, isBlurFlagged = true): boolean {
  return bundle.is_upcoming && isBlurFlagged;
}

/** «تمام شد»: a running bundle that cannot be bought. An upcoming one is not sold out, just not started. */
export function isSoldOut(bundle: BundleFlags): boolean {
  return !bundle.available && !bundle.is_upcoming;
}
