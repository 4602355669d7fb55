import { describe, expect, it } from 'vitest';
import { fillPath } from './contract.ts';

describe('fillPath', () => {
  it.each([
    ['/products', {}, '/products'],
    ['/products/:id', { id: 5 }, '/products/5'],
    ['/products/:id/similars', { id: '12' }, '/products/12/similars'],
    [
      '/search/categories/:id/:slug',
      { id: 3, slug: 'لبنیات تازه' },
      '/search/categories/3/%D9%84%D8%A8%D9%86%DB%8C%D8%A7%D8%AA%20%D8%AA%D8%A7%D8%B2%D9%87',
    ],
    ['/brands/:id', { id: '../admin' }, '/brands/..%2Fadmin'],
  ] as const)('%s with %j', (path, params, filled) => {
    expect(fillPath(path, params as never)).toBe(filled);
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/products/:id', {} as never)).toThrow('/products/:id needs its id');
  });
});
