import { z } from 'zod';
import {
  CatalogueFilterSchema,
  ProductListExtraSchema,
  ProductListQuerySchema,
  SuggestQuerySchema,
} from '@shop/domain/catalogue/listing';
import { SuggestExtraSchema } from '@shop/domain/catalogue/extras';
import { AllProductsQuerySchema } from '@shop/domain/catalogue/requests';
import { FiltersDataSchema, ProductCardSchema, SuggestionsSchema } from '@shop/domain/catalogue/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import type { ZodApp } from '../../../http/zod-app.ts';
import { ok } from '../../../http/envelope.ts';
import type { CatalogueService } from '../service.ts';

export const productListResponse = envelopeOf(z.array(ProductCardSchema), ProductListExtraSchema);

export function searchRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The filtered product list: search, brand, category, special sale and shelf listings',
        querystring: ProductListQuerySchema,
        response: { 200: productListResponse },
      },
    },
    async (request) => {
      const { cards, extra } = await catalogue.searchProducts(request.query);
      return ok(cards, extra);
    },
  );

  // The spec names both paths for the same answer; clients of either keep working.
  for (const url of ['/search/filters', '/search/filters_data']) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'The brands, price range and shelves the current filters leave (each facet ignores its own filter)',
          querystring: CatalogueFilterSchema,
          response: { 200: envelopeOf(FiltersDataSchema) },
        },
      },
      async (request) => ok(await catalogue.getFiltersData(request.query)),
    );
  }

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Suggestions while typing: up to 3 brands, 3 categories and 11 products',
        querystring: SuggestQuerySchema,
        response: { 200: envelopeOf(SuggestionsSchema, SuggestExtraSchema) },
      },
    },
    async (request) => {
      const { suggestions, correctedQuery } = await catalogue.suggest(request.query);
      return ok(suggestions, { corrected_query: correctedQuery });
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every active product, a page at a time',
        querystring: AllProductsQuerySchema,
        response: { 200: productListResponse },
      },
    },
    async (request) => {
      const { cards, extra } = await catalogue.listAllProducts(request.query);
      return ok(cards, extra);
    },
  );
}
