import { createContext, useContext, type ReactNode } from 'react';

export type ReviewsSlotProps = { recordName: 'product' | 'bundle'; recordId: number };

const ReviewsContext = createContext<((props: ReviewsSlotProps) => ReactNode) | null>(null);

/**
 * The root hands the reviews feature's panel in here (shared code may not import a feature, as with
 * the basket's button in purchase-slots.tsx).
 */
export const ReviewsProvider = ReviewsContext.Provider;

/**
 * The reviews tab of a product or bundle: the rating summary, «ثبت دیدگاه» with its modal form and
 * the approved comments (features/reviews). Without a provider it renders nothing, as the purchase
 * slots do (their words would load with the root on every page: issue 22).
 */
export function ReviewsSlot(props: ReviewsSlotProps) {
  const render = useContext(ReviewsContext);
  return render ? render(props) : null;
}
