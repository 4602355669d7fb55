// Where the shop delivers (checkout-and-account.md §1, §9: only the capital). One place for the
// map's start, its limits and the capital's names, read by the address modal and by the server, which
// refuses a point outside whatever the browser says.

export const capitalName = 'تهران';

/** The address map's start (spec §9) and its zoom limits. */
export const addressMap = {
  centre: { lat: 35.69, lng: 51.39 },
  zoom: 13,
  editZoom: 15,
  minZoom: 4,
  maxZoom: 19,
} as const;

/**
 * A box around Tehran's 22 districts: the locality services answer only inside it, and a point
 * outside it is never delivered to. The districts themselves decide within it (the gazetteer).
 */
export const tehranBounds = { south: 35.55, north: 35.84, west: 51.09, east: 51.62 } as const;

export function isInTehranBounds(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= tehranBounds.south &&
    lat <= tehranBounds.north &&
    lng >= tehranBounds.west &&
    lng <= tehranBounds.east
  );
}

/** Missing province and city display as the capital (spec §3 "Address"). */
export function displayPlace(value: string | null | undefined): string {
  return value?.trim() ? value : capitalName;
}
