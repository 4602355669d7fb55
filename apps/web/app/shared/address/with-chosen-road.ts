import type { FoundPlace, Locality } from '@shop/domain/account/schemas';

/**
 * The street the customer chose in the search box names the point's road when the geocoder named
 * none (the offline gazetteer names districts and neighbourhoods only), as long as the pin has not
 * been dragged away from it: the form's address then starts with what the customer searched for.
 */
export function withChosenRoad(
  locality: Locality,
  chosen: FoundPlace | null,
  point: { lat: number; lng: number },
): Locality {
  if (!chosen || locality.road || chosen.kind === 'neighbourhood') return locality;
  // Within about ten metres: the map centres on whole pixels, so its centre is near the place, not on it.
  const isOnIt = Math.abs(chosen.lat - point.lat) < 1e-4 && Math.abs(chosen.lng - point.lng) < 1e-4;
  return isOnIt ? { ...locality, road: chosen.name } : locality;
}
