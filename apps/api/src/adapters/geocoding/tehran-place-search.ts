import type { PlaceKind } from '@shop/domain/account/schemas';
import { allowedTypos, typoDistance } from '@shop/domain/catalogue/spelling';
import {
  latinKeyboardToPersian,
  looksLikeWrongKeyboardLayout,
  normalizeSearchText,
} from '@shop/domain/search-text';
import type { PlaceHit, Point } from './port.ts';
import { tehranSearchPlaces, type GazetteerEntry } from './tehran-search-places.ts';

/**
 * The map's search box with no network (decision 087): the embedded places of Tehran matched with
 * the shop's Persian normalisation (ي/ی, ك/ک, ZWNJ and spaces, آ/ا), by prefix while the customer is
 * still typing, and within a slip or two (the catalogue's typo distance). A title the customer types
 * («میدان», «خیابان», «خ») only prefers places of that kind; the name decides.
 */

/** Titles written before a name, and the kind each prefers. «خ» and «م» are how addresses shorten them. */
const titles: Readonly<Record<string, PlaceKind>> = {
  میدان: 'square',
  م: 'square',
  فلکه: 'square',
  خیابان: 'street',
  خ: 'street',
  بلوار: 'street',
  بزرگراه: 'highway',
  اتوبان: 'highway',
  ازادراه: 'highway',
  محله: 'neighbourhood',
};

type Name = { core: string; words: readonly string[] };
type Indexed = { entry: GazetteerEntry; names: readonly Name[] };

function nameOf(text: string): Name {
  const words = normalizeSearchText(text)
    .split(' ')
    .filter((word) => word !== '' && !(word in titles));
  return { core: words.join(''), words };
}

const index: readonly Indexed[] = tehranSearchPlaces.map((entry) => ({
  entry,
  names: [entry.name, ...entry.aliases].map(nameOf),
}));

type Query = { core: string; words: readonly string[]; kinds: ReadonlySet<PlaceKind> };

function queryOf(text: string): Query {
  const all = normalizeSearchText(text).split(' ').filter(Boolean);
  const kinds = new Set(all.flatMap((word) => (word in titles ? [titles[word] as PlaceKind] : [])));
  const words = all.filter((word) => !(word in titles));
  return { core: words.join(''), words, kinds };
}

/** How well a name answers the query: 0 is not at all; exact beats prefix beats a slip. */
function scoreName(query: Query, name: Name): number {
  const q = query.core;
  const n = name.core;
  if (q === n) return 100;
  if (n.startsWith(q)) return 85;
  if (query.words.every((word) => name.words.some((own) => own.startsWith(word)))) return 75;
  if (q.length >= 3 && n.includes(q)) return 65;
  const max = allowedTypos(q);
  if (max === 0) return 0;
  // A slip in what was typed so far: against the whole name, or its start as long as the query.
  const whole = typoDistance(q, n, max);
  if (whole <= max) return 55 - 10 * whole;
  const start = Math.min(
    typoDistance(q, n.slice(0, q.length), max),
    typoDistance(q, n.slice(0, q.length + 1), max),
  );
  if (start <= max) return 45 - 10 * start;
  return 0;
}

const rad = Math.PI / 180;
/** Squared equirectangular distance: only compared, never shown. */
function farness(a: Point, b: Point): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = b.lat - a.lat;
  return x * x + y * y;
}

function nearestPoint(entry: GazetteerEntry, near: Point): Point {
  let best = entry.points[0] as Point;
  for (const point of entry.points) if (farness(point, near) < farness(best, near)) best = point;
  return best;
}

/** The places best matching `text`, the nearer to `near` first among equals, at most `limit`. */
export function searchTehranPlaces(text: string, near: Point, limit: number): PlaceHit[] {
  const queries = [queryOf(text)];
  // Typed on an English keyboard by mistake («,k;» for «ونک»): try the Persian letters of those keys.
  if (looksLikeWrongKeyboardLayout(text)) queries.push(queryOf(latinKeyboardToPersian(text)));
  const found: { hit: PlaceHit; score: number; farness: number }[] = [];
  for (const { entry, names } of index) {
    let score = 0;
    for (const query of queries) {
      const onlyTitles = query.core === '' && query.kinds.size > 0;
      for (const name of names) {
        // «میدان» alone: the squares, nearest first.
        const base = onlyTitles ? (query.kinds.has(entry.kind) ? 10 : 0) : scoreName(query, name);
        const preferred = base > 0 && query.kinds.has(entry.kind) ? 5 : 0;
        score = Math.max(score, base + preferred);
      }
    }
    if (score === 0) continue;
    const point = nearestPoint(entry, near);
    found.push({
      hit: { name: entry.name, kind: entry.kind, lat: point.lat, lng: point.lng },
      score,
      farness: farness(point, near),
    });
  }
  return found
    .sort((a, b) => b.score - a.score || a.farness - b.farness)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
