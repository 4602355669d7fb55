import { SEED_IMAGE_ROOT } from '@shop/domain/images/seed-variants';
import type { ImageKind } from '../data/define.ts';
import { darken, lighten, rotateHue } from './colour.ts';
import { LOOKS, type LookName } from './fresh-looks.ts';
import type { ShapeStyle } from './shape-style.ts';
import { drawShape } from './shapes.ts';
import { svgDocument } from './svg.ts';

/**
 * The pictures one (silhouette or fresh item's look × brand) pair gets: the main one and two gallery
 * variants. Products share them, so 100,000 products need no more files than 1,500.
 */
export const PRODUCT_VARIANTS = ['front', 'angle', 'pair'] as const;
export type ProductVariant = (typeof PRODUCT_VARIANTS)[number];

export const PRODUCT_IMAGE_SIZE = 600;

/** Dark text on light brand colours, white on the rest. */
export function inkFor(colour: string): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const luminance =
    (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255;
  return luminance > 0.62 ? '#1f2937' : '#ffffff';
}

// Natural colours for what is not packaging; picked by the brand so two brands' apples differ.
const FRUIT = ['#ef4444', '#f59e0b', '#84cc16', '#fb923c'];
const MEAT = ['#e26d6d', '#f2b58a', '#ef8f7f'];

function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * How each silhouette is painted from one brand colour; a fresh item's look (fresh-looks.ts) paints
 * the item in its natural colours and leaves the brand the sticker.
 */
export function productStyle(
  kind: ImageKind,
  colour: string,
  text: string | null,
  look: LookName | null = null,
): ShapeStyle {
  const style = kindStyle(kind, colour, text);
  if (!look) return style;
  const { body, shade, accent } = LOOKS[look];
  return { ...style, body, shade, accent };
}

function kindStyle(kind: ImageKind, colour: string, text: string | null): ShapeStyle {
  const base: ShapeStyle = {
    body: lighten(colour, 0.86),
    shade: lighten(colour, 0.55),
    label: colour,
    ink: inkFor(colour),
    accent: darken(colour, 0.2),
    text,
    gloss: true,
  };
  const pickFrom = (list: readonly string[]) => list[hashOf(colour + kind) % list.length] ?? colour;
  switch (kind) {
    case 'carton':
    case 'tube':
      return { ...base, body: '#ffffff', shade: lighten(colour, 0.7) };
    case 'cup':
      return { ...base, body: '#ffffff', shade: '#cbd5e1', accent: lighten(colour, 0.3) };
    case 'sack':
      return { ...base, body: '#f5efe0', shade: '#e2d3ae', accent: lighten(colour, 0.45) };
    case 'can':
      return { ...base, body: '#e5e7eb', shade: '#94a3b8', accent: '#cbd5e1' };
    case 'pouch':
    case 'bar':
      return {
        ...base,
        body: colour,
        shade: darken(colour, 0.3),
        label: '#ffffff',
        ink: darken(colour, 0.1),
        accent: lighten(colour, 0.45),
      };
    case 'loaf':
      return { ...base, body: '#d99a4e', shade: '#a8692c', accent: lighten(colour, 0.5) };
    case 'fruit': {
      const fruit = pickFrom(FRUIT);
      return { ...base, body: fruit, shade: darken(fruit, 0.3), accent: '#22c55e' };
    }
    case 'vegetable':
      return { ...base, body: '#ef4444', shade: '#b91c1c', accent: '#4d7c0f', label: darken(colour, 0.1) };
    case 'roll':
      return { ...base, body: '#ffffff', shade: '#cbd5e1', accent: '#f1f5f9' };
    case 'tray':
      return { ...base, body: pickFrom(MEAT), shade: '#64748b', accent: '#e2e8f0' };
    case 'eggs':
      return { ...base, body: '#d6c3a0', shade: '#b9a47c', accent: '#f3dcb8' };
    case 'bulb':
      return { ...base, body: '#fff7d6', shade: '#6b7280', accent: '#9ca3af' };
    default:
      return base;
  }
}

// Flat concentric halos instead of a true gradient: a full-frame gradient doubled the render time
// and made PNGs larger, while stepped tints read as the same soft studio backdrop.
function background(tint: string): string {
  return (
    `<rect width="600" height="600" fill="${lighten(tint, 0.95)}"/>` +
    `<circle cx="300" cy="320" r="262" fill="${lighten(tint, 0.91)}"/>` +
    `<circle cx="300" cy="320" r="196" fill="${lighten(tint, 0.87)}"/>`
  );
}

const floor = (cx: number, width: number) =>
  `<ellipse cx="${cx}" cy="540" rx="${width}" ry="18" fill="#0f172a" fill-opacity="0.08"/>`;

/** A 600×600 product picture: soft brand-tinted backdrop, floor shadow and the silhouette. */
export function productImageSvg(
  kind: ImageKind,
  colour: string,
  brandName: string,
  variant: ProductVariant,
  look: LookName | null = null,
): string {
  const style = productStyle(kind, colour, brandName, look);
  const shape = look ? LOOKS[look].draw(style) : drawShape(kind, style);
  switch (variant) {
    case 'front': {
      return svgDocument(600, 600, background(colour) + floor(300, 170) + shape);
    }
    case 'angle': {
      const deco = `<circle cx="112" cy="118" r="54" fill="${lighten(colour, 0.72)}"/>`;
      const tilted = `<g transform="translate(30 30) scale(0.92) rotate(-9 300 330)">${shape}</g>`;
      return svgDocument(600, 600, background(rotateHue(colour, 28)) + deco + floor(310, 150) + tilted);
    }
    case 'pair': {
      const back = `<g transform="translate(40 60) scale(0.72)">${shape}</g>`;
      const front = `<g transform="translate(190 110) scale(0.78)">${shape}</g>`;
      return svgDocument(600, 600, background(rotateHue(colour, -28)) + floor(300, 220) + back + front);
    }
  }
}

/**
 * Where a product picture is stored; one file per (silhouette, look, brand, variant), e.g.
 * vegetable-onion-sabzineh-front.png. Without a look the name is the one from before looks, whose
 * picture has not changed, so a file store seeded earlier keeps serving it.
 */
export function productImageKey(
  kind: ImageKind,
  brandKey: string,
  variant: ProductVariant,
  look: LookName | null = null,
): string {
  const name = look ? `${kind}-${look}` : kind;
  return `${SEED_IMAGE_ROOT}/products/${name}-${brandKey}-${variant}.png`;
}
