import { sticker, type ShapeStyle } from './shape-style.ts';

// One drawing per fruit or vegetable, so a bag of onions is not shown as tomatoes. Each item is
// drawn once around (0, 0), about 100 units in radius, and placed two or three times the way produce
// lies in a crate; the style's body, shade and accent are the item's natural colours (fresh-looks.ts)
// and only the sticker carries the brand.

export const STEM = '#78350f';

/** An item drawn around the origin, moved to (x, y), scaled by k and turned by `turn` degrees. */
export function place(x: number, y: number, k: number, item: string, turn = 0): string {
  const rotate = turn ? ` rotate(${turn})` : '';
  return `<g transform="translate(${x} ${y})${rotate} scale(${k})">${item}</g>`;
}

/**
 * A flat body with the soft shading of the other fresh shapes: the outline filled in the item's
 * colour, its right side darkened, and the body again squeezed towards its left edge on top, which
 * leaves a crescent of shade on the right whatever the outline.
 */
export function shaded(d: string, left: number, fill: string, shade: string): string {
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="${d}" fill="${shade}" fill-opacity="0.45"/>` +
    `<path d="${d}" fill="${fill}" transform="translate(${left} 0) scale(0.84 1) translate(${-left} 0)"/>`
  );
}

export const shine = (s: ShapeStyle, x: number, y: number, rx: number, ry: number, turn = 0) =>
  s.gloss
    ? `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${turn} ${x} ${y})" fill="#ffffff" fill-opacity="0.4"/>`
    : '';

export const ellipsePath = (rx: number, ry: number) =>
  `M${-rx},0 A${rx},${ry} 0 1 1 ${rx},0 A${rx},${ry} 0 1 1 ${-rx},0 Z`;

/** A star of `points` pointed leaves seen from the side (flattened): a tomato's or an eggplant's calyx. */
export function calyx(
  cx: number,
  cy: number,
  points: number,
  r: number,
  squash: number,
  fill: string,
): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.32;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle) * squash).toFixed(1)}`;
  });
  return `<polygon points="${corners.join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round"/>`;
}

export const leaf = (x: number, y: number, length: number, turn: number, fill: string) =>
  `<path d="M0,0 q${length * 0.5},${-length * 0.42} ${length},0 q${-length * 0.5},${length * 0.42} ${-length},0 z" transform="translate(${x} ${y}) rotate(${turn})" fill="${fill}"/>`;

export const stalk = (d: string, colour = STEM, width = 9) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Three round items, one behind two, with the sticker on the one at the back. */
export function pile(s: ShapeStyle, one: (s: ShapeStyle) => string): string {
  const item = one(s);
  return (
    place(300, 300, 1.12, item) + place(210, 410, 1, item) + place(390, 410, 1, item) + sticker(s, 300, 330)
  );
}
