import { capitalName } from '@shop/domain/account/tehran';
import { getJson, provinceName, text } from './http-json.ts';
import type { ReverseGeocoder } from './port.ts';

/**
 * OpenStreetMap's Nominatim (`NOMINATIM_URL`: the public server or the shop's own): `GET /reverse?
 * format=jsonv2&lat&lon&zoom=18&addressdetails=1&accept-language=fa`, with a User-Agent naming the shop
 * as its usage policy asks. Names only: whether the point is in Tehran is the gazetteer's to say.
 */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string }): ReverseGeocoder {
  return {
    provider: 'nominatim',
    async locate(point, signal) {
      const url = new URL('reverse', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(point.lat),
        lon: String(point.lng),
        zoom: '18',
        addressdetails: '1',
        'accept-language': 'fa',
      }).toString();
      const body = (await getJson(
        'nominatim',
        url,
        { 'user-agent': options.userAgent, accept: 'application/json' },
        signal,
      )) as {
        address?: Record<string, unknown>;
        error?: unknown;
      };
      const address = body.address;
      if (!address) return null;
      return {
        province: provinceName(address['state']) ?? capitalName,
        city: text(address['city']) ?? text(address['town']) ?? capitalName,
        suburb: text(address['suburb']) ?? text(address['city_district']),
        neighbourhood: text(address['neighbourhood']) ?? text(address['quarter']),
        road: text(address['road']),
        postcode: text(address['postcode']),
      };
    },
  };
}
