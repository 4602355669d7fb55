import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { fa } from '../i18n/fa.ts';

/**
 * What an unavailable product shows in place of its price (spec §4): «در حال تأمین» when it is
 * coming soon, «ناموجود» otherwise. Product cards, the product page and search suggestions share it.
 */
export function unavailableLabel(product: Pick<ProductCard, 'comming_soon'>): string {
  return product.comming_soon ? fa.product.comingSoon : fa.product.outOfStock;
}
