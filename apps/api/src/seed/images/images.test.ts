import { describe, expect, it } from 'vitest';
import type { FileStore } from '../../adapters/files/port.ts';
import { brandLogoSvg } from './brand-logo.ts';
import { categoryLogoSvg } from './category-logo.ts';
import { ImageJobs, writeImages } from './image-jobs.ts';
import { productImageSvg } from './product-image.ts';
import { sliderDesktopSvg } from './promo-images.ts';

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
    jobs.add('s.png', () =>
      sliderDesktopSvg({
        key: 's',
        headline: 'تخفیف ویژه',
        subline: 'فقط امروز',
        action: 'خرید',
        colour: '#0284c7',
        kinds: ['carton', 'cup'],
      }),
    );
    const first = await writeImages(store, jobs.list());
    expect(first).toMatchObject({ planned: 3, written: 3, skipped: 0 });
    const png = store.files.get('p.png') as Uint8Array;
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.byteLength).toBeLessThan(40_000);
    const second = await writeImages(store, jobs.list());
    expect(second).toMatchObject({ written: 0, skipped: 3 });
  });
});
