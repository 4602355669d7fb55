import { causeType } from '@shop/domain/basket/constants';
import { useEffect, useRef } from 'react';
import type { BasketLineView } from '../basket-lines.ts';
import type { BasketOwner } from '../basket-owner.ts';
import { writeServerLine } from '../server-basket-cache.ts';

/**
 * cause_type 2 lines stay on /cart, struck through, while the customer reads why; leaving the page
 * deletes them (storefront.md §4). Only a server basket has such lines: the server finds them.
 */
export function useRemoveUnbuyableOnLeave(owner: BasketOwner, lines: readonly BasketLineView[]): void {
  const latest = useRef({ owner, lines });
  useEffect(() => {
    latest.current = { owner, lines };
  });
  useEffect(() => {
    const removeAll = () => {
      const { owner: current, lines: shown } = latest.current;
      if (current.kind !== 'customer') return;
      for (const line of shown) {
        if (line.causeType !== causeType.cannotBuy) continue;
        writeServerLine(current.userId, line.item, { kind: 'delete' }).catch(() => {
          // Still reported (and still struck through) on the next visit: nothing is lost.
        });
      }
    };
    return removeAll;
  }, []);
}
