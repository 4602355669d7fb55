import { SEED_IMAGE_ROOT } from '@shop/domain/images/seed-variants';
import type { ImageKind } from '../data/define.ts';
import { darken, lighten } from './colour.ts';
import { productStyle } from './product-image.ts';
import { drawShape } from './shapes.ts';
import { fitFontSize, linearGradient, persianText, svgDocument } from './svg.ts';

/** 600×600: a wicker basket with its components peeking out and the bundle's name on a ribbon. */
export function bundleImageSvg(name: string, colour: string, kinds: readonly ImageKind[]): string {
  const peeking = kinds.slice(0, 4).map((kind, i) => {
    const x = [150, 330, 240, 420][i] ?? 300;
    const y = [150, 140, 110, 170][i] ?? 150;
    const tone = i % 2 === 0 ? colour : darken(colour, 0.25);
    return `<g transform="translate(${x - 110} ${y - 40}) scale(0.4)">${drawShape(kind, productStyle(kind, tone, null))}</g>`;
  });
  // Drawn back to front: the middle item sits behind the two at the sides.
  const order = [2, 0, 1, 3].map((i) => peeking[i] ?? '').join('');
  let weave = '';
  for (let y = 352; y < 500; y += 26)
    weave += `<path d="M118,${y} H482" stroke="#92400e" stroke-opacity="0.35" stroke-width="6"/>`;
  for (let x = 140; x < 470; x += 34)
    weave += `<path d="M${x},330 L${x + 12},510" stroke="#92400e" stroke-opacity="0.25" stroke-width="5"/>`;
  const size = fitFontSize(name, 340, 40);
  const body =
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<circle cx="300" cy="300" r="250" fill="${lighten(colour, 0.82)}"/>` +
    `<path d="M150,330 C150,160 450,160 450,330" fill="none" stroke="#b45309" stroke-width="18" stroke-linecap="round"/>` +
    order +
    `<path d="M100,320 H500 L470,510 Q466,530 446,530 H154 Q134,530 130,510 Z" fill="#d97706"/>` +
    weave +
    `<rect x="92" y="306" width="416" height="34" rx="12" fill="#b45309"/>` +
    `<ellipse cx="300" cy="552" rx="210" ry="16" fill="#0f172a" fill-opacity="0.08"/>` +
    `<path d="M90,400 H510 L490,430 L510,460 H90 L110,430 Z" fill="${colour}"/>` +
    persianText(name, { x: 300, y: 430 + size * 0.36, size, fill: '#ffffff', weight: 900 });
  return svgDocument(600, 600, body, linearGradient('bg', '#ffffff', lighten(colour, 0.88)));
}

export const bundleImageKey = (key: string) => `${SEED_IMAGE_ROOT}/bundles/${key}.png`;
