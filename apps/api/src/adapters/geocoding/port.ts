import type { Locality, PlaceKind } from '@shop/domain/account/schemas';

export type Point = { lat: number; lng: number };

/** A place a provider found for the map's search box, before the gazetteer gives it a district. */
export type PlaceHit = { name: string; kind: PlaceKind; lat: number; lng: number };

/**
 * Names a point for the address form (reverse geocoding) and finds places by name for the map's
 * search box. `locate` resolves null for a point the shop does not deliver to (outside Tehran's
 * districts); both reject with GeocoderUnavailableError when a provider did not answer, so the
 * caller can fall back to the embedded gazetteer.
 */
export interface Geocoder {
  readonly provider: string;
  locate(point: Point, signal?: AbortSignal): Promise<Locality | null>;
  /**
   * Places in Tehran whose name matches `query`, best first, at most `limit`; `near` (the map's
   * centre) orders equal matches and is where a provider searches around.
   */
  search(query: string, near: Point, limit: number, signal?: AbortSignal): Promise<PlaceHit[]>;
}

export class GeocoderUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`geocoder unavailable: ${reason}`, options);
    this.name = 'GeocoderUnavailableError';
  }
}
