import { describe, expect, it } from 'vitest';
import { productName, type ProductRecipe } from './product-text.ts';

const recipe: ProductRecipe = {
  item: 'شیر',
  variant: 'کم‌چرب',
  size: { volume: 1, unit: 'لیتر', label: '۱ لیتری', minPrice: 100_000, maxPrice: 200_000 },
  brandName: 'میهن',
  repeat: 0,
};

describe('productName', () => {
  it('names the first use of a combination by its parts alone', () => {
    expect(productName(recipe)).toBe('شیر کم‌چرب ۱ لیتری میهن');
  });

  it('gives each later use a model word of its own, so a large catalogue has a real vocabulary', () => {
    const models = Array.from({ length: 2000 }, (_, repeat) =>
      productName({ ...recipe, repeat: repeat + 1 }),
    );
    // Every name distinct (names and slugs must be), each one Persian word after «مدل».
    expect(new Set(models).size).toBe(models.length);
    for (const name of models) expect(name).toMatch(/^شیر کم‌چرب ۱ لیتری میهن مدل [\u0600-\u06ff]{4,}$/);
    // Other combinations start elsewhere among the model words, so they do not share one list of them.
    const other = productName({ ...recipe, brandName: 'کاله', repeat: 1 })
      .split(' ')
      .at(-1);
    expect(other).not.toBe(models[0]?.split(' ').at(-1));
  });
});
