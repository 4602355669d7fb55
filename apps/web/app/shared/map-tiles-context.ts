import type { MapTiles } from '@shop/domain/account/map-tiles';
import { createContext } from 'react-router';

/**
 * The address map's tile server (`MAP_TILES_URL`), or null for the offline map of districts. The host
 * (apps/api/src/web-host) sets it from its configuration, as it does the CSP nonce, and allows the
 * server's pictures in the pages' policy; loaders of pages with the map hand it to the page.
 */
export const mapTilesContext = createContext<MapTiles | null>(null);
