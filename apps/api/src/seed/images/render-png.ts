import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
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
