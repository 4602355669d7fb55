/**
 * The address map's picture layer (issue 18, decision 087): a tile server's URL template, as Leaflet
 * and every tile provider write it (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`). When its tiles
 * do not load (offline, blocked) the map still works: Tehran's districts are drawn as vectors.
 */
export type MapTiles = {
  /** The template with `{z}`, `{x}`, `{y}` and optionally `{s}` (a subdomain) and `{r}` (retina). */
  url: string;
  /** Who to credit under the map; OpenStreetMap's tiles must be credited by their licence. */
  attribution: string | null;
};

/**
 * The tiles a shop gets without MAP_TILES_URL (decision 087): OpenStreetMap's standard layer, whose
 * usage policy asks for its credit in the corner, a browser's Referer and no bulk downloading, and
 * allows switching without a software update (MAP_TILES_URL). A shop with many customers names its
 * own provider (Neshan's or Map.ir's tiles with its key, or its own tile server).
 */
export const defaultMapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">مشارکت‌کنندگان OpenStreetMap</a>',
} as const satisfies MapTiles;

const placeholders = ['{z}', '{x}', '{y}'] as const;

/** Why a tile template cannot be used, or null when it can. */
export function tileTemplateProblem(template: string): string | null {
  if (!/^https?:\/\/[^/?#]+\//.test(template)) return 'must be an http(s) address with a path';
  const missing = placeholders.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) return `must contain ${missing.join(', ')}`;
  const sample = template.replaceAll('{s}', 'a').replace(/\{[a-z]+\}/g, '0');
  try {
    new URL(sample);
  } catch {
    return 'is not an address';
  }
  if (/[\s;,']/.test(template)) return 'must not contain spaces, quotes, commas or semicolons';
  return null;
}

/**
 * The source a Content-Security-Policy must allow for the tiles' pictures: the template's origin,
 * with the label holding `{s}` widened to `*` (a, b and c.tile.openstreetmap.org are one source).
 */
export function tileImageSource(template: string): string {
  const origin = /^(https?:\/\/[^/?#]+)/.exec(template)?.[1] ?? '';
  const [scheme, host = ''] = origin.split('://');
  const labels = host.split('.').map((label) => (label.includes('{') ? '*' : label));
  return `${scheme}://${labels.join('.')}`;
}
