import { SEED_IMAGE_ROOT } from '@shop/domain/images/seed-variants';
import type { ImageKind } from '../data/define.ts';
import { darken, lighten } from './colour.ts';
import { productStyle } from './product-image.ts';
import { drawShape } from './shapes.ts';
import { fitFontSize, linearGradient, persianText, svgDocument } from './svg.ts';

/** What a slider or banner says and shows. */
export type PromoArt = {
  /** A Latin key for the file name. */
  key: string;
  headline: string;
  subline: string;
  /** The call to action on the button. */
  action: string;
  colour: string;
  /** Two or three silhouettes shown beside the text. */
  kinds: readonly ImageKind[];
};

/** Silhouettes in the theme colour, each scaled into a `size`-pixel cell centred at (x, y). */
function products(art: PromoArt, cells: readonly (readonly [number, number, number])[]): string {
  return cells
    .map(([x, y, size], i) => {
      const kind = art.kinds[i % art.kinds.length] ?? 'box';
      const colour = i % 2 === 0 ? darken(art.colour, 0.15) : lighten(art.colour, 0.1);
      const scale = size / 600;
      const shape = drawShape(kind, productStyle(kind, colour, null));
      return `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})">${shape}</g>`;
    })
    .join('');
}

/** A pill-shaped call-to-action whose right edge is at `right`. */
function button(text: string, right: number, y: number, height: number, fill: string, ink: string): string {
  const size = Math.round(height * 0.42);
  const width = Math.round(text.length * size * 0.58 + height);
  return (
    `<rect x="${right - width}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>` +
    persianText(text, { x: right - width / 2, y: y + height / 2 + size * 0.36, size, fill: ink, weight: 700 })
  );
}

/**
 * 1600×400: text on the right (where a Persian reader starts), products on a halo at the left, the
 * lower right corner left for the page's call to action.
 */
export function sliderDesktopSvg(art: PromoArt): string {
  const defs = linearGradient('sky', lighten(art.colour, 0.12), darken(art.colour, 0.12));
  const headlineSize = fitFontSize(art.headline, 820, 76);
  const body =
    `<rect width="1600" height="400" fill="url(#sky)"/>` +
    `<circle cx="330" cy="200" r="260" fill="#ffffff" fill-opacity="0.14"/>` +
    `<circle cx="330" cy="230" r="170" fill="#ffffff" fill-opacity="0.22"/>` +
    `<circle cx="1560" cy="20" r="120" fill="#ffffff" fill-opacity="0.08"/>` +
    products(art, [
      [200, 230, 250],
      [460, 230, 250],
      [330, 215, 300],
    ]) +
    persianText(art.headline, {
      x: 1500,
      y: 160,
      size: headlineSize,
      fill: '#ffffff',
      weight: 900,
      align: 'right',
    }) +
    persianText(art.subline, {
      x: 1500,
      y: 225,
      size: 34,
      fill: '#ffffff',
      weight: 400,
      align: 'right',
      opacity: 0.92,
    });
  // No painted button: the page draws a real one over this corner (slider-row.tsx, issue 46 item 15),
  // as it does on the mobile picture, which never had one.
  return svgDocument(1600, 400, body, defs);
}

/** 800×500: headline centred on top, products below. */
export function sliderMobileSvg(art: PromoArt): string {
  const defs = linearGradient('sky', lighten(art.colour, 0.12), darken(art.colour, 0.12));
  const headlineSize = fitFontSize(art.headline, 700, 60);
  const body =
    `<rect width="800" height="500" fill="url(#sky)"/>` +
    `<ellipse cx="400" cy="420" rx="330" ry="130" fill="#ffffff" fill-opacity="0.18"/>` +
    persianText(art.headline, { x: 400, y: 92, size: headlineSize, fill: '#ffffff', weight: 900 }) +
    persianText(art.subline, { x: 400, y: 146, size: 28, fill: '#ffffff', weight: 400, opacity: 0.92 }) +
    products(art, [
      [250, 350, 220],
      [550, 350, 220],
      [400, 330, 260],
    ]);
  return svgDocument(800, 500, body, defs);
}

/** 800×300: a lighter card than the slider, so banners read as secondary. */
export function bannerSvg(art: PromoArt): string {
  const headlineSize = fitFontSize(art.headline, 470, 48);
  const body =
    `<rect width="800" height="300" fill="${lighten(art.colour, 0.85)}"/>` +
    `<circle cx="170" cy="170" r="150" fill="${lighten(art.colour, 0.65)}"/>` +
    `<circle cx="760" cy="10" r="90" fill="${lighten(art.colour, 0.75)}"/>` +
    products(art, [
      [110, 170, 190],
      [240, 170, 190],
    ]) +
    persianText(art.headline, {
      x: 750,
      y: 112,
      size: headlineSize,
      fill: darken(art.colour, 0.3),
      weight: 900,
      align: 'right',
    }) +
    persianText(art.subline, {
      x: 750,
      y: 162,
      size: 24,
      fill: darken(art.colour, 0.45),
      weight: 400,
      align: 'right',
    }) +
    button(art.action, 750, 196, 52, darken(art.colour, 0.05), '#ffffff');
  return svgDocument(800, 300, body);
}

export const sliderKey = (key: string, device: 'desktop' | 'mobile') =>
  `${SEED_IMAGE_ROOT}/sliders/${key}-${device}.png`;
export const bannerKey = (key: string) => `${SEED_IMAGE_ROOT}/banners/${key}.png`;
