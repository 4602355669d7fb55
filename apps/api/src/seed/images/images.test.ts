import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../adapters/files/port.ts';
import { brandLogoKey, brandLogoSvg } from './brand-logo.ts';
import { bundleImageKey, bundleImageSvg } from './bundle-image.ts';
import { categoryLogoSvg } from './category-logo.ts';
import { ImageJobs, writeImages } from './image-jobs.ts';
import { productImageKey, productImageSvg } from './product-image.ts';
import {
  bannerKey,
  bannerSvg,
  sliderDesktopSvg,
  sliderKey,
  sliderMobileSvg,
  type PromoArt,
} from './promo-images.ts';

function memoryStore(): FileStore & { files: Map<string, Uint8Array | string> } {
  const files = new Map<string, Uint8Array | string>();
  return {
    files,
    put: async (key, body) => void files.set(key, body),
    exists: async (key) => files.has(key),
    publicUrl: (key) => `/files/${key}`,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A WebP file is a RIFF container: "RIFF", four bytes of length, then "WEBP". */
function isWebp(file: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...file.subarray(from, to));
  return text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP';
}

const art: PromoArt = {
  key: 'dairy',
  headline: 'تخفیف ویژه',
  subline: 'فقط امروز',
  action: 'خرید',
  colour: '#0284c7',
  kinds: ['carton', 'cup'],
};

describe('seed images', () => {
  it('puts the brand name on the label and escapes it', () => {
    expect(productImageSvg('bottle', '#1d4ed8', 'میهن', 'front')).toContain('>میهن</text>');
    expect(brandLogoSvg('A&B', '#dc2626', 1)).toContain('A&amp;B');
  });

  it('renders small PNGs once and skips files that exist', async () => {
    const store = memoryStore();
    const jobs = new ImageJobs();
    jobs.add('p.png', () => productImageSvg('carton', '#dc2626', 'کاله', 'front'));
    jobs.add('p.png', () => {
      throw new Error('a key is drawn once');
    });
    jobs.add('c.png', () => categoryLogoSvg('jar', '#16a34a'));
    jobs.add('s.png', () => sliderDesktopSvg(art));
    const first = await writeImages(store, jobs.list());
    expect(first).toMatchObject({ planned: 3, written: 3, skipped: 0 });
    const png = store.files.get('p.png') as Uint8Array;
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.byteLength).toBeLessThan(40_000);
    const second = await writeImages(store, jobs.list());
    expect(second).toMatchObject({ written: 0, skipped: 3 });
  });

  it('writes WebP copies drawn at each width beside the PNGs of products, bundles, sliders and banners', async () => {
    const store = memoryStore();
    const jobs = new ImageJobs();
    const product = productImageKey('bottle', 'mihan', 'front');
    jobs.add(product, () => productImageSvg('bottle', '#1d4ed8', 'میهن', 'front'));
    jobs.add(bundleImageKey('breakfast'), () => bundleImageSvg('سبد صبحانه', '#16a34a', ['bottle', 'jar']));
    jobs.add(sliderKey('dairy', 'mobile'), () => sliderMobileSvg(art));
    jobs.add(sliderKey('dairy', 'desktop'), () => sliderDesktopSvg(art));
    jobs.add(bannerKey('dairy'), () => bannerSvg(art));
    jobs.add(brandLogoKey('mihan'), () => brandLogoSvg('میهن', '#1d4ed8', 0));

    const first = await writeImages(store, jobs.list());
    // Five pictures with two copies each, and a logo with none.
    expect(first).toMatchObject({ planned: 6 + 5 * 2, written: 6 + 5 * 2, skipped: 0 });
    expect([...store.files.keys()].filter((key) => key.endsWith('.webp')).sort()).toEqual([
      'seed/v2/banners/dairy-w400.webp',
      'seed/v2/banners/dairy-w800.webp',
      'seed/v2/bundles/breakfast-w320.webp',
      'seed/v2/bundles/breakfast-w640.webp',
      'seed/v2/products/bottle-mihan-front-w320.webp',
      'seed/v2/products/bottle-mihan-front-w640.webp',
      'seed/v2/sliders/dairy-desktop-w1600.webp',
      'seed/v2/sliders/dairy-desktop-w800.webp',
      'seed/v2/sliders/dairy-mobile-w400.webp',
      'seed/v2/sliders/dairy-mobile-w800.webp',
    ]);
    for (const [key, body] of store.files) {
      if (!key.endsWith('.webp')) continue;
      const file = body as Uint8Array;
      expect(isWebp(file), key).toBe(true);
      const width = Number(/-w(\d+)\.webp$/.exec(key)?.[1]);
      const meta = await sharp(file).metadata();
      expect({ key, format: meta.format, width: meta.width }).toEqual({ key, format: 'webp', width });
    }
    const small = store.files.get('seed/v2/products/bottle-mihan-front-w320.webp') as Uint8Array;
    expect(small.byteLength).toBeLessThan((store.files.get(product) as Uint8Array).byteLength / 2);
    expect(
      (await sharp(store.files.get('seed/v2/sliders/dairy-mobile-w400.webp') as Uint8Array).metadata())
        .height,
    ).toBe(250);

    // A copy lost half-way is made again; nothing else is redrawn.
    store.files.delete('seed/v2/products/bottle-mihan-front-w640.webp');
    const second = await writeImages(store, jobs.list());
    expect(second).toMatchObject({ written: 1, skipped: 6 + 5 * 2 - 1 });
    expect(store.files.has('seed/v2/products/bottle-mihan-front-w640.webp')).toBe(true);
  });
});
