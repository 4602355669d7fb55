import { describe, expect, it } from 'vitest';
import { categoryPath, paths } from './paths.ts';

describe('paths', () => {
  it('sends branch categories to their shelves and leaves to their product list', () => {
    expect(categoryPath({ id: 3, slug: 'لبنیات', type: 'branch' })).toBe(
      `/search/categories/3/${encodeURIComponent('لبنیات')}/shelves`,
    );
    expect(categoryPath({ id: 9, slug: 'شیر', type: 'leaf' })).toBe(
      `/search/categories/9/${encodeURIComponent('شیر')}/`,
    );
  });

  it('builds product and brand URLs as the spec names them', () => {
    expect(paths.product(12, 'milk-1l')).toBe('/products/12/milk-1l');
    expect(paths.brand(4, 'mihan')).toBe('/search/brands/4/mihan/');
    expect(paths.search('کیک & چای')).toBe('/search?q=%DA%A9%DB%8C%DA%A9%20%26%20%DA%86%D8%A7%DB%8C');
  });

  it('carries the page to return to after signing in as an encoded backUrl', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login('/profile?tab=1')).toBe('/login?backUrl=%2Fprofile%3Ftab%3D1');
    expect(paths.register('/cart')).toBe('/register?backUrl=%2Fcart');
  });

  it('leaves the first page of the orders without a page number', () => {
    expect(paths.profileOrders()).toBe('/profile/orders');
    expect(paths.profileOrders(1)).toBe('/profile/orders');
    expect(paths.profileOrders(3)).toBe('/profile/orders?page=3');
  });
});
