import { z } from 'zod';
import { checkoutContracts as c } from '@shop/domain/checkout/contracts';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { envelopeOf } from '@shop/domain/envelope';
import { DevOrderStatusRequestSchema, DevPaymentPortRequestSchema } from '@shop/domain/orders/schemas';
import { PaymentCallbackQuerySchema } from '@shop/domain/checkout/schemas';
import type { OrderStatus } from '@shop/domain/orders/status';
import { DomainError } from '@shop/domain/errors';
import type { FastifyRequest } from 'fastify';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { CheckoutService } from './service.ts';

/**
 * The request's Idempotency-Key (the web sends a new one per checkout attempt and the same one on a
 * retry): letters, digits, `-` and `_`, 8 to 128 long; none means every request is a new order.
 */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[\w-]{8,128}$/.test(key)) throw new DomainError('MALFORMED_REQUEST');
  return key;
}

/** The public part: the next bookable slot, the same for everyone (kept by the public cache). */
export function deliveryRoutes(app: ZodApp, { checkout }: { checkout: CheckoutService }) {
  contractRoutesOn(app)(c.nextDelivery, {}, async () => ok(await checkout.nextDeliverySlot()));
}

export function checkoutRoutes(
  app: ZodApp,
  { checkout, auth }: { checkout: CheckoutService; auth: CustomerAuth },
) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;

  route(c.checkout, { guard }, async ({ request }) => {
    const { data, extra } = await checkout.getCheckout(auth.customerOf(request));
    return ok(data, extra);
  });
  route(c.coupon, { guard }, async ({ body, request }) =>
    ok(await checkout.applyCoupon(auth.customerOf(request), body)),
  );
  route(c.placeOrder, { guard }, async ({ body, request }) =>
    ok(await checkout.placeOrder(auth.customerOf(request), body, idempotencyKeyOf(request))),
  );
  route(c.repay, { guard }, async ({ params, request }) =>
    ok(await checkout.repayOrder(auth.customerOf(request), params.id)),
  );
  route(c.orderPayments, { guard }, async ({ params, request }) =>
    ok(await checkout.listOrderPayments(auth.customerOf(request), params.id)),
  );
  route(c.cancel, { guard }, async ({ params, request }) =>
    ok(await checkout.cancelOrder(auth.customerOf(request), params.id)),
  );
  route(c.periodicPlans, { guard }, async ({ request }) =>
    ok(await checkout.listPeriodicPlans(auth.customerOf(request))),
  );
  route(c.skipPeriodic, { guard }, async ({ params, body, request }) =>
    ok(await checkout.skipPeriodicRound(auth.customerOf(request), params.id, body)),
  );
  route(c.changePeriodic, { guard }, async ({ params, body, request }) =>
    ok(await checkout.changePeriodicPlan(auth.customerOf(request), params.id, body)),
  );
  route(c.stopPeriodic, { guard }, async ({ params, request }) =>
    ok(await checkout.stopPeriodicPlan(auth.customerOf(request), params.id)),
  );
  route(c.coupons, { guard }, async ({ query, request }) =>
    ok(await checkout.listOwnCoupons(auth.customerOf(request), query.page)),
  );
  route(c.introduceCodes, { guard }, async ({ query, request }) =>
    ok(await checkout.listIntroduceCodes(auth.customerOf(request), query.page)),
  );

  // The bank sends the payer's browser here (Zarinpal: `?Authority=…&Status=OK|NOK`). No session is
  // needed and none is believed: the payment is verified with the gateway, then the browser goes to
  // the result page, which reads the order's facts from the outcome, not from the bank's query.
  app.get(
    '/payments/callback',
    { schema: { hide: true, querystring: PaymentCallbackQuerySchema } },
    async (request, reply) => {
      const outcome = await checkout.settlePayment(request.query.Authority ?? '');
      const query: Record<string, string> = { status: outcome.status };
      if (outcome.trackingCode) query['tracking_code'] = outcome.trackingCode;
      if (outcome.orderId !== null) query['order'] = String(outcome.orderId);
      if (outcome.refId) query['ref_id'] = outcome.refId;
      return reply
        .code(303)
        .header('location', `/payments?${new URLSearchParams(query)}`)
        .send();
    },
  );
}

/**
 * The back office's test doors, until it exists, so end-to-end journeys can drive every state.
 * Registered only with DEV_ADMIN_ROUTES=1, refused for a public https address, hidden from OpenAPI.
 * `PUT /dev/orders/{id}/status { status }` moves an order through the status table (a cancellation
 * gives back what it took); `PUT /dev/payment-ports/{id} { active }` switches a port on or off.
 */
export function devOrderRoutes(app: ZodApp, { checkout }: { checkout: CheckoutService }) {
  app.put(
    '/dev/orders/:id/status',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        body: DevOrderStatusRequestSchema,
        response: { 200: envelopeOf(z.object({ status: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await checkout.moveOrder(request.params.id, request.body.status as OrderStatus, { type: 'system' })),
  );
  app.put(
    '/dev/payment-ports/:id',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        body: DevPaymentPortRequestSchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), active: z.boolean() })) },
      },
    },
    async (request) =>
      ok(await checkout.switchPort(request.params.id, request.body.active, { type: 'system' })),
  );
}
