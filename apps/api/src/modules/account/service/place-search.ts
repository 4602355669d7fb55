import type { FoundPlace } from '@shop/domain/account/schemas';
import { addressMap, isInTehranBounds } from '@shop/domain/account/tehran';
import { DomainError } from '@shop/domain/errors';
import { formatRetryWait } from '@shop/domain/identity/retry-wait';
import type { PlaceHit, Point } from '../../../adapters/geocoding/port.ts';
import {
  districtName,
  nearestTehranPlace,
  tehranGazetteer,
} from '../../../adapters/geocoding/tehran-gazetteer.ts';
import type { AccountContext } from './context.ts';

/** The spec's 15 results (storefront.md §9). */
export const placeSearchLimit = 15;

/**
 * Searches one customer may make in a minute. The box asks 250 ms after typing stops, so a person
 * typing a long name asks a dozen times; more is a script (and, with Neshan, the shop's paid quota).
 */
export const placeSearchRateLimit = { max: 60, windowSeconds: 60 } as const;

/**
 * `GET cedar/search`: places for the address map's search box. The configured provider answers
 * (Neshan or Nominatim), the embedded gazetteer when none is configured, when it fails or takes over
 * 3 s, or finds nothing. Every answer is a place inside Tehran's districts with its district named by
 * the gazetteer (decision 52: it has the last word on "outside"), so a result never moves the pin
 * where the shop does not deliver.
 */
export async function searchPlaces(
  ctx: AccountContext,
  customerId: number,
  query: { q: string; lat?: number | undefined; lng?: number | undefined },
): Promise<FoundPlace[]> {
  const counter = await ctx.counters.increment(
    `limit:placeSearch:${customerId}`,
    placeSearchRateLimit.windowSeconds,
  );
  if (counter.count > placeSearchRateLimit.max) {
    throw new DomainError('RATE_LIMITED', {
      params: { wait: formatRetryWait(counter.resetInSeconds) },
      extra: { retry_after: counter.resetInSeconds },
    });
  }
  const near: Point =
    query.lat !== undefined && query.lng !== undefined && isInTehranBounds(query.lat, query.lng)
      ? { lat: query.lat, lng: query.lng }
      : addressMap.centre;
  if (ctx.geocoder !== tehranGazetteer) {
    try {
      const found = inTehran(
        await ctx.geocoder.search(query.q, near, placeSearchLimit, AbortSignal.timeout(3000)),
      );
      if (found.length > 0) return found;
    } catch (error) {
      ctx.logError(error, `geocoder ${ctx.geocoder.provider} search failed; the gazetteer answered`);
    }
  }
  return inTehran(await tehranGazetteer.search(query.q, near, placeSearchLimit));
}

/** The hits inside Tehran's districts, each with its district, at most the spec's 15. */
function inTehran(hits: readonly PlaceHit[]): FoundPlace[] {
  return hits
    .flatMap((hit) => {
      const inside = nearestTehranPlace(hit);
      return inside ? [{ ...hit, district: districtName(inside.district) }] : [];
    })
    .slice(0, placeSearchLimit);
}
