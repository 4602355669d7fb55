import { createContext, useContext, type ReactNode } from 'react';
import { faProduct } from '../i18n/fa-product.ts';

export type ReviewsSlotProps = { recordName: 'product' | 'bundle'; recordId: number };

const ReviewsContext = createContext<((props: ReviewsSlotProps) => ReactNode) | null>(null);

/**
 * The root hands the reviews feature's panel in here (shared code may not import a feature, as with
 * the basket's button in purchase-slots.tsx).
 */
export const ReviewsProvider = ReviewsContext.Provider;

/**
 * The reviews tab of a product or bundle: the rating summary, «ثبت دیدگاه» with its modal form and
 * the approved comments (features/reviews). Without a provider it says there are none yet.
 */
export function ReviewsSlot(props: ReviewsSlotProps) {
  const render = useContext(ReviewsContext);
  return render ? render(props) : <p className="py-6 text-center text-muted">{faProduct.noReviews}</p>;
}
