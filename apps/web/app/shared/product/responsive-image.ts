import { preload } from 'react-dom';
import { seedImageVariantKey, seedImageVariantWidths } from '@shop/domain/images/seed-variants';

const FILES = '/files/';
const FILES_SEED = `${FILES}seed/`;

/**
 * Smaller copies of catalogue pictures for `srcset`, so a phone showing a card 155 px wide loads a
 * ~5 KB WebP 320 px wide rather than the ~19 KB PNG 600 px wide. The naming rule is shared with the
 * seed, which writes the copies (@shop/domain/images/seed-variants).
 *
 * Only the demo seed's pictures (under /files/seed/v2/) have copies so far. Any other URL, an
 * uploaded image above all, gives undefined and the plain `src` is used: uploads get copies when the
 * back office makes them on upload (its own issue), and this is where their rule will go.
 */
export function imageVariants(url: string): string | undefined {
  const at = url.indexOf(FILES_SEED);
  if (at === -1) return undefined;
  const base = url.slice(0, at + FILES.length); // "/files/", or a file host's "https://…/files/"
  const key = url.slice(base.length);
  const widths = seedImageVariantWidths(key);
  if (widths.length === 0) return undefined;
  return widths.map((width) => `${base}${seedImageVariantKey(key, width)} ${width}w`).join(', ');
}

/**
 * `src`, plus `srcSet` and `sizes` when the picture has smaller copies; spread onto an <img>. They
 * come before `src`, as a browser should see them when React makes the element on the client.
 */
export function responsiveImage(
  url: string,
  sizes: string,
): { sizes?: string; srcSet?: string; src: string } {
  const srcSet = imageVariants(url);
  return srcSet ? { sizes, srcSet, src: url } : { src: url };
}

/**
 * Asks for a picture before the browser reaches its <img>: called while rendering, React 19 puts
 * a <link rel="preload" as="image"> with the same srcset and sizes into the <head> of the server's
 * HTML (or of the page, on a client-side navigation), so the copy the <img> will pick is already
 * on its way. For the page's largest paint only.
 */
export function preloadImage(url: string, sizes: string): void {
  const srcSet = imageVariants(url);
  preload(url, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  });
}

// `sizes` say how wide each picture is drawn, in CSS px, so the browser picks the smallest copy
// that is sharp on its screen. They follow the layouts' CSS: root.tsx's <main> (12 px padding,
// 20 px from 640 px, at most 1536 px wide), the 12 px padding of the cards, and the rows below;
// checked against the drawn widths in Chromium from 360 to 1920 px. A guess a little too wide
// costs a few bytes, one too narrow would blur: where two layouts share a picture, the wider wins.

/**
 * A product card in a shelf (app.css's shelf-row: 2 cards per view to 560 px, 3 to 850, 4 to 1000,
 * 5 to 1200, 6 to 1400, then 7): 155 px on a 390 px phone, 179 px on a wide screen. The default of
 * ProductCard.
 */
export const SHELF_CARD_SIZES = [
  '(max-width: 560px) calc(50vw - 40px)',
  '(max-width: 850px) calc(33.3vw - 40px)',
  '(max-width: 1000px) calc(25vw - 40px)',
  '(max-width: 1200px) calc(20vw - 40px)',
  '(max-width: 1400px) calc(16.7vw - 40px)',
  '(max-width: 1536px) calc(14.3vw - 40px)',
  '180px',
].join(', ');

/**
 * A product card in a listing's grid (ProductGrid: 2 columns, 3 from 640 px, beside a 15rem filter
 * column from 769 px, 4 columns beside 17rem from 1024 px, 5 from 1536 px).
 */
export const GRID_CARD_SIZES = [
  '(max-width: 639px) calc(50vw - 40px)',
  '(max-width: 768px) calc(33.3vw - 45px)',
  '(max-width: 1023px) calc(33.3vw - 130px)',
  '(max-width: 1535px) calc(25vw - 115px)',
  '210px',
].join(', ');

/**
 * A product card among similar products (SimilarRow in a product's or a bundle's tabs: 2 columns
 * under 600 px, then 3, 4 from 900 px, 5 from 1200 px and 7 from 1920 px per view).
 */
export const SIMILAR_CARD_SIZES = [
  '(max-width: 599px) calc(50vw - 52px)',
  '(max-width: 899px) calc(33.3vw - 48px)',
  '(max-width: 1199px) calc(25vw - 53px)',
  '(max-width: 1536px) calc(20vw - 48px)',
  '(max-width: 1919px) 260px',
  '175px',
].join(', ');

/**
 * The main picture of the product page's gallery and the bundle page's picture: the whole box on
 * phones (less the page's and the box's padding), then 5/12 of it beside the details from 768 px.
 */
export const PAGE_PICTURE_SIZES = [
  '(min-width: 1536px) 590px',
  '(min-width: 1024px) calc(41.7vw - 50px)',
  '(min-width: 768px) calc(41.7vw - 45px)',
  '(min-width: 640px) calc(100vw - 72px)',
  'calc(100vw - 56px)',
].join(', ');

/**
 * A bundle card in the bundles list (1 column, 2 from 640 px, 3 from 1024, 4 from 1536) or among
 * similar bundles (2 columns under 600 px, then 3 to 5 per view); one width covers both.
 */
export const BUNDLE_CARD_SIZES = [
  '(max-width: 639px) calc(100vw - 48px)',
  '(max-width: 1023px) calc(50vw - 50px)',
  '(max-width: 1535px) calc(33.3vw - 45px)',
  '345px',
].join(', ');

/** The gallery's thumbnails: size-16, size-18 from 640 px (a 2 px frame around them). */
export const THUMBNAIL_SIZES = '72px';

/** A bundle's products in its card and its table: size-12. */
export const BUNDLE_ITEM_SIZES = '48px';
