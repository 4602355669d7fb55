import { bindUseCases } from '../../platform/shop-module.ts';
import type { BasketContext } from './service/context.ts';
import { mergeGuestBasket } from './service/merge-guest-basket.ts';
import { getBasket, getCartInfo, listBasket } from './service/read-basket.ts';
import { writeLine } from './service/write-line.ts';

export type BasketService = ReturnType<typeof createBasketService>;

/** The basket's use cases (issue 6), one file each under service/; this only wires them to their deps. */
export function createBasketService(ctx: BasketContext) {
  return {
    ...bindUseCases(ctx, { getBasket, listBasket, getCartInfo, writeLine, mergeGuestBasket }),
    freeShippingThreshold: () => ctx.freeShippingThreshold,
  };
}
