import { describe, expect, it } from 'vitest';
import { catalogueTree, leavesOf } from '../data/categories.ts';
import { LOOKS, lookOf } from './fresh-looks.ts';
import { productImageKey, productImageSvg } from './product-image.ts';

const leaves = leavesOf(catalogueTree).map(({ leaf }) => leaf);
const produceLeaves = leaves.filter((leaf) => leaf.kind === 'fruit' || leaf.kind === 'vegetable');
// Meat and fish trays: their colour once came from the brand's hash.
const trayLeaves = leaves.filter((leaf) => leaf.kind === 'tray');

describe('fresh looks', () => {
  it('gives every fruit, vegetable and tray of meat or fish in the demo catalogue a look of its kind', () => {
    expect(produceLeaves.length).toBeGreaterThanOrEqual(4);
    expect(trayLeaves.length).toBeGreaterThanOrEqual(4);
    const missing = [...produceLeaves, ...trayLeaves].flatMap((leaf) =>
      leaf.items.filter((item) => lookOf(leaf.kind, item) === null).map((item) => `${leaf.name}: ${item}`),
    );
    expect(missing).toEqual([]);
  });

  it('draws each fruit and vegetable differently; only the bags of mixed herbs share one', () => {
    const looks = produceLeaves.flatMap((leaf) => leaf.items.map((item) => lookOf(leaf.kind, item)));
    const single = looks.filter((look) => look !== 'herbs');
    expect(new Set(single).size).toBe(single.length);
    expect(looks.filter((look) => look === 'herbs')).toHaveLength(5);
  });

  it('gives پیاز a picture of its own, not the tomatoes', () => {
    const onion = lookOf('vegetable', 'پیاز زرد');
    const tomato = lookOf('vegetable', 'گوجه‌فرنگی');
    expect([onion, tomato]).toEqual(['onion', 'tomato']);
    expect(productImageKey('vegetable', 'sabzineh', 'front', onion)).toBe(
      'seed/v2/products/vegetable-onion-sabzineh-front.png',
    );
    expect(productImageKey('vegetable', 'sabzineh', 'front', tomato)).not.toBe(
      productImageKey('vegetable', 'sabzineh', 'front', onion),
    );
    const svg = (look: typeof onion) => productImageSvg('vegetable', '#4d7c0f', 'سبزینه', 'front', look);
    expect(svg(onion)).not.toBe(svg(tomato));
    expect(svg(onion)).toContain(LOOKS.onion.body);
    expect(svg(onion)).not.toContain(LOOKS.tomato.body);
    // The brand is still on the sticker.
    expect(svg(onion)).toContain('>سبزینه</text>');
  });

  it("falls back to the kind's picture for an unknown item or an item of another kind", () => {
    expect(lookOf('vegetable', 'کرفس')).toBeNull();
    expect(lookOf('bottle', 'انار')).toBeNull();
    expect(productImageKey('vegetable', 'sabzineh', 'front', null)).toBe(
      'seed/v2/products/vegetable-sabzineh-front.png',
    );
    expect(productImageSvg('vegetable', '#4d7c0f', 'سبزینه', 'front')).toBe(
      productImageSvg('vegetable', '#4d7c0f', 'سبزینه', 'front', null),
    );
  });

  it('names every look in Latin letters, as file names and their WebP copies need', () => {
    for (const name of Object.keys(LOOKS)) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});
