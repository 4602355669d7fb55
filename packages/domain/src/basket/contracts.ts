import { defineContract } from '../api/contract.ts';
import { IdParamsSchema } from '../common-schemas.ts';
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
} from './schemas.ts';

// The customer's basket (storefront.md §7; docs/api.md "Basket"). Every route but the threshold
// needs a session (401).

const tags = ['basket'];
const cartInfo = {
  tags,
  auth: 'customer',
  summary: 'The basket totals',
  data: CartInfoSchema,
} as const;

export const basketContracts = {
  basket: defineContract({
    method: 'GET',
    path: '/cart',
    tags,
    auth: 'customer',
    summary: 'The basket: lines with their items as they are now, and totals',
    data: BasketSchema,
    extra: BasketErrorsExtraSchema,
  }),
  basketPage: defineContract({
    method: 'GET',
    path: '/cart/list',
    tags,
    auth: 'customer',
    summary: 'The basket page: lines, totals, per-item errors; a price change is reported once',
    data: CartListDataSchema,
    extra: CartListExtraSchema,
  }),
  cartInfo: defineContract({ ...cartInfo, method: 'GET', path: '/cart/info' }),
  // The spec's clients ask for the totals with POST too.
  cartInfoByPost: defineContract({ ...cartInfo, method: 'POST', path: '/cart/info' }),
  mergeGuestBasket: defineContract({
    method: 'POST',
    path: '/cart/multi',
    tags,
    auth: 'customer',
    summary: "Merges the guest's basket after sign-in; lines not merged as asked are listed with reasons",
    errors: ['REGISTRATION_INCOMPLETE'],
    body: CartMultiRequestSchema,
    data: BasketSchema,
    extra: CartMultiExtraSchema,
  }),
  writeLine: defineContract({
    method: 'POST',
    path: '/cart/:id',
    tags,
    auth: 'customer',
    summary: 'Adds (add 1), sets (add 0), subtracts (_method PUT with count) or deletes (_method PUT) a line',
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
    params: IdParamsSchema,
    body: CartWriteRequestSchema,
    data: CartLineSchema.nullable(),
    extra: CartWriteExtraSchema,
  }),
  freeShippingThreshold: defineContract({
    method: 'GET',
    path: '/config/free-shipping-threshold',
    tags,
    summary: 'The basket total (rials) above which shipping is free',
    data: FreeShippingThresholdSchema,
  }),
};
