import type { Locality } from '@shop/domain/account/schemas';

export type Point = { lat: number; lng: number };

/**
 * Names a point for the address form (reverse geocoding). Resolves null for a point the shop does not
 * deliver to (outside Tehran's districts); rejects with GeocoderUnavailableError when a provider did
 * not answer, so the caller can fall back to the embedded gazetteer.
 */
export interface ReverseGeocoder {
  readonly provider: string;
  locate(point: Point, signal?: AbortSignal): Promise<Locality | null>;
}

export class GeocoderUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`geocoder unavailable: ${reason}`, options);
    this.name = 'GeocoderUnavailableError';
  }
}
