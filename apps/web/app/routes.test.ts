import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

// Decision 071: the pages drawn once for everyone, session or not. A page whose loader reads the
// session (the basket, the account, sign-in, checkout, an order's papers) must never be on this list,
// and a new catalogue page joins it on purpose.

const publicPages = [
  'routes/home.tsx',
  'routes/search.tsx',
  'routes/category.tsx',
  'routes/category-shelves.tsx',
  'routes/brand.tsx',
  'routes/products-redirect.tsx',
  'routes/product.tsx',
  'routes/product-quick-view.tsx',
  'routes/bundles.tsx',
  'routes/bundle.tsx',
  'routes/brands.tsx',
  'routes/about-us.tsx',
  'routes/terms.tsx',
  'routes/privacy.tsx',
  'routes/faqs.tsx',
  'routes/contact-us.tsx',
  'routes/landing.tsx',
  'routes/not-found.tsx',
];

const files = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);

describe('the public pages', () => {
  it('are exactly the catalogue’s and the shop’s own pages', async () => {
    const marked: string[] = [];
    for (const file of files(routes)) {
      const module = (await import(/* @vite-ignore */ `./${file}`)) as {
        handle?: { isPublicPage?: boolean };
      };
      if (module.handle?.isPublicPage) marked.push(file);
    }
    expect(marked.sort()).toEqual([...publicPages].sort());
  }, 60_000);
});
