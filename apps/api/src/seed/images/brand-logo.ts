import { darken, lighten } from './colour.ts';
import { inkFor } from './product-image.ts';
import { fitFontSize, persianText, svgDocument } from './svg.ts';

export const BRAND_LOGO_WIDTH = 240;
export const BRAND_LOGO_HEIGHT = 120;

/**
 * The brand name as a wordmark, in one of three styles (filled pill, outlined with a swoosh,
 * plain with an emblem) so a grid of brand logos does not look like one template.
 */
export function brandLogoSvg(name: string, colour: string, index: number): string {
  const style = index % 3;
  const background = '<rect width="240" height="120" rx="16" fill="#ffffff"/>';
  if (style === 0) {
    const size = fitFontSize(name, 180, 46);
    return svgDocument(
      240,
      120,
      background +
        `<rect x="14" y="22" width="212" height="76" rx="38" fill="${colour}"/>` +
        `<rect x="22" y="30" width="196" height="60" rx="30" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>` +
        persianText(name, { x: 120, y: 60 + size * 0.36, size, fill: inkFor(colour), weight: 900 }),
    );
  }
  if (style === 1) {
    const size = fitFontSize(name, 200, 50);
    return svgDocument(
      240,
      120,
      background +
        persianText(name, { x: 120, y: 56 + size * 0.3, size, fill: colour, weight: 900 }) +
        `<path d="M40,92 Q120,112 200,88" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }
  const size = fitFontSize(name, 150, 44);
  return svgDocument(
    240,
    120,
    background +
      `<circle cx="196" cy="60" r="28" fill="${colour}"/>` +
      `<path d="M182,66 q14,-30 28,0 q-14,12 -28,0 z" fill="#ffffff" fill-opacity="0.85"/>` +
      persianText(name, {
        x: 158,
        y: 60 + size * 0.36,
        size,
        fill: darken(colour, 0.1),
        weight: 900,
        align: 'right',
      }),
  );
}

export function brandLogoKey(brandKey: string): string {
  return `seed/v1/brands/${brandKey}.png`;
}
