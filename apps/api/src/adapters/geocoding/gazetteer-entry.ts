import type { PlaceKind } from '@shop/domain/account/schemas';

// One entry of the offline gazetteer the map's search box reads (decision 087), and the small makers
// its lists are written with: a place at one point, or a street or expressway as points along it.

export type GazetteerEntry = {
  name: string;
  kind: PlaceKind;
  points: readonly { lat: number; lng: number }[];
  /** Other names people type for it (an old name, the name without its title). */
  aliases: readonly string[];
};

type LatLng = readonly [number, number];

const at =
  (kind: PlaceKind) =>
  (name: string, lat: number, lng: number, ...aliases: string[]) =>
    ({ name, kind, points: [{ lat, lng }], aliases }) satisfies GazetteerEntry;
const along =
  (kind: PlaceKind) =>
  (name: string, points: readonly LatLng[], ...aliases: string[]) =>
    ({ name, kind, points: points.map(([lat, lng]) => ({ lat, lng })), aliases }) satisfies GazetteerEntry;

export const square = at('square');
export const landmark = at('landmark');
export const neighbourhood = at('neighbourhood');
export const street = along('street');
export const highway = along('highway');
