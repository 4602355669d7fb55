import { toCartCommand } from '@shop/domain/basket/commands';
import { basketContracts as c } from '@shop/domain/basket/contracts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { BasketService } from './service.ts';

/** The customer's basket (storefront.md §7; docs/api.md "Basket"). Every route needs a session (401). */
export function basketRoutes(app: ZodApp, { basket, auth }: { basket: BasketService; auth: CustomerAuth }) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;

  route(c.basket, { guard }, async ({ request }) => {
    const { basket: data, errors } = await basket.getBasket(auth.customerOf(request));
    return ok(data, { errors });
  });
  route(c.basketPage, { guard }, async ({ request }) => {
    const { data, extra } = await basket.listBasket(auth.customerOf(request));
    return ok(data, extra);
  });
  for (const info of [c.cartInfo, c.cartInfoByPost]) {
    route(info, { guard }, async ({ request }) => ok(await basket.getCartInfo(auth.customerOf(request))));
  }
  route(c.mergeGuestBasket, { guard }, async ({ body, request }) => {
    const merged = await basket.mergeGuestBasket(auth.customerOf(request), body.items);
    return ok(merged.basket, { cart_info: merged.info, rejected: merged.rejected });
  });
  route(c.writeLine, { guard }, async ({ params, body, request }) => {
    const { line, info } = await basket.writeLine(
      auth.customerOf(request),
      body.type,
      params.id,
      toCartCommand(body),
    );
    return ok(line, { cart_info: info });
  });
}

/** The free-shipping threshold is the same for everyone: no session needed. */
export function freeShippingRoutes(app: ZodApp, { basket }: { basket: BasketService }) {
  contractRoutesOn(app)(c.freeShippingThreshold, {}, async () =>
    ok({ threshold: basket.freeShippingThreshold() }),
  );
}
