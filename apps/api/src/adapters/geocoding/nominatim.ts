import type { PlaceKind } from '@shop/domain/account/schemas';
import { capitalName, tehranBounds } from '@shop/domain/account/tehran';
import { getJson, provinceName, text } from './http-json.ts';
import type { Geocoder, PlaceHit } from './port.ts';

/**
 * OpenStreetMap's Nominatim (`NOMINATIM_URL`: the public server or the shop's own): `GET /reverse?
 * format=jsonv2&lat&lon&zoom=18&addressdetails=1&accept-language=fa`, with a User-Agent naming the shop
 * as its usage policy asks. Names only: whether the point is in Tehran is the gazetteer's to say.
 * The map's search asks `GET /search?format=jsonv2&q&viewbox&bounded=1&accept-language=fa`, bounded to
 * the box around Tehran.
 */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string }): Geocoder {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const headers = { 'user-agent': options.userAgent, accept: 'application/json' };
  return {
    provider: 'nominatim',
    async locate(point, signal) {
      const url = new URL('reverse', base);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(point.lat),
        lon: String(point.lng),
        zoom: '18',
        addressdetails: '1',
        'accept-language': 'fa',
      }).toString();
      const body = (await getJson('nominatim', url, headers, signal)) as {
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
    async search(query, _near, limit, signal) {
      const url = new URL('search', base);
      const { west, north, east, south } = tehranBounds;
      url.search = new URLSearchParams({
        format: 'jsonv2',
        q: query,
        viewbox: [west, north, east, south].join(','),
        bounded: '1',
        'accept-language': 'fa',
        limit: String(limit),
      }).toString();
      const body = await getJson('nominatim', url, headers, signal);
      if (!Array.isArray(body)) return [];
      return body.flatMap((item: Record<string, unknown>): PlaceHit[] => {
        const lat = Number(item['lat']);
        const lng = Number(item['lon']);
        const name = text(item['name']) ?? text(String(item['display_name'] ?? '').split('،')[0]);
        if (!name || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
        return [{ name, kind: nominatimKind(item), lat, lng }];
      });
    },
  };
}

/** OpenStreetMap's tags as the search box's kinds. */
function nominatimKind(item: Record<string, unknown>): PlaceKind {
  const category = item['category'];
  const type = String(item['type'] ?? '');
  if (item['addresstype'] === 'square' || type === 'square') return 'square';
  if (category === 'highway') return /^(motorway|trunk)/.test(type) ? 'highway' : 'street';
  if (category === 'place' && ['neighbourhood', 'suburb', 'quarter', 'city_block'].includes(type)) {
    return 'neighbourhood';
  }
  return 'landmark';
}
