import { z } from 'zod';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { ProductCardSchema, ProductDetailSchema, ProductExtraSchema } from '@shop/domain/catalogue/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import type { ZodApp } from '../../../http/zod-app.ts';
import { ok } from '../../../http/envelope.ts';
import type { CatalogueService } from '../service.ts';

export function productRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.get(
    '/products/:id',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'A product page: gallery, features, breadcrumb and share link',
        params: IdParamsSchema,
        response: { 200: envelopeOf(ProductDetailSchema, ProductExtraSchema) },
      },
    },
    async (request) => {
      const { product, extra } = await catalogue.getProductDetail(request.params.id);
      return ok(product, extra);
    },
  );

  app.get(
    '/products/:id/similars',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 12 in-stock products of the same category, the closest price first',
        params: IdParamsSchema,
        response: { 200: envelopeOf(z.array(ProductCardSchema)) },
      },
    },
    async (request) => ok(await catalogue.listSimilarProducts(request.params.id)),
  );
}
