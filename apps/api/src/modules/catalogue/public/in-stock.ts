import { sql, type SQL } from 'drizzle-orm';
import { products } from './tables.ts';

/**
 * Whether a product can be bought now: the SQL twin of a card's `available` (`inventory > 0`,
 * service/product-card.ts), so «فقط کالاهای موجود» (`available=1`) lists exactly the cards that say
 * available. A coming-soon product has no stock (the flag only changes the unavailable label to
 * «در حال تأمین»), so it is left out by the same rule. The listing indexes lead with this very
 * expression (`(inventory > 0) desc`, tables.ts), so the filter reads one end of them.
 */
export function inStockSql(): SQL<boolean> {
  return sql<boolean>`(${products.inventory} > 0)`;
}
