import type { CartItemType } from '@shop/domain/basket/constants';
import type { CartCommand } from '@shop/domain/basket/commands';
import type { GuestLine } from '@shop/domain/basket/merge';
import type { SessionCustomer } from '../identity/index.ts';
import type { BasketContext } from './service/context.ts';
import { mergeGuestBasket } from './service/merge-guest-basket.ts';
import { getBasket, getCartInfo, listBasket } from './service/read-basket.ts';
import { writeLine } from './service/write-line.ts';

export type BasketService = ReturnType<typeof createBasketService>;

/** The basket's use cases (issue 6), one file each under service/; this only wires them to their deps. */
export function createBasketService(ctx: BasketContext) {
  return {
    getBasket: (caller: SessionCustomer) => getBasket(ctx, caller.customer.id),
    listBasket: (caller: SessionCustomer) => listBasket(ctx, caller.customer.id),
    getCartInfo: (caller: SessionCustomer) => getCartInfo(ctx, caller.customer.id),
    writeLine: (caller: SessionCustomer, type: CartItemType, itemId: number, command: CartCommand) =>
      writeLine(ctx, caller, type, itemId, command),
    mergeGuestBasket: (caller: SessionCustomer, lines: readonly GuestLine[]) =>
      mergeGuestBasket(ctx, caller, lines),
    freeShippingThreshold: () => ctx.freeShippingThreshold,
  };
}
