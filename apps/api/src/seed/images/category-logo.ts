import type { ImageKind } from '../data/define.ts';
import { darken, lighten } from './colour.ts';
import { drawShape } from './shapes.ts';
import { svgDocument } from './svg.ts';

export const CATEGORY_LOGO_SIZE = 160;

/**
 * An icon-like pictogram: the category's silhouette in white on a circle of its top category's
 * colour. Shared by every category with the same silhouette and colour.
 */
export function categoryLogoSvg(kind: ImageKind, colour: string): string {
  const style = {
    body: '#ffffff',
    shade: lighten(colour, 0.55),
    label: darken(colour, 0.18),
    ink: '#ffffff',
    accent: lighten(colour, 0.78),
    text: null,
    gloss: false,
  };
  // The 600-unit frame's silhouettes span roughly x 100–500 and y 60–540; this fits them in ~104 px.
  const scale = 0.2;
  const shape = `<g transform="translate(${80 - 300 * scale} ${82 - 310 * scale}) scale(${scale})">${drawShape(kind, style)}</g>`;
  const ring = `<circle cx="80" cy="80" r="74" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`;
  return svgDocument(160, 160, `<circle cx="80" cy="80" r="80" fill="${colour}"/>${ring}${shape}`);
}

export function categoryLogoKey(kind: ImageKind, colour: string): string {
  return `seed/v1/categories/${kind}-${colour.replace('#', '')}.png`;
}
