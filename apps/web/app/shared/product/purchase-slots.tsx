import { createContext, useContext, type ReactNode } from 'react';
import type { BasketItemFacts } from './basket-item.ts';

/**
 * Places on the product, quick-view and bundle screens and on product cards for the buttons of
 * features. Shared components may not import a feature, so the root route hands the basket's button
 * in through a context (BasketButtonProvider); without one the slot renders nothing.
 */
export type BasketButtonProps = {
  item: BasketItemFacts;
  /** A card in a shelf or a listing (200 ms action delay), or the product/bundle page (800 ms); §9. */
  variant: 'card' | 'page';
};

const BasketButtonContext = createContext<((props: BasketButtonProps) => ReactNode) | null>(null);

export const BasketButtonProvider = BasketButtonContext.Provider;

/** Add to basket: the count stepper with max_count and inventory, and the toasts of §8. */
export function BasketButtonSlot(props: BasketButtonProps) {
  const render = useContext(BasketButtonContext);
  return render ? render(props) : null;
}

/** Request a wholesale purchase (account issue): needs sign-in; «submitted» once extra.wholesaled. */
export function WholesaleButtonSlot(_props: { productId: number; isRequested: boolean }) {
  return null;
}

/** Tell me when it is back (account issue, the waitlist): needs sign-in; «submitted» once extra.observed. */
export function WaitlistButtonSlot(_props: { productId: number; isObserved: boolean }) {
  return null;
}
