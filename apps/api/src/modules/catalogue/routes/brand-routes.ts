import { IdParamsSchema } from '@shop/domain/common-schemas';
import { SlugParamsSchema } from '@shop/domain/catalogue/requests';
import { BrandSchema } from '@shop/domain/catalogue/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import type { ZodApp } from '../../../http/zod-app.ts';
import { ok } from '../../../http/envelope.ts';
import type { CatalogueService } from '../service.ts';

// The brand page's products come from /search?brand={id}; these answer its header.
export function brandRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.get(
    '/brands/:id',
    {
      config: { errors: ['BRAND_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'A brand: name, logo and description',
        params: IdParamsSchema,
        response: { 200: envelopeOf(BrandSchema) },
      },
    },
    async (request) => ok(await catalogue.getBrand(request.params.id)),
  );

  app.get(
    '/brands/slug/:slug',
    {
      config: { errors: ['BRAND_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'A brand by its (Persian, percent-encoded) slug',
        params: SlugParamsSchema,
        response: { 200: envelopeOf(BrandSchema) },
      },
    },
    async (request) => ok(await catalogue.getBrandBySlug(request.params.slug)),
  );
}
