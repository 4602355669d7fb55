import { DomainError } from '@shop/domain/errors';
import type { Cache } from '../../adapters/cache/port.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { siteUrls } from './site-urls.ts';
import { chunk, sitemapIndexXml, sitemapMaxUrls, urlSetXml } from './sitemap-xml.ts';

export type SeoService = ReturnType<typeof createSeoService>;

/** Crawlers come often and the catalogue changes slowly: the sitemap is rebuilt every ten minutes. */
const sitemapTtlSeconds = 600;

/** robots.txt: crawl the shop, not the API or anyone's basket, account or payment pages. */
const disallowed = ['/api/', '/cart', '/checkout', '/profile', '/login', '/register', '/payments'];

type Sitemap = { main: string; parts: string[] };

export function createSeoService(deps: {
  catalogue: CatalogueService;
  cache: Cache;
  publicUrl: string;
  /** URLs per sitemap file; the protocol's 50,000 unless a test needs to see the index. */
  maxUrlsPerFile?: number;
}) {
  const { catalogue, cache, publicUrl } = deps;
  const perFile = deps.maxUrlsPerFile ?? sitemapMaxUrls;

  async function buildSitemap(): Promise<Sitemap> {
    const entries = await catalogue.listSitemapEntries();
    const paths = [
      siteUrls.home(),
      siteUrls.bundles(),
      siteUrls.brands(),
      siteUrls.search(),
      ...entries.categories.map(siteUrls.category),
      ...entries.brands.map((brand) => siteUrls.brand(brand.id, brand.slug)),
      ...entries.bundles.map((bundle) => siteUrls.bundle(bundle.id, bundle.slug)),
      ...entries.products.map((product) => siteUrls.product(product.id, product.slug)),
    ];
    const urls = paths.map((path) => `${publicUrl}${path}`);
    if (urls.length <= perFile) return { main: urlSetXml(urls), parts: [urlSetXml(urls)] };
    const parts = chunk(urls, perFile).map(urlSetXml);
    const index = parts.map((_, i) => `${publicUrl}/sitemaps/${i + 1}.xml`);
    return { main: sitemapIndexXml(index), parts };
  }

  // One cache entry per file, so a store like Redis never holds one value of every URL at once.
  async function sitemap(): Promise<Sitemap> {
    const built = await buildSitemap();
    await cache.set('seo:sitemap:parts', built.parts.length, sitemapTtlSeconds);
    await cache.set('seo:sitemap:main', built.main, sitemapTtlSeconds);
    await Promise.all(
      built.parts.map((part, i) => cache.set(`seo:sitemap:${i + 1}`, part, sitemapTtlSeconds)),
    );
    return built;
  }

  return {
    /** A urlset of every page, or — past 50,000 URLs — an index of /sitemaps/{n}.xml. */
    getSitemap: async (): Promise<string> =>
      (await cache.get<string>('seo:sitemap:main')) ?? (await sitemap()).main,

    /** One file of a split sitemap; NOT_FOUND past the last one. */
    async getSitemapPart(n: number): Promise<string> {
      const cached = await cache.get<string>(`seo:sitemap:${n}`);
      if (cached !== undefined) return cached;
      const count = await cache.get<number>('seo:sitemap:parts');
      if (count !== undefined && n > count) throw new DomainError('ROUTE_NOT_FOUND');
      const part = (await sitemap()).parts[n - 1];
      if (part === undefined) throw new DomainError('ROUTE_NOT_FOUND');
      return part;
    },

    robotsTxt: (): string =>
      [
        'User-agent: *',
        'Allow: /',
        ...disallowed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
  };
}
