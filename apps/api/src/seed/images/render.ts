import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { encodePng } from './encode-png.ts';
import { FONT_FAMILY } from './svg.ts';

// Vazirmatn ships static TTFs in fonts/ttf; resvg shapes Persian (joining, RTL) with them. System
// fonts are not loaded: the output must not depend on what the machine has installed.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')),
  'fonts',
  'ttf',
);

const FONT_FILES: Readonly<Record<string, string>> = {
  '400': join(fontDir, 'Vazirmatn-Regular.ttf'),
  '700': join(fontDir, 'Vazirmatn-Bold.ttf'),
  '900': join(fontDir, 'Vazirmatn-Black.ttf'),
};

/**
 * Lossless WebP: pixel for pixel what the PNG encoder would store, at about two thirds of its size
 * (a 320 px product picture: ~5 KB against ~7.7 KB as PNG; the 600 px PNG is ~19 KB). Lossy WebP
 * at quality 80 was a third smaller again, but on these flat, pale drawings it wiped out the
 * faint outline of glass jars and bottles against their tinted backdrop and blurred the edges
 * between saturated colours; only quality 95, larger than lossless, kept them. In lossless mode
 * `quality` is how hard libwebp tries (not fidelity), and effort 3 with quality 50 took a fifth less
 * time than the defaults for about the same bytes. */
const WEBP = { lossless: true, quality: 50, effort: 3 } as const;

// resvg parses every font file on every render (about 5 ms each), so only the weights an SVG
// actually uses are loaded; most product pictures need just the black weight.
const optionsCache = new Map<string, ResvgRenderOptions>();

function optionsFor(svg: string): ResvgRenderOptions {
  const weights = [...new Set([...svg.matchAll(/font-weight="(\d+)"/g)].map((m) => m[1] ?? '700'))].sort();
  const cacheKey = weights.join(',');
  let options = optionsCache.get(cacheKey);
  if (!options) {
    const fontFiles = weights.map((w) => FONT_FILES[w]).filter((f): f is string => f !== undefined);
    options = {
      font: { fontFiles, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
      logLevel: 'off',
    };
    optionsCache.set(cacheKey, options);
  }
  return options;
}

/** Rasterises an SVG document at its own width and height; both steps run on libuv's thread pool. */
export async function renderPng(svg: string): Promise<Uint8Array> {
  const image = await renderAsync(svg, optionsFor(svg));
  return encodePng(image.width, image.height, image.pixels);
}

/**
 * Rasterises an SVG document `width` pixels wide (the height follows its aspect ratio) and encodes
 * it as WebP. Drawing the vector at the target size keeps edges and text crisp, which downscaling
 * the PNG would soften.
 */
export async function renderWebp(svg: string, width: number): Promise<Uint8Array> {
  const image = await renderAsync(svg, { ...optionsFor(svg), fitTo: { mode: 'width', value: width } });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .webp(WEBP)
    .toBuffer();
}
