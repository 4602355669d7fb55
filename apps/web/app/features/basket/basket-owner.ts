import { createContext, useContext } from 'react';
import { mayWriteServerBasket } from '@shop/domain/identity/constants';

/**
 * Whose basket the page shows (storefront.md §4, §6): a guest's and a register_status 3 customer's
 * live in this browser (status 3 may not write to the server basket); a registered customer's
 * (status 1 or 4) is the server's. `unknown` on a public page drawn for everyone while the browser
 * asks who is signed in (decision 071): no basket is shown yet, and a press waits for the answer.
 */
export type BasketOwner =
  | { kind: 'unknown' }
  | { kind: 'guest' }
  | { kind: 'incomplete'; userId: number }
  | { kind: 'customer'; userId: number };

export function basketOwnerOf(
  user: { id: number; register_status: number } | null,
  isUserKnown = true,
): BasketOwner {
  if (!isUserKnown) return { kind: 'unknown' };
  if (!user) return { kind: 'guest' };
  return mayWriteServerBasket(user.register_status)
    ? { kind: 'customer', userId: user.id }
    : { kind: 'incomplete', userId: user.id };
}

export const BasketOwnerContext = createContext<BasketOwner>({ kind: 'guest' });

export function useBasketOwner(): BasketOwner {
  return useContext(BasketOwnerContext);
}
