import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '@shop/domain/account/map-tiles';
import { addressMap, tehranBounds } from '@shop/domain/account/tehran';
import { districtCentre, tehranDistricts } from '@shop/domain/account/tehran-places';
import { toPersianDigits } from '@shop/domain/persian-digits';
import L from 'leaflet';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { format } from '../i18n/fa.ts';
import { useEffect, useRef } from 'react';

type Point = { lat: number; lng: number };

/**
 * The address map (Leaflet), loaded only when the address dialog opens. The point is the map's
 * centre, under a fixed pin: the customer drags the map (or taps a place, which the map moves to),
 * as Iranian delivery apps do. It needs no network: Tehran's districts are drawn from the embedded
 * list as vectors, with the delivery area's box. With a tile server configured (`MAP_TILES_URL`) its
 * pictures lie under them; a tile that fails to load leaves the vectors showing.
 */
export function AddressMap({
  start,
  zoom,
  onMove,
  tiles,
}: {
  tiles: MapTiles | null;
  start: Point;
  zoom: number;
  onMove: (point: Point) => void;
}) {
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, {
      center: [start.lat, start.lng],
      zoom,
      minZoom: addressMap.minZoom,
      maxZoom: addressMap.maxZoom,
      attributionControl: tiles?.attribution != null,
      zoomControl: false,
    });
    // Leaflet's own buttons are titled in English.
    L.control
      .zoom({ zoomInTitle: faAddresses.dialog.zoomIn, zoomOutTitle: faAddresses.dialog.zoomOut })
      .addTo(map);
    if (tiles) {
      map.attributionControl?.setPrefix(false);
      L.tileLayer(tiles.url, {
        minZoom: addressMap.minZoom,
        maxZoom: addressMap.maxZoom,
        detectRetina: false,
        ...(tiles.attribution ? { attribution: tiles.attribution } : {}),
      }).addTo(map);
    }
    L.rectangle(
      [
        [tehranBounds.south, tehranBounds.west],
        [tehranBounds.north, tehranBounds.east],
      ],
      { color: '#0f766e', weight: 1, fill: false, dashArray: '6 6', interactive: false },
    ).addTo(map);
    for (const district of tehranDistricts) {
      const centre = districtCentre(district);
      L.circle([centre.lat, centre.lng], {
        radius: 1900,
        color: '#0f766e',
        weight: 1,
        fillColor: '#14b8a6',
        fillOpacity: 0.08,
        interactive: false,
      })
        .bindTooltip(format(faAddresses.dialog.district, { number: toPersianDigits(district.number) }), {
          permanent: true,
          direction: 'center',
          className: 'district-label',
        })
        .addTo(map);
      for (const place of district.places) {
        L.circleMarker([place.lat, place.lng], {
          radius: 2,
          color: '#0f766e',
          weight: 1,
          interactive: false,
        }).addTo(map);
      }
    }
    const report = () => {
      const centre = map.getCenter();
      onMove({ lat: Number(centre.lat.toFixed(6)), lng: Number(centre.lng.toFixed(6)) });
    };
    map.on('moveend', report);
    map.on('click', (event: L.LeafletMouseEvent) => map.panTo(event.latlng));
    report();
    return () => {
      map.remove();
    };
    // The map is made once per dialog (onMove is a state setter: it never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="relative h-full w-full overflow-hidden rounded-2xl bg-teal-50" dir="ltr">
      <div ref={element} className="h-full w-full" data-testid="address-map" />
      {/* The pin marks the map's centre: the point that is saved. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 36"
        className="pointer-events-none absolute top-1/2 left-1/2 z-[500] h-10 w-7 -translate-x-1/2 -translate-y-full"
      >
        <path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#e11d48" />
        <circle cx="12" cy="12" r="4.5" fill="white" />
      </svg>
    </div>
  );
}
