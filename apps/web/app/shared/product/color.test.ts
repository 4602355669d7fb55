import { describe, expect, it } from 'vitest';
import { isColorShown } from './color.ts';

describe('colour swatch visibility', () => {
  it.each([
    [{ name: 'قرمز', code: '#ff0000' }, true],
    [{ name: 'طلایی', code: null }, true],
    [{ name: 'بدون رنگ', code: null }, false],
    [{ name: ' بدون  رنگ ', code: '#ffffff' }, false],
    [{ name: '', code: '#000000' }, false],
    [null, false],
    [undefined, false],
  ])('%o is shown: %s', (color, shown) => {
    expect(isColorShown(color)).toBe(shown);
  });
});
