/**
 * Places on the product, quick-view and bundle screens where buttons of later issues go. They
 * render nothing yet, on purpose: a button that does nothing, or one that only looks disabled,
 * would tell customers something false. Each slot already receives what its issue needs.
 */

/** Add to basket (basket issue): the count stepper with max_count and inventory, and the toasts of §8. */
export function BasketButtonSlot(_props: {
  type: 'product' | 'bundle';
  id: number;
  maxCount: number;
  inventory?: number;
}) {
  return null;
}

/** Request a wholesale purchase (account issue): needs sign-in; «submitted» once extra.wholesaled. */
export function WholesaleButtonSlot(_props: { productId: number; isRequested: boolean }) {
  return null;
}

/** Tell me when it is back (account issue, the waitlist): needs sign-in; «submitted» once extra.observed. */
export function WaitlistButtonSlot(_props: { productId: number; isObserved: boolean }) {
  return null;
}
