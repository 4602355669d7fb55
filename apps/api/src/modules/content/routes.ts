import { z } from 'zod';
import { envelopeOf } from '@shop/domain/envelope';
import {
  HomeLayoutRowSchema,
  HomeLoadRequestSchema,
  HomeRowSchema,
  SiteConfigSchema,
  SlideSchema,
} from '@shop/domain/content/schemas';
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

  app.get(
    '/home/layouts',
    {
      schema: {
        tags: ['content'],
        summary: 'The home page as ordered rows; each is then loaded with POST home/load',
        response: { 200: envelopeOf(z.array(HomeLayoutRowSchema)) },
      },
    },
    async () => ok(await content.listHomeLayouts()),
  );

  app.post(
    '/home/load',
    {
      schema: {
        tags: ['content'],
        summary: 'One home row with its records',
        body: HomeLoadRequestSchema,
        response: { 200: envelopeOf(HomeRowSchema) },
      },
    },
    async (request) => ok(await content.loadHomeRow(request.body.id)),
  );
}
