import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Vazirmatn cut down to what a Persian shop page shows: one 42 KB file instead of fontsource's
 * Arabic (46 KB, with Urdu, Sindhi and presentation forms) plus Latin (34 KB, needed for the space
 * alone). Fonts travel beside the framework's scripts before the first paint on a slow phone
 * network, so these bytes were a third of what a page waited for.
 */

/** Inclusive code point ranges. Characters outside them fall back to the system font. */
const ranges: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Latin letters, digits and punctuation: brand names, e-mail, "٪" neighbours
  [0x00a0, 0x00a0], // no-break space
  [0x00ab, 0x00ab], // «
  [0x00bb, 0x00bb], // »
  [0x00d7, 0x00d7], // ×
  [0x060c, 0x060c], // ،
  [0x061b, 0x061b], // ؛
  [0x061f, 0x061f], // ؟
  [0x0621, 0x063a], // Arabic letters shared with Persian
  [0x0640, 0x0655], // tatweel, ف to ي, short vowels and hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits and the Arabic percent, decimal and thousands signs
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06c0, 0x06c0], // ۀ
  [0x06cc, 0x06cc], // ی
  [0x06f0, 0x06f9], // Persian digits
  [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
  [0x2010, 0x2015], // hyphens and dashes
  [0x2018, 0x201e], // quotation marks
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2212, 0x2212], // minus
];

export const shopCharacters: string = ranges
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  )
  .join('');

/** The weights the stylesheet uses (font-normal to font-black); the variable axis keeps only these. */
const weights = { min: 400, max: 900 } as const;

const require = createRequire(import.meta.url);
const source = join(
  dirname(require.resolve('vazirmatn/package.json')),
  'fonts/webfonts/Vazirmatn[wght].woff2',
);

/** Where the stylesheet (app/fonts.css) finds the cut font; generated, not committed. */
export const shopFontPath = join(import.meta.dirname, '../.generated/vazirmatn-shop.woff2');

async function isFresh(): Promise<boolean> {
  try {
    const [output, input, recipe] = await Promise.all(
      [shopFontPath, source, import.meta.filename].map((path) => stat(path)),
    );
    return output!.mtimeMs > Math.max(input!.mtimeMs, recipe!.mtimeMs);
  } catch {
    return false;
  }
}

export async function writeShopFont(): Promise<void> {
  if (await isFresh()) return;
  const font = await subsetFont(await readFile(source), shopCharacters, {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
  await mkdir(dirname(shopFontPath), { recursive: true });
  await writeFile(shopFontPath, font);
}

/** Writes the cut font before Vite resolves the stylesheet that points at it (build and dev). */
export function shopFont(): Plugin {
  let written: Promise<void> | undefined;
  return {
    name: 'shop:font',
    buildStart() {
      written ??= writeShopFont();
      return written;
    },
  };
}
