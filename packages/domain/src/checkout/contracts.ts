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
import {
  ChangePeriodicRequestSchema,
  PeriodicPlanSchema,
  PeriodicPlansSchema,
  SkipPeriodicRequestSchema,
  StopPeriodicResultSchema,
} from './periodic-plans.ts';
import { CancelResultSchema } from '../orders/account-schemas.ts';
import { OrderPaymentsSchema } from './order-payments.ts';
import { NextDeliverySchema } from './next-delivery.ts';
import { IntroduceCodesPageSchema, OwnCodesQuerySchema, OwnCouponsPageSchema } from './coupon-schemas.ts';

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
  nextDelivery: defineContract({
    method: 'GET',
    path: '/delivery/next-slot',
    tags,
    summary: 'The first home-delivery slot that can still be booked now (the product page promise), or null',
    data: NextDeliverySchema,
  }),
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
      'ORDER_PLACE_RATE_LIMITED',
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
  orderPayments: defineContract({
    method: 'GET',
    path: '/orders/:id/payments',
    tags,
    auth,
    summary:
      'The online payments tried for one of the caller’s orders, oldest first: state, amount, the bank’s reference (decision 086)',
    errors: ['ORDER_NOT_FOUND'],
    params: IdParamsSchema,
    data: OrderPaymentsSchema,
  }),
  cancel: defineContract({
    method: 'POST',
    path: '/orders/:id/cancel',
    tags,
    auth,
    summary:
      'Cancels one of the caller’s orders while the spec allows (awaiting payment, or processing unpaid); what it held is given back',
    errors: ['ORDER_NOT_FOUND', 'ORDER_CANCEL_NOT_ALLOWED', 'ORDER_CANCEL_RATE_LIMITED'],
    params: IdParamsSchema,
    data: CancelResultSchema,
  }),
  periodicPlans: defineContract({
    method: 'GET',
    path: '/periodic-orders',
    tags,
    auth,
    summary: 'The customer’s periodic (weekly, monthly) orders that are running, each with its next round',
    data: PeriodicPlansSchema,
  }),
  skipPeriodic: defineContract({
    method: 'POST',
    path: '/periodic-orders/:id/skip',
    tags,
    auth,
    summary: 'Skips the round of the day given (once: a repeat changes nothing); answers the plan',
    errors: ['PERIODIC_PLAN_NOT_FOUND'],
    params: IdParamsSchema,
    body: SkipPeriodicRequestSchema,
    data: PeriodicPlanSchema,
  }),
  changePeriodic: defineContract({
    method: 'PUT',
    path: '/periodic-orders/:id',
    tags,
    auth,
    summary: 'Changes a periodic order’s period, or the counts of its lines (lines left out are dropped)',
    errors: ['PERIODIC_PLAN_NOT_FOUND', 'PERIODIC_LINES_INVALID'],
    params: IdParamsSchema,
    body: ChangePeriodicRequestSchema,
    data: PeriodicPlanSchema,
  }),
  stopPeriodic: defineContract({
    method: 'DELETE',
    path: '/periodic-orders/:id',
    tags,
    auth,
    summary: 'Stops a periodic order: no more rounds (orders already placed stay)',
    errors: ['PERIODIC_PLAN_NOT_FOUND'],
    params: IdParamsSchema,
    data: StopPeriodicResultSchema,
  }),
  coupons: defineContract({
    method: 'GET',
    path: '/coupons',
    tags,
    auth,
    summary:
      'The caller’s own (personal) discount codes, newest first, 10 a page, each saying whether it can be used now',
    query: OwnCodesQuerySchema,
    data: OwnCouponsPageSchema,
  }),
  introduceCodes: defineContract({
    method: 'GET',
    path: '/introduce-codes',
    tags,
    auth,
    summary:
      'The codes the caller earned by introducing friends (one per friend whose first order was paid), newest first, 10 a page',
    query: OwnCodesQuerySchema,
    data: IntroduceCodesPageSchema,
  }),
};
