import { causeType } from '@shop/domain/basket/constants';
import { useEffect, useRef } from 'react';
import type { BasketLineView } from '../basket-lines.ts';
import type { BasketOwner } from '../basket-owner.ts';
import { deleteCartLineWhileLeaving } from '../api/write-cart-line.ts';
import { writeServerLine } from '../server-basket-cache.ts';

/**
 * cause_type 2 lines stay on /cart, struck through, while the customer reads why; leaving the page
 * deletes them (storefront.md §4), whether by a link inside the shop or by closing the tab or going
 * to another site (pagehide, with requests that outlive the page). Only a server basket has such
 * lines: the server finds them.
 */
export function useRemoveUnbuyableOnLeave(owner: BasketOwner, lines: readonly BasketLineView[]): void {
  const latest = useRef({ owner, lines });
  useEffect(() => {
    latest.current = { owner, lines };
  });
  useEffect(() => {
    const unbuyable = () => {
      const { owner: current, lines: shown } = latest.current;
      if (current.kind !== 'customer') return { userId: null, lines: [] };
      return {
        userId: current.userId,
        lines: shown.filter((line) => line.causeType === causeType.cannotBuy),
      };
    };
    const removeWhileClosing = () => {
      for (const line of unbuyable().lines) deleteCartLineWhileLeaving(line.item.type, line.item.id);
    };
    window.addEventListener('pagehide', removeWhileClosing);
    return () => {
      window.removeEventListener('pagehide', removeWhileClosing);
      const { userId, lines } = unbuyable();
      if (userId === null) return;
      for (const line of lines) {
        writeServerLine(userId, line.item, { kind: 'delete' }).catch(() => {
          // Still reported (and still struck through) on the next visit: nothing is lost.
        });
      }
    };
  }, []);
}
