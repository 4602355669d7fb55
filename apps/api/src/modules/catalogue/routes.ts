import { z } from 'zod';
import { BrandSchema, CategoryNodeSchema } from '@shop/domain/catalogue/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import type { ZodApp } from '../../http/zod-app.ts';
import { ok } from '../../http/envelope.ts';
import { brandRoutes } from './routes/brand-routes.ts';
import { bundleRoutes } from './routes/bundle-routes.ts';
import { categoryRoutes } from './routes/category-routes.ts';
import { productRoutes } from './routes/product-routes.ts';
import { searchRoutes } from './routes/search-routes.ts';
import type { CatalogueService } from './service.ts';

export function catalogueRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree, for the side menu',
        response: { 200: envelopeOf(z.array(CategoryNodeSchema)) },
      },
    },
    async () => ok(await catalogue.getCategoryTree()),
  );

  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every brand, for the brand grid',
        response: { 200: envelopeOf(z.array(BrandSchema)) },
      },
    },
    async () => ok(await catalogue.listBrands()),
  );

  searchRoutes(app, { catalogue });
  productRoutes(app, { catalogue });
  categoryRoutes(app, { catalogue });
  brandRoutes(app, { catalogue });
  bundleRoutes(app, { catalogue });
}
