import { createHash } from 'node:crypto';
import { withNearCache } from '../../../adapters/cache/near-cache.ts';
import { remember, type Cache } from '../../../adapters/cache/port.ts';
import type { ProductFilter } from '../queries/product-filter.ts';
import type { CatalogueContext } from './context.ts';

/**
 * Totals and facets of a filter change only as products do, and infinite scroll asks for page after
 * page of the same filter: they are computed once a minute, not per page (counting or grouping every
 * active product takes 30–100 ms at 100,000; bench/EXPLAIN.md).
 */
const listingAggregateTtlSeconds = 60;
/**
 * Every listing request reads its filter's count: in front of Redis, each process also keeps the ones
 * it read for these seconds, so a request costs a map lookup, not a round trip (a tenth of a
 * listing's CPU in Node). Nothing deletes them early, so this only stretches their minute by these
 * seconds. A cache that can `peek` already answers from the process (memory, or a near cache).
 */
const nearSeconds = 5;

const nearCaches = new WeakMap<Cache, Cache>();
/** The loads under way in this process, per cache and key: requests that miss together share one. */
const loading = new WeakMap<Cache, Map<string, Promise<unknown>>>();

export function rememberForFilter<T>(
  ctx: CatalogueContext,
  kind: 'count' | 'facets' | 'shelf-facets' | 'correction-counts',
  /** What the answer depends on: the filter, and for shelf facets the shelf pinned first. */
  filter: ProductFilter & { pinned?: number | undefined },
  load: () => Promise<T>,
): Promise<T> {
  const key = `catalogue:${kind}:${createHash('sha1').update(JSON.stringify(filter)).digest('base64url')}`;
  const { near, pending } = layersOf(ctx.cache);
  const held = near.peek?.<T>(key);
  if (held !== undefined) return Promise.resolve(held);
  const under = pending.get(key) as Promise<T> | undefined;
  if (under) return under;
  const answer = remember(near, key, listingAggregateTtlSeconds, load).finally(() => pending.delete(key));
  pending.set(key, answer);
  return answer;
}

function layersOf(cache: Cache): { near: Cache; pending: Map<string, Promise<unknown>> } {
  let near = nearCaches.get(cache);
  let pending = loading.get(cache);
  if (!near || !pending) {
    near = cache.peek ? cache : withNearCache(cache, { seconds: nearSeconds });
    pending = new Map();
    nearCaches.set(cache, near);
    loading.set(cache, pending);
  }
  return { near, pending };
}
