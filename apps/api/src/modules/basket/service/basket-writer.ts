import { mayWriteServerBasket } from '@shop/domain/identity/constants';
import { DomainError } from '@shop/domain/errors';
import type { SessionCustomer } from '../../identity/index.ts';

/**
 * Customers who have not completed registration (register_status 3) keep their basket in the browser
 * and cannot write to the server's (storefront.md §4, §6); the web then prompts them to register.
 */
export function requireBasketWriter(caller: SessionCustomer): number {
  if (!mayWriteServerBasket(caller.customer.registerStatus)) {
    throw new DomainError('REGISTRATION_INCOMPLETE');
  }
  return caller.customer.id;
}
