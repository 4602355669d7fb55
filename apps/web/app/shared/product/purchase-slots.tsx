import { createContext, useContext, type ReactNode } from 'react';
import type { BasketItemFacts } from './basket-item.ts';

/**
 * Places on the product, quick-view and bundle screens and on product cards for the buttons of
 * features. Shared components may not import a feature, so the root route hands the basket's button
 * and the engagement's buttons in through contexts (BasketButtonProvider, EngagementButtonsProvider);
 * without one a slot renders nothing.
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

export type WholesaleButtonProps = { productId: number; isRequested: boolean };
export type WaitlistButtonProps = { type: 'product' | 'bundle'; id: number; isObserved: boolean };

/** The engagement feature's buttons, handed in by the root route like the basket's. */
export type EngagementButtons = {
  wholesale: (props: WholesaleButtonProps) => ReactNode;
  waitlist: (props: WaitlistButtonProps) => ReactNode;
};

const EngagementButtonsContext = createContext<EngagementButtons | null>(null);

export const EngagementButtonsProvider = EngagementButtonsContext.Provider;

/** Request a wholesale purchase: needs sign-in; «submitted» once the customer asked (issue 21). */
export function WholesaleButtonSlot(props: WholesaleButtonProps) {
  const buttons = useContext(EngagementButtonsContext);
  return buttons ? buttons.wholesale(props) : null;
}

/** Tell me when it is back (the waitlist, products and bundles): needs sign-in; «submitted» once observed. */
export function WaitlistButtonSlot(props: WaitlistButtonProps) {
  const buttons = useContext(EngagementButtonsContext);
  return buttons ? buttons.waitlist(props) : null;
}
