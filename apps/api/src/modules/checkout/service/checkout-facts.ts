import { capitalName } from '@shop/domain/account/tehran';
import { causeType } from '@shop/domain/basket/constants';
import { blocksCheckout } from '@shop/domain/basket/problems';
import { paymentPort, portsForCity } from '@shop/domain/checkout/constants';
import { DomainError } from '@shop/domain/errors';
import { registerStatus } from '@shop/domain/identity/constants';
import type { Db } from '../../../db/client.ts';
import { readBasketIn, type BasketView } from '../../basket/public/checkout-basket.ts';
import { portsOfCustomer, type PaymentPortRow } from '../queries/options.ts';
import type { CheckoutContext } from './context.ts';

/** Registration must be complete before the checkout (spec §4: status 3 goes to /register). */
export function assertMayCheckOut(status: number): void {
  if (status === registerStatus.incomplete) throw new DomainError('REGISTRATION_INCOMPLETE');
}

/** The lines the order would buy: those that can be bought (cause_type 2 lines are left behind). */
export function buyableLines(basket: BasketView) {
  return basket.lines.filter((line) => line.cause_type !== causeType.cannotBuy);
}

/** The basket's problems that send the customer back to /cart (extra_data.cart; the submit's 406). */
export function blockingMessages(basket: BasketView): { id: number; type: number; message: string }[] {
  return basket.checked.flatMap((line) =>
    blocksCheckout(line.problems)
      ? basket.errors
          .filter(
            (error) =>
              error.id === line.itemId &&
              error.type === line.type &&
              error.cause_type === causeType.needsAttention,
          )
          .map((error) => ({ id: error.id, type: error.type, message: error.message }))
      : [],
  );
}

/** The ports offered to this customer for a destination in `city` (null: a company centre in Tehran). */
export async function portsFor(
  ctx: CheckoutContext,
  db: Db,
  customerId: number,
  city: string | null,
): Promise<PaymentPortRow[]> {
  const ports = (await portsOfCustomer(db, customerId)).filter(
    (port) => ctx.gateway !== null || port.id !== paymentPort.online,
  );
  return portsForCity(ports, city, capitalName);
}

export function readBasket(db: Db, customerId: number, now: Date): Promise<BasketView> {
  return readBasketIn(db, customerId, now);
}
