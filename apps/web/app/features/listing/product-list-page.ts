import type { ProductListExtra } from '@shop/domain/catalogue/listing';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { Envelope } from '@shop/domain/envelope';

/** One page of a product listing, as the screens use it. */
export type ProductListPage = {
  products: ProductCard[];
  /** How many products match in all, not on this page. */
  count: number;
  /** Set when the API searched a corrected term (the query was typed on an English layout). */
  correctedQuery: string | null;
  /** The name of the shelf the list is narrowed to, when it is (a shelf's «see all»). */
  shelfTitle: string | null;
};

export function toProductListPage(envelope: Envelope<ProductCard[], ProductListExtra>): ProductListPage {
  return {
    products: envelope.data,
    count: envelope.extra_data.count,
    correctedQuery: envelope.extra_data.corrected_query,
    shelfTitle: envelope.extra_data.shelf_title,
  };
}
