import type { ProductListExtra } from '@shop/domain/catalogue/listing';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { CorrectionReason } from '@shop/domain/catalogue/search-query';
import type { Envelope } from '@shop/domain/envelope';

/** One page of a product listing, as the screens use it. */
export type ProductListPage = {
  products: ProductCard[];
  /** How many products match in all, not on this page. */
  count: number;
  /** The words the API searched instead of the query (typed on an English layout, or misspelt). */
  correctedQuery: string | null;
  /** Why those words were searched; null with them. */
  correctedBecause: CorrectionReason | null;
  /** The name of the shelf the list is narrowed to, when it is (a shelf's «see all»). */
  shelfTitle: string | null;
};

export function toProductListPage(envelope: Envelope<ProductCard[], ProductListExtra>): ProductListPage {
  return {
    products: envelope.data,
    count: envelope.extra_data.count,
    correctedQuery: envelope.extra_data.corrected_query,
    correctedBecause: envelope.extra_data.corrected_because,
    shelfTitle: envelope.extra_data.shelf_title,
  };
}
