import { z } from 'zod';
import { envelopeOf } from '@shop/domain/envelope';
import {
  HomeLayoutRowSchema,
  HomeLoadRequestSchema,
  HomeRowSchema,
  NoticeBannerSchema,
  SiteConfigSchema,
  SlideSchema,
} from '@shop/domain/content/schemas';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import type { ZodApp } from '../../http/zod-app.ts';
import { ok } from '../../http/envelope.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(
  app: ZodApp,
  { content, publicUrl }: { content: ContentService; publicUrl: string },
) {
  app.get(
    '/config',
    {
      schema: {
        tags: ['content'],
        summary: 'Settings the storefront needs on every page',
        response: { 200: envelopeOf(SiteConfigSchema) },
      },
    },
    async () => ok({ public_url: publicUrl }),
  );

  app.get(
    '/sliders',
    {
      schema: {
        tags: ['content'],
        summary: 'The home slider',
        response: { 200: envelopeOf(z.array(SlideSchema)) },
      },
    },
    async () => ok(await content.listSliders()),
  );

  // `GET home` is the spec's other name for the layout.
  for (const url of ['/home/layouts', '/home']) {
    app.get(
      url,
      {
        schema: {
          tags: ['content'],
          summary: 'The home page as ordered rows; each is then loaded with POST home/load',
          response: { 200: envelopeOf(z.array(HomeLayoutRowSchema)) },
        },
      },
      async () => ok(await content.listHomeLayouts()),
    );
  }

  app.post(
    '/home/load',
    {
      config: { errors: ['HOME_ROW_NOT_FOUND'] },
      schema: {
        tags: ['content'],
        summary: 'One home row with its records',
        body: HomeLoadRequestSchema,
        response: { 200: envelopeOf(HomeRowSchema) },
      },
    },
    async (request) => ok(await content.loadHomeRow(request.body.id)),
  );

  app.get(
    '/home/banners/latest',
    {
      schema: {
        tags: ['content'],
        summary: 'The sticky notice under the header, or null when there is none',
        response: { 200: envelopeOf(NoticeBannerSchema.nullable()) },
      },
    },
    async () => ok(await content.latestNotice()),
  );
}

/**
 * `GET home/banners/{id}/visit`: a customer closed the notice (the browser remembers it too). A GET
 * as the spec has it, but it counts, so it is registered where answers are never cached.
 */
export function noticeVisitRoutes(app: ZodApp, { content }: { content: ContentService }) {
  app.get(
    '/home/banners/:id/visit',
    {
      config: { errors: ['NOTICE_NOT_FOUND'] },
      schema: {
        tags: ['content'],
        summary: 'Counts a customer who closed the notice',
        params: IdParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await content.noticeSeen(request.params.id);
      return ok(null);
    },
  );
}
