import { z } from 'zod';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import {
  BreadcrumbQuerySchema,
  CategoryFilterQuerySchema,
  CategoryProductListQuerySchema,
} from '@shop/domain/catalogue/requests';
import {
  BreadcrumbItemSchema,
  CategoryDetailSchema,
  CategoryShelvesSchema,
  FiltersDataSchema,
  ShelfRefSchema,
} from '@shop/domain/catalogue/schemas';
import { envelopeOf } from '@shop/domain/envelope';
import type { ZodApp } from '../../../http/zod-app.ts';
import { ok } from '../../../http/envelope.ts';
import type { CatalogueService } from '../service.ts';
import { productListResponse } from './search-routes.ts';

export function categoryRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  app.get(
    '/categories/:id',
    {
      config: { errors: ['CATEGORY_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'A category with its breadcrumb and sub-categories',
        params: IdParamsSchema,
        response: { 200: envelopeOf(CategoryDetailSchema) },
      },
    },
    async (request) => ok(await catalogue.getCategoryDetail(request.params.id)),
  );

  app.get(
    '/categories/:id/products',
    {
      config: { errors: ['CATEGORY_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'The products of a category and every category below it, filtered like /search',
        params: IdParamsSchema,
        querystring: CategoryProductListQuerySchema,
        response: { 200: productListResponse },
      },
    },
    async (request) => {
      const { cards, extra } = await catalogue.listCategoryProducts(request.params.id, request.query);
      return ok(cards, extra);
    },
  );

  app.get(
    '/categories/:id/filter',
    {
      config: { errors: ['CATEGORY_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: 'The brands and price range of a category listing',
        params: IdParamsSchema,
        querystring: CategoryFilterQuerySchema,
        response: { 200: envelopeOf(FiltersDataSchema) },
      },
    },
    async (request) => ok(await catalogue.getCategoryFiltersData(request.params.id, request.query)),
  );

  app.get(
    '/categories/shelves',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Every active shelf with its category: the names behind a listing's `shelf` filter",
        response: { 200: envelopeOf(z.array(ShelfRefSchema)) },
      },
    },
    async () => ok(await catalogue.listShelves()),
  );

  app.get(
    '/categories/:id/shelves',
    {
      config: { errors: ['CATEGORY_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: "A branch category's page: sub-categories and shelves of up to 12 products",
        params: IdParamsSchema,
        response: { 200: envelopeOf(CategoryShelvesSchema) },
      },
    },
    async (request) => ok(await catalogue.getCategoryShelves(request.params.id)),
  );

  app.get(
    '/breadcrumb',
    {
      config: { errors: ['CATEGORY_NOT_FOUND'] },
      schema: {
        tags: ['catalogue'],
        summary: "A category's path from the top of the tree",
        querystring: BreadcrumbQuerySchema,
        response: { 200: envelopeOf(z.array(BreadcrumbItemSchema)) },
      },
    },
    async (request) => ok(await catalogue.getBreadcrumb(request.query.id)),
  );
}
