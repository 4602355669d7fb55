import { defineContract } from '../api/contract.ts';
import { IdParamsSchema } from '../common-schemas.ts';
import {
  CheckoutDataSchema,
  CheckoutExtraSchema,
  CouponRequestSchema,
  CouponResultSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResultSchema,
  RepayResultSchema,
} from './schemas.ts';

// The checkout (checkout-and-account.md §7 "Checkout", §8; docs/api.md "Checkout").

const tags = ['checkout'];
const auth = 'customer';
const coupon = [
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_ALREADY_USED',
  'COUPON_FIRST_PURCHASE_ONLY',
  'COUPON_BELOW_MINIMUM',
] as const;

export const checkoutContracts = {
  checkout: defineContract({
    method: 'GET',
    path: '/checkout',
    tags,
    auth,
    summary: 'What the checkout offers this customer now: methods, ports, days and slots, centres, totals',
    errors: ['REGISTRATION_INCOMPLETE'],
    data: CheckoutDataSchema,
    extra: CheckoutExtraSchema,
  }),
  coupon: defineContract({
    method: 'POST',
    path: '/checkout/coupon',
    tags,
    auth,
    summary: 'Checks a discount code against the basket and says what it takes off (nothing is spent)',
    errors: [...coupon],
    body: CouponRequestSchema,
    data: CouponResultSchema,
  }),
  placeOrder: defineContract({
    method: 'POST',
    path: '/checkout',
    tags,
    auth,
    summary:
      'Places the order in one transaction (stock, slot, coupon, wallet); an Idempotency-Key header makes a retry answer the same',
    errors: [
      ...coupon,
      'REGISTRATION_INCOMPLETE',
      'CHECKOUT_ADDRESS_OR_METHOD_MISSING',
      'PAYMENT_PORT_UNAVAILABLE',
      'CHECKOUT_ITEMS_UNAVAILABLE',
      'CHECKOUT_BASKET_EMPTY',
      'PENDING_PAYMENTS_LIMIT',
      'SLOT_UNAVAILABLE',
      'POSTING_METHOD_DISABLED',
      'IDEMPOTENCY_KEY_REUSED',
      'REQUEST_IN_PROGRESS',
    ],
    body: PlaceOrderRequestSchema,
    data: PlaceOrderResultSchema,
  }),
  repay: defineContract({
    method: 'POST',
    path: '/orders/:id/repay',
    tags,
    auth,
    summary:
      'Starts an online payment of one of the customer’s unpaid orders (spec §4 repay rule); data.url is the bank’s page',
    errors: ['ORDER_NOT_FOUND', 'REPAY_NOT_ALLOWED', 'PAYMENT_GATEWAY_UNAVAILABLE'],
    params: IdParamsSchema,
    data: RepayResultSchema,
  }),
};
