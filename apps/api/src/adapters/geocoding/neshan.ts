import type { PlaceKind } from '@shop/domain/account/schemas';
import { capitalName } from '@shop/domain/account/tehran';
import { getJson, provinceName, text } from './http-json.ts';
import { districtName } from './tehran-gazetteer.ts';
import type { Geocoder, PlaceHit } from './port.ts';

/**
 * Neshan's reverse geocoding (`NESHAN_API_KEY`): `GET /v5/reverse?lat&lng` with the `Api-Key` header;
 * the answer's `status` is "OK" with `state`, `city`, `municipality_zone` (the district's number),
 * `neighbourhood` and `route_name`. Names only: "in Tehran" is the gazetteer's to say.
 * The map's search asks `GET /v1/search?term&lat&lng` (Neshan's place search, around the map's
 * centre, nearest first): `{ count, items: [{ title, type, category, location: { x: lng, y: lat } }] }`.
 */
export function createNeshanGeocoder(options: { apiKey: string; baseUrl: string }): Geocoder {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  return {
    provider: 'neshan',
    async locate(point, signal) {
      const url = new URL('v5/reverse', base);
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
    async search(query, near, limit, signal) {
      const url = new URL('v1/search', base);
      url.search = new URLSearchParams({
        term: query,
        lat: String(near.lat),
        lng: String(near.lng),
      }).toString();
      const body = (await getJson('neshan', url, { 'api-key': options.apiKey }, signal)) as {
        items?: unknown;
      };
      if (!Array.isArray(body.items)) return [];
      return body.items
        .flatMap((item: Record<string, unknown>): PlaceHit[] => {
          const location = (item['location'] ?? {}) as Record<string, unknown>;
          const lat = Number(location['y']);
          const lng = Number(location['x']);
          const name = text(item['title']);
          if (!name || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
          return [{ name, kind: neshanKind(item), lat, lng }];
        })
        .slice(0, limit);
    },
  };
}

/** Neshan's `type` and `category` as the search box's kinds. */
function neshanKind(item: Record<string, unknown>): PlaceKind {
  const type = String(item['type'] ?? '');
  if (type === 'square') return 'square';
  if (['motorway', 'trunk', 'highway', 'freeway'].includes(type)) return 'highway';
  if (['street', 'primary', 'secondary', 'tertiary', 'residential', 'road', 'alley'].includes(type)) {
    return 'street';
  }
  if (['neighbourhood', 'neighborhood', 'suburb', 'region'].includes(type) || item['category'] === 'region') {
    return 'neighbourhood';
  }
  return 'landmark';
}
