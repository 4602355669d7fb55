import { toCartCommand } from '@shop/domain/basket/commands';
import {
  BasketErrorsExtraSchema,
  BasketSchema,
  CartInfoSchema,
  CartLineSchema,
  CartListDataSchema,
  CartListExtraSchema,
  CartMultiExtraSchema,
  CartMultiRequestSchema,
  CartWriteExtraSchema,
  CartWriteRequestSchema,
  FreeShippingThresholdSchema,
} from '@shop/domain/basket/schemas';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { envelopeOf } from '@shop/domain/envelope';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { BasketService } from './service.ts';

const tags = ['basket'];
const security = [{ bearerAuth: [] }];

/** The customer's basket (storefront.md §7; docs/api.md "Basket"). Every route needs a session (401). */
export function basketRoutes(app: ZodApp, { basket, auth }: { basket: BasketService; auth: CustomerAuth }) {
  // Before validation, so a caller without a session learns nothing about the body (401, not 422).
  const preValidation = auth.requireCustomer;

  app.get(
    '/cart',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'The basket: lines with their items as they are now, and totals',
        response: { 200: envelopeOf(BasketSchema, BasketErrorsExtraSchema) },
      },
    },
    async (request) => {
      const { basket: data, errors } = await basket.getBasket(auth.customerOf(request));
      return ok(data, { errors });
    },
  );

  app.get(
    '/cart/list',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'The basket page: lines, totals, per-item errors; a price change is reported once',
        response: { 200: envelopeOf(CartListDataSchema, CartListExtraSchema) },
      },
    },
    async (request) => {
      const { data, extra } = await basket.listBasket(auth.customerOf(request));
      return ok(data, extra);
    },
  );

  const cartInfo = {
    preValidation,
    schema: {
      tags,
      security,
      summary: 'The basket totals',
      response: { 200: envelopeOf(CartInfoSchema) },
    },
  };
  app.get('/cart/info', cartInfo, async (request) => ok(await basket.getCartInfo(auth.customerOf(request))));
  app.post('/cart/info', cartInfo, async (request) => ok(await basket.getCartInfo(auth.customerOf(request))));

  app.post(
    '/cart/multi',
    {
      config: { errors: ['REGISTRATION_INCOMPLETE'] },
      preValidation,
      schema: {
        tags,
        security,
        summary: "Merges the guest's basket after sign-in; lines not merged as asked are listed with reasons",
        body: CartMultiRequestSchema,
        response: { 200: envelopeOf(BasketSchema, CartMultiExtraSchema) },
      },
    },
    async (request) => {
      const merged = await basket.mergeGuestBasket(auth.customerOf(request), request.body.items);
      return ok(merged.basket, { cart_info: merged.info, rejected: merged.rejected });
    },
  );

  app.post(
    '/cart/:id',
    {
      config: {
        errors: [
          'PRODUCT_NOT_FOUND',
          'BUNDLE_NOT_FOUND',
          'CART_LINE_NOT_FOUND',
          'REGISTRATION_INCOMPLETE',
          'PURCHASE_LIMIT',
          'BASKET_FULL',
          'NOT_ENOUGH_STOCK',
          'OUT_OF_STOCK',
          'BUNDLE_NOT_STARTED',
        ],
      },
      preValidation,
      schema: {
        tags,
        security,
        summary:
          'Adds (add 1), sets (add 0), subtracts (_method PUT with count) or deletes (_method PUT) a line',
        params: IdParamsSchema,
        body: CartWriteRequestSchema,
        response: { 200: envelopeOf(CartLineSchema.nullable(), CartWriteExtraSchema) },
      },
    },
    async (request) => {
      const { line, info } = await basket.writeLine(
        auth.customerOf(request),
        request.body.type,
        request.params.id,
        toCartCommand(request.body),
      );
      return ok(line, { cart_info: info });
    },
  );
}

/** The free-shipping threshold is the same for everyone: no session needed. */
export function freeShippingRoutes(app: ZodApp, { basket }: { basket: BasketService }) {
  app.get(
    '/config/free-shipping-threshold',
    {
      schema: {
        tags,
        summary: 'The basket total (rials) above which shipping is free',
        response: { 200: envelopeOf(FreeShippingThresholdSchema) },
      },
    },
    async () => ok({ threshold: basket.freeShippingThreshold() }),
  );
}
