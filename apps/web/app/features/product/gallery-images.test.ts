import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images.ts';

describe('galleryImages', () => {
  it('puts the main image first and drops repeats', () => {
    expect(galleryImages('/a.png', ['/a.png', '/b.png', '/b.png', '/c.png'])).toEqual([
      '/a.png',
      '/b.png',
      '/c.png',
    ]);
    expect(galleryImages('/a.png', [])).toEqual(['/a.png']);
  });
});
