import { Suspense } from 'react';
import { lazyWhenOnline } from './shared/connection.ts';
import type {
  BasketButtonProps,
  EngagementButtons,
  WaitlistButtonProps,
  WholesaleButtonProps,
} from './shared/product/purchase-slots.tsx';
import type { ReviewsSlotProps } from './shared/product/reviews-slot.tsx';
import { useSwapWhenSeen } from './shared/ui/use-seen.tsx';
import { AddToBasket } from './features/basket/components/add-to-basket.tsx';

// What the root hands the shared product components through their slots (purchase-slots.tsx,
// reviews-slot.tsx: shared code may not import a feature). Only the basket's button is drawn on every
// page of cards; the rest show on a product or bundle page alone and are fetched with it, not with
// every page's first script (issue 22). A server-drawn one keeps its HTML while its chunk arrives.

/** The basket's button: the count stepper with max_count and inventory, and the toasts of §8. */
export function renderBasketButton(props: BasketButtonProps) {
  return <AddToBasket {...props} />;
}

const ReviewsPanel = lazyWhenOnline(() =>
  import('./features/reviews/components/reviews-panel.tsx').then((module) => ({
    default: module.ReviewsPanel,
  })),
);

/** The reviews feature's tab in the product and bundle tabs. */
export function renderReviews(props: ReviewsSlotProps) {
  return <ReviewsWhenSeen {...props} />;
}

/**
 * The panel is drawn once its tab has been opened and is on screen: the tab starts hidden (similar
 * products open first, the spec) and the panel holds nothing but the customer's controls until its
 * comments are fetched on sight anyway, so its code stays out of the page's first scripts (issue 22).
 */
function ReviewsWhenSeen(props: ReviewsSlotProps) {
  const [ref, panel] = useSwapWhenSeen<HTMLDivElement>(<div className="min-h-24" />, () => (
    <ReviewsPanel {...props} />
  ));
  return <div ref={ref}>{panel}</div>;
}

const loadEngagementButtons = () => import('./features/engagement/components/engagement-buttons.tsx');
const WholesaleButton = lazyWhenOnline(() =>
  loadEngagementButtons().then((module) => ({ default: module.WholesaleButton })),
);
// The customer whose turn it is sees their kept unit instead of the waitlist (decision 069): both
// parts in one request.
const WaitlistOrHeld = lazyWhenOnline(() =>
  Promise.all([loadEngagementButtons(), import('./features/basket/components/held-for-you.tsx')]).then(
    ([{ WaitlistButton }, { HeldForYou }]) => ({
      default: (props: WaitlistButtonProps) => (
        <HeldForYou type={props.type} id={props.id} otherwise={<WaitlistButton {...props} />} />
      ),
    }),
  ),
);

/** A button's height (h-12, both buttons' and the kept unit's link) while a client visit fetches it. */
const buttonPlaceholder = <div className="h-12" />;

/** The waitlist's and wholesale's buttons (issue 21). */
export const engagementButtons: EngagementButtons = {
  wholesale: (props: WholesaleButtonProps) => (
    <Suspense fallback={buttonPlaceholder}>
      <WholesaleButton {...props} />
    </Suspense>
  ),
  waitlist: (props: WaitlistButtonProps) => (
    <Suspense fallback={buttonPlaceholder}>
      <WaitlistOrHeld {...props} />
    </Suspense>
  ),
};
