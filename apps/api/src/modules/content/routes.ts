import { contentContracts as c } from '@shop/domain/content/contracts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { clientNetwork } from '../../http/client-network.ts';
import type { ContentService } from './service.ts';
import type { Landings } from './landings.ts';
import type { SitePages } from './site-pages.ts';

export function contentRoutes(
  app: ZodApp,
  {
    content,
    pages,
    landings,
    publicUrl,
  }: { content: ContentService; pages: SitePages; landings: Landings; publicUrl: string },
) {
  const route = contractRoutesOn(app);
  route(c.siteConfig, {}, async () => ok({ public_url: publicUrl }));
  route(c.sliders, {}, async () => ok(await content.listSliders()));
  for (const layouts of [c.homeLayouts, c.home]) {
    route(layouts, {}, async () => ok(await content.listHomeLayouts()));
  }
  route(c.homeRow, {}, async ({ body }) => ok(await content.loadHomeRow(body.id)));
  route(c.latestNotice, {}, async () => ok(await content.latestNotice()));
  route(c.page, {}, async ({ params }) => ok(await pages.page(params.slug)));
  route(c.landing, {}, async ({ params }) => ok(await landings.landing(params.slug)));
  route(c.faqCategories, {}, async () => ok(await pages.faqCategories()));
  route(c.faqs, {}, async ({ query }) => ok(await pages.faqs(query.category)));
}

/** `POST contact`: a write, answered per caller and never cached. */
export function contactRoutes(app: ZodApp, { pages }: { pages: SitePages }) {
  contractRoutesOn(app)(c.contact, {}, async ({ body, request }) => {
    const agent = request.headers['user-agent'];
    await pages.contact(body, {
      network: clientNetwork(request.ip),
      userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
    });
    return ok(null);
  });
}

/**
 * `PUT home/banners/{id}`: a customer closed the notice (the browser remembers it too). The older
 * `GET home/banners/{id}/visit` counts alike for clients that still call it (decision 084); both are
 * registered where answers are never cached.
 */
export function noticeVisitRoutes(app: ZodApp, { content }: { content: ContentService }) {
  const route = contractRoutesOn(app);
  route(c.noticeSeen, {}, async ({ params }) => {
    await content.noticeSeen(params.id);
    return ok(null);
  });
  route(c.noticeVisit, {}, async ({ params }) => {
    await content.noticeSeen(params.id);
    return ok(null);
  });
}
