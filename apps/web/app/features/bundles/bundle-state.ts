type BundleFlags = { available: boolean; is_upcoming?: boolean | undefined };

/**
 * An upcoming bundle's price is not announced yet: the API still sends it and says so with the
 * list's `blur`. The bundle page has no such flag; the API blurs every upcoming bundle in the list,
 * so the page hides an upcoming price too (`isBlurFlagged` defaults to true there).
 */
export function isPriceHidden(bundle: BundleFlags, isBlurFlagged = true): boolean {
  return (bundle.is_upcoming ?? false) && isBlurFlagged;
}

/** «تمام شد»: a running bundle that cannot be bought. An upcoming one is not sold out, just not started. */
export function isSoldOut(bundle: BundleFlags): boolean {
  return !bundle.available && !(bundle.is_upcoming ?? false);
}
