import { z } from 'zod';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { BundleListExtraSchema } from '@shop/domain/catalogue/extras';
import { BundleDetailSchema, BundleListItemSchema } from '@shop/domain/catalogue/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import type { ZodApp } from '../../../http/zod-app.ts';
import { ok } from '../../../http/envelope.ts';
import type { CatalogueService } from '../service.ts';

export function bundleRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.get(
    '/bundles',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Running and upcoming bundles; blur is true when an upcoming price is to be hidden',
        response: { 200: envelopeOf(z.array(BundleListItemSchema), BundleListExtraSchema) },
      },
    },
    async () => {
      const { items, blur } = await catalogue.listBundles();
      return ok(items, { blur });
    },
  );

  app.get(
    '/bundles/:id',
    {
      config: { errors: ['BUNDLE_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'A bundle page: components with unit and bundle prices, totals and similars',
        params: IdParamsSchema,
        response: { 200: envelopeOf(BundleDetailSchema) },
      },
    },
    async (request) => ok(await catalogue.getBundleDetail(request.params.id)),
  );
}
