import { capitalName } from '@shop/domain/account/tehran';
import { getJson, provinceName, text } from './http-json.ts';
import { districtName } from './tehran-gazetteer.ts';
import type { ReverseGeocoder } from './port.ts';

/**
 * Neshan's reverse geocoding (`NESHAN_API_KEY`): `GET /v5/reverse?lat&lng` with the `Api-Key` header;
 * the answer's `status` is "OK" with `state`, `city`, `municipality_zone` (the district's number),
 * `neighbourhood` and `route_name`. Names only: "in Tehran" is the gazetteer's to say.
 */
export function createNeshanGeocoder(options: { apiKey: string; baseUrl: string }): ReverseGeocoder {
  return {
    provider: 'neshan',
    async locate(point, signal) {
      const url = new URL(
        'v5/reverse',
        options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
      );
      url.search = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) }).toString();
      const body = (await getJson('neshan', url, { 'api-key': options.apiKey }, signal)) as Record<
        string,
        unknown
      >;
      if (body['status'] !== 'OK') return null;
      const zone = text(body['municipality_zone']);
      return {
        province: provinceName(body['state']) ?? capitalName,
        city: text(body['city']) ?? capitalName,
        suburb: zone && /^\d+$/.test(zone) ? districtName(Number(zone)) : zone,
        neighbourhood: text(body['neighbourhood']),
        road: text(body['route_name']),
        postcode: null,
      };
    },
  };
}
