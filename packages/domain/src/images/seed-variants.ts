/**
 * The naming rule for the smaller WebP copies the demo seed writes beside its PNG pictures. The
 * seed writes them by this rule and the web app lists them in `srcset` by the same rule, so the two
 * cannot drift apart.
 *
 *   seed/v2/products/bottle-mihan-front.png → seed/v2/products/bottle-mihan-front-w320.webp
 *
 * The folder's version is part of the rule. Catalogues seeded before the copies existed point at
 * seed/v1 pictures, which have none, so the web app must not guess copies for them: they keep their
 * plain PNG `src`. Brand and category logos get no copies and stay in seed/v1.
 */
export const SEED_IMAGE_ROOT = 'seed/v2';

/**
 * The widths of each kind of picture's copies: about half and about all of its widest use on a
 * 1× and a 2–3× screen. Brand and category logos are small PNGs already and get none.
 */
const RULES: readonly { pattern: RegExp; widths: readonly number[] }[] = [
  // 600×600, shown at 150–270 px in cards and up to 590 px on the product and bundle pages.
  { pattern: /^seed\/v2\/(?:products|bundles)\/[\w-]+\.png$/, widths: [320, 640] },
  // 800×500, under 1024 px only.
  { pattern: /^seed\/v2\/sliders\/[\w-]+-mobile\.png$/, widths: [400, 800] },
  // 1600×400, from 1024 px.
  { pattern: /^seed\/v2\/sliders\/[\w-]+-desktop\.png$/, widths: [800, 1600] },
  // 800×300, a full-width or half-width row.
  { pattern: /^seed\/v2\/banners\/[\w-]+\.png$/, widths: [400, 800] },
];

/** The widths of the WebP copies the seed writes for a file key; none for any other key. */
export function seedImageVariantWidths(key: string): readonly number[] {
  return RULES.find((rule) => rule.pattern.test(key))?.widths ?? [];
}

/** The key of a picture's WebP copy `width` pixels wide. */
export function seedImageVariantKey(key: string, width: number): string {
  return `${key.replace(/\.png$/, '')}-w${width}.webp`;
}
