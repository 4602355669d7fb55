import { z } from 'zod';
import { PositiveIdSchema } from '@shop/domain/common-schemas';
import type { ZodApp } from '../../http/zod-app.ts';
import type { SeoService } from './service.ts';

const xml = 'application/xml; charset=utf-8';

/** Crawler files at the site root (not under /api/v1), kept out of the API's OpenAPI document. */
export function seoRoutes(app: ZodApp, { seo }: { seo: SeoService }) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(xml).send(await seo.getSitemap()),
  );

  app.get(
    '/sitemaps/:n.xml',
    { schema: { hide: true, params: z.object({ n: PositiveIdSchema }).strict() } },
    async (request, reply) => reply.type(xml).send(await seo.getSitemapPart(request.params.n)),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(seo.robotsTxt()),
  );
}
