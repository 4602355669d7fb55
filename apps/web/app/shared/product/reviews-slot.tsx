import { faProduct } from '../i18n/fa-product.ts';

/**
 * The reviews tab of a product or bundle. The reviews issue fills it with the "write a review"
 * button, its modal form and the infinite list of approved comments (GET/POST comments with
 * record_id and record_name); until then it says there are none yet.
 */
export function ReviewsSlot(_props: { recordName: 'product' | 'bundle'; recordId: number }) {
  return <p className="py-6 text-center text-muted">{faProduct.noReviews}</p>;
}
