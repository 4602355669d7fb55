import { createHash } from 'node:crypto';
import { remember } from '../../../adapters/cache/port.ts';
import type { ProductFilter } from '../queries/product-filter.ts';
import type { CatalogueContext } from './context.ts';

/**
 * Totals and facets of a filter change only as products do, and infinite scroll asks for page after
 * page of the same filter: they are computed once a minute, not per page (counting or grouping every
 * active product takes 30–100 ms at 100,000; bench/EXPLAIN.md).
 */
const listingAggregateTtlSeconds = 60;

export function rememberForFilter<T>(
  ctx: CatalogueContext,
  kind: 'count' | 'facets' | 'shelf-facets' | 'correction-counts',
  /** What the answer depends on: the filter, and for shelf facets the shelf pinned first. */
  filter: ProductFilter & { pinned?: number | undefined },
  load: () => Promise<T>,
): Promise<T> {
  const key = createHash('sha1').update(JSON.stringify(filter)).digest('base64url');
  return remember(ctx.cache, `catalogue:${kind}:${key}`, listingAggregateTtlSeconds, load);
}
