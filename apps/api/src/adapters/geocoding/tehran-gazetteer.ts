import { capitalName, isInTehranBounds } from '@shop/domain/account/tehran';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { Geocoder, Point } from './port.ts';
import { tehranDistricts, type Place } from '@shop/domain/account/tehran-places';
import { searchTehranPlaces } from './tehran-place-search.ts';

/** Farther than this from every known neighbourhood is not Tehran (the box's empty corners). */
const maxDistanceKm = 4;

const earthKm = 6371;
const rad = Math.PI / 180;

/** Distance in km; the equirectangular approximation is exact enough across one city. */
function distanceKm(a: Point, b: Point): number {
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * earthKm;
}

const places: { place: Place; district: number }[] = tehranDistricts.flatMap((district) =>
  district.places.map((place) => ({ place, district: district.number })),
);

/** The district and neighbourhood nearest to a point in Tehran, or null outside the city. */
export function nearestTehranPlace(point: Point): { district: number; neighbourhood: string } | null {
  if (!isInTehranBounds(point.lat, point.lng)) return null;
  let best: (typeof places)[number] | null = null;
  let bestKm = Infinity;
  for (const candidate of places) {
    const km = distanceKm(point, candidate.place);
    if (km < bestKm) [best, bestKm] = [candidate, km];
  }
  if (!best || bestKm > maxDistanceKm) return null;
  return { district: best.district, neighbourhood: best.place.name };
}

/** «منطقهٔ ۳»: how Tehran's municipal districts are named. */
export function districtName(number: number): string {
  return `منطقهٔ ${toPersianDigits(number)}`;
}

/**
 * The default geocoder: offline, from the embedded list of Tehran's districts (decision 52) and its
 * places for the map's search box (decision 087).
 */
export const tehranGazetteer: Geocoder = {
  provider: 'gazetteer',
  async locate(point) {
    const found = nearestTehranPlace(point);
    if (!found) return null;
    return {
      province: capitalName,
      city: capitalName,
      suburb: districtName(found.district),
      neighbourhood: found.neighbourhood,
      road: null,
      postcode: null,
    };
  },
  async search(query, near, limit) {
    return searchTehranPlaces(query, near, limit);
  },
};
