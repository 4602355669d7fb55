import { describe, expect, it } from 'vitest';
import { imageVariants, responsiveImage } from './responsive-image.ts';

describe('imageVariants', () => {
  it('lists the WebP copies of a seeded product or bundle picture at 320 and 640 px', () => {
    expect(imageVariants('/files/seed/v2/products/bottle-mihan-front.png')).toBe(
      '/files/seed/v2/products/bottle-mihan-front-w320.webp 320w, /files/seed/v2/products/bottle-mihan-front-w640.webp 640w',
    );
    expect(imageVariants('/files/seed/v2/bundles/breakfast.png')).toBe(
      '/files/seed/v2/bundles/breakfast-w320.webp 320w, /files/seed/v2/bundles/breakfast-w640.webp 640w',
    );
  });

  it('gives sliders and banners copies by their own widths', () => {
    expect(imageVariants('/files/seed/v2/sliders/dairy-mobile.png')).toBe(
      '/files/seed/v2/sliders/dairy-mobile-w400.webp 400w, /files/seed/v2/sliders/dairy-mobile-w800.webp 800w',
    );
    expect(imageVariants('/files/seed/v2/sliders/dairy-desktop.png')).toBe(
      '/files/seed/v2/sliders/dairy-desktop-w800.webp 800w, /files/seed/v2/sliders/dairy-desktop-w1600.webp 1600w',
    );
    expect(imageVariants('/files/seed/v2/banners/tea.png')).toBe(
      '/files/seed/v2/banners/tea-w400.webp 400w, /files/seed/v2/banners/tea-w800.webp 800w',
    );
  });

  it('keeps a file host in front of the copies', () => {
    expect(imageVariants('https://cdn.example/files/seed/v2/products/jar-kalleh-pair.png')).toBe(
      'https://cdn.example/files/seed/v2/products/jar-kalleh-pair-w320.webp 320w, https://cdn.example/files/seed/v2/products/jar-kalleh-pair-w640.webp 640w',
    );
  });

  it('has none for uploads, logos, pictures seeded before the copies existed, or anything else', () => {
    for (const url of [
      '/files/uploads/products/3f2a9c.png',
      '/files/seed/v2/brands/mihan.png',
      '/files/seed/v1/categories/jar-16a34a.png',
      '/files/seed/v1/products/bottle-mihan-front.png',
      '/files/seed/v2/products/bottle-mihan-front.jpg',
      '/files/seed/v2/products/bottle-mihan-front-w320.webp',
      '/files/seed/v2/products/bottle-mihan-front.png?v=2',
      'https://example.com/picture.png',
      '',
    ]) {
      expect(imageVariants(url), url).toBeUndefined();
    }
  });
});

describe('responsiveImage', () => {
  it('adds srcSet and sizes only where copies exist', () => {
    expect(responsiveImage('/files/seed/v2/bundles/tea.png', '50vw')).toEqual({
      src: '/files/seed/v2/bundles/tea.png',
      srcSet: '/files/seed/v2/bundles/tea-w320.webp 320w, /files/seed/v2/bundles/tea-w640.webp 640w',
      sizes: '50vw',
    });
    expect(responsiveImage('/files/uploads/a.png', '50vw')).toEqual({ src: '/files/uploads/a.png' });
  });
});
