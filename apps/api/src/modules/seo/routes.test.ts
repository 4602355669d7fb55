import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CategoryNode, ProductCard } from '@shop/domain/catalogue/schemas';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { call, getTestApp, type TestContext } from '../../test/app.ts';
import { catalogueServiceOver } from '../catalogue/test-support.ts';
import { createSeoService } from './service.ts';
import { isWellFormedXml } from './xml-check.ts';

let context: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  context = await getTestApp();
  app = context.app;
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('is well-formed XML of absolute URLs, the site pages and a product with its encoded slug', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(isWellFormedXml(response.body)).toBe(true);
    const urls = locs(response.body);
    for (const url of urls) expect(url).toMatch(/^http:\/\/shop\.test\//);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://shop.test/',
        'http://shop.test/bundles',
        'http://shop.test/brands',
        'http://shop.test/search',
      ]),
    );
    const product = (await call(app, 'GET', '/api/v1/search')).body.data[0] as ProductCard;
    expect(urls).toContain(`http://shop.test/products/${product.id}/${encodeURIComponent(product.slug)}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('links branch categories to their shelves and leaves to their listing, like the web paths', async () => {
    const urls = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const [top] = (await call(app, 'GET', '/api/v1/categories')).body.data as CategoryNode[];
    const leaf = top?.children[0]?.children[0] as CategoryNode;
    expect(urls).toContain(
      `http://shop.test/search/categories/${top?.id}/${encodeURIComponent(top?.slug ?? '')}/shelves`,
    );
    expect(urls).toContain(`http://shop.test/search/categories/${leaf.id}/${encodeURIComponent(leaf.slug)}/`);
  });

  it('lists every active product, brand and current bundle', async () => {
    const urls = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const { count } = (await call(app, 'GET', '/api/v1/search')).body.extra_data;
    expect(urls.filter((url) => url?.includes('/products/'))).toHaveLength(count);
    const brands = (await call(app, 'GET', '/api/v1/brands')).body.data;
    expect(urls.filter((url) => url?.includes('/search/brands/'))).toHaveLength(brands.length);
    const bundles = (await call(app, 'GET', '/api/v1/bundles')).body.data;
    for (const bundle of bundles) {
      expect(urls).toContain(`http://shop.test/bundles/${bundle.id}/${encodeURIComponent(bundle.slug)}`);
    }
  });

  it('becomes an index of /sitemaps/{n}.xml past the URLs one file may hold', async () => {
    const catalogue = catalogueServiceOver(context.database);
    const seo = createSeoService({
      catalogue,
      cache: createMemoryCache(),
      publicUrl: 'http://shop.test',
      maxUrlsPerFile: 100,
    });
    const index = await seo.getSitemap();
    expect(index).toContain('<sitemapindex');
    expect(isWellFormedXml(index)).toBe(true);
    const files = locs(index);
    expect(files[0]).toBe('http://shop.test/sitemaps/1.xml');
    const parts = await Promise.all(files.map((_, i) => seo.getSitemapPart(i + 1)));
    const urls = parts.flatMap(locs);
    for (const part of parts) expect(locs(part).length).toBeLessThanOrEqual(100);
    const whole = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(urls).toEqual(whole);
    await expect(seo.getSitemapPart(files.length + 1)).rejects.toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('serves /sitemaps/1.xml, and a Persian 404 past the last file', async () => {
    const first = await app.inject({ method: 'GET', url: '/sitemaps/1.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    const missing = await call(app, 'GET', '/sitemaps/99.xml');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: http://shop.test/sitemap.xml']),
    );
    for (const path of ['/api/', '/cart', '/checkout', '/profile', '/login', '/register', '/payments']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });
});
