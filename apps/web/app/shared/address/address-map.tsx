import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '@shop/domain/account/map-tiles';
import { addressMap, tehranBounds } from '@shop/domain/account/tehran';
import L from 'leaflet';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { drawDistricts } from './draw-districts.ts';

type Point = { lat: number; lng: number };
/** Where the dialog asks the map to go (a place chosen in the search box); a new object each time. */
export type MapTarget = Point & { zoom: number };

/**
 * How long the street tiles may take before the map draws the districts instead, and how many may
 * fail first: a tile host that is unreachable (offline, filtered, blocked) answers errors at once, a
 * host that hangs answers nothing.
 */
const tilesTimeoutMs = 6000;
const tileErrorsBeforeGivingUp = 3;

/**
 * The address map (Leaflet), loaded only when the address dialog opens. The point is the map's
 * centre, under a fixed pin: the customer drags the map (or taps a place, which the map moves to),
 * as Iranian delivery apps do. It shows the street tiles (`MAP_TILES_URL`, OpenStreetMap's by
 * default; decision 087) and, when they do not load (no network, the host unreachable or silent),
 * falls back to Tehran's districts drawn offline from the embedded list, saying so under the map.
 */
export function AddressMap({
  start,
  zoom,
  onMove,
  tiles,
  target,
  overlay,
}: {
  tiles: MapTiles | null;
  /** Drawn over the map's top (the search box), outside Leaflet's own events. */
  overlay?: ReactNode;
  start: Point;
  zoom: number;
  onMove: (point: Point) => void;
  target: MapTarget | null;
}) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [mode, setMode] = useState<'tiles' | 'districts'>(tiles ? 'tiles' : 'districts');

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
    mapRef.current = map;
    // Leaflet's own buttons are titled in English.
    L.control
      .zoom({
        zoomInTitle: faAddresses.dialog.zoomIn,
        zoomOutTitle: faAddresses.dialog.zoomOut,
        // The search box lies along the top.
        position: 'bottomleft',
      })
      .addTo(map);
    map.attributionControl?.setPrefix(false);
    // Where the shop delivers, on either map.
    L.rectangle(
      [
        [tehranBounds.south, tehranBounds.west],
        [tehranBounds.north, tehranBounds.east],
      ],
      { color: '#0f766e', weight: 1, fill: false, dashArray: '6 6', interactive: false },
    ).addTo(map);
    const stopTiles = tiles ? showTiles(map, tiles, () => setMode('districts')) : null;
    if (!tiles) drawDistricts(map);
    const report = () => {
      const centre = map.getCenter();
      onMove({ lat: Number(centre.lat.toFixed(6)), lng: Number(centre.lng.toFixed(6)) });
    };
    map.on('moveend', report);
    map.on('click', (event: L.LeafletMouseEvent) => map.panTo(event.latlng));
    report();
    return () => {
      stopTiles?.();
      mapRef.current = null;
      map.remove();
    };
    // The map is made once per dialog (onMove is a state setter: it never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (target) mapRef.current?.setView([target.lat, target.lng], target.zoom);
  }, [target]);

  return (
    <div className="flex h-full w-full flex-col gap-1">
      <div
        className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-teal-50"
        dir="ltr"
        data-map-mode={mode}
      >
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
        {overlay}
      </div>
      {mode === 'districts' && tiles && (
        <p role="status" className="text-xs text-muted">
          {faAddresses.dialog.tilesUnavailable}
        </p>
      )}
    </div>
  );
}

/**
 * Lays the street tiles on the map; when none has loaded after a few errors or `tilesTimeoutMs`,
 * takes them away (their credit with them) and draws the districts instead. Once one tile has loaded
 * the tiles stay: a later failure is one grey square, and the browser keeps what it already has.
 */
function showTiles(map: L.Map, tiles: MapTiles, onGiveUp: () => void): () => void {
  const layer = L.tileLayer(tiles.url, {
    minZoom: addressMap.minZoom,
    maxZoom: addressMap.maxZoom,
    detectRetina: false,
    ...(tiles.attribution ? { attribution: tiles.attribution } : {}),
  });
  let hasLoaded = false;
  let errors = 0;
  const giveUp = () => {
    if (hasLoaded) return;
    clearTimeout(timer);
    layer.off();
    map.removeLayer(layer);
    map.attributionControl?.remove();
    drawDistricts(map);
    onGiveUp();
  };
  const timer = setTimeout(giveUp, tilesTimeoutMs);
  layer.on('tileload', () => {
    hasLoaded = true;
    clearTimeout(timer);
  });
  layer.on('tileerror', () => {
    errors += 1;
    if (errors >= tileErrorsBeforeGivingUp) giveUp();
  });
  // Offline already: no need to wait for the errors.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    giveUp();
    return () => undefined;
  }
  layer.addTo(map);
  return () => clearTimeout(timer);
}
