import * as engagement from '@shop/domain/engagement/endpoints';
import type { ObserveType, VisitType } from '@shop/domain/engagement/constants';
import { browserApi } from '../../../shared/api/browser-client.ts';

// The engagement module's calls from the browser (docs/api.md, "Engagement"): one small function each.

/** What the signed-in customer asked about an item: the spec's extra data, never in the public answer. */
export type EngagementFacts = { observed: boolean; wholesaled: boolean };

/** `GET products/{id}/extra` or `GET bundles/{id}/extra` (a bundle is never wholesaled). */
export async function getEngagementFacts(type: ObserveType, id: number): Promise<EngagementFacts> {
  if (type === 'product') {
    return (await browserApi.call(engagement.productEngagement, { params: { id } })).data;
  }
  const { data } = await browserApi.call(engagement.bundleEngagement, { params: { id } });
  return { ...data, wholesaled: false };
}

/** `POST observes {id, type}`: join the waitlist. */
export async function observe(type: ObserveType, id: number): Promise<void> {
  await browserApi.call(engagement.observe, { body: { id, type } });
}

/** `POST wholesale {product}`. */
export async function requestWholesale(productId: number): Promise<void> {
  await browserApi.call(engagement.wholesale, { body: { product: productId } });
}

/**
 * `POST visits {type, id}`: a fetch with keepalive (it outlives a page left at once) rather than
 * sendBeacon, which cannot send the CSRF header the API asks of any write made with the cookie.
 */
export function recordVisit(type: VisitType, id: number): void {
  browserApi.call(engagement.visit, { body: { type, id }, keepalive: true }).catch(() => undefined);
}
