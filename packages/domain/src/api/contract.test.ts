import { describe, expect, it } from 'vitest';
import { allContracts } from './all-contracts.ts';
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

describe('staff contracts (decision 093)', () => {
  const contracts = Object.values(allContracts).flatMap((module) => Object.values(module));

  it('are exactly those under /admin/, bar the sign-in steps, and only they name a permission', () => {
    for (const contract of contracts) {
      const where = `${contract.method} ${contract.path}`;
      const signIn = /^\/admin\/auth\/(password|code|logout)$/.test(contract.path);
      expect(contract.path.startsWith('/admin/'), where).toBe(contract.auth === 'staff' || signIn);
      if (contract.auth !== 'staff') expect(contract.permission, where).toBeUndefined();
    }
  });
});
