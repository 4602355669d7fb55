import type { CartItemType } from '@shop/domain/basket/constants';
import { getQueryClient } from '../../shared/api/query-client.ts';
import { basketErrorMessage } from './add-to-cart-errors.ts';
import { basketKeys } from './api/basket-keys.ts';
import { mergeGuestBasket } from './api/merge-guest-basket.ts';
import { mergeNoticeLines } from './merge-notice.ts';
import { useMergeNoticeStore } from './merge-notice-store.ts';

/** A line to put in the customer's basket, named for the sentences about it. */
export type NamedBasketLine = { key: string; type: CartItemType; id: number; count: number; name: string };

export type AddLinesOutcome =
  { isDone: true; problems: string[]; isNothingAdded: boolean } | { isDone: false; message: string };

/**
 * Puts lines into the signed-in customer's basket through the merge `POST cart/multi` (a line the
 * basket already holds is raised to the count asked, never lowered) and takes the answer into the
 * cache the badge reads. What could not be added as asked is told in the merge's words, and kept for
 * /cart's notice; a refused call (an unfinished registration, the network) gives its message.
 */
export async function addLinesToBasket(userId: number, lines: NamedBasketLine[]): Promise<AddLinesOutcome> {
  try {
    const { basket, rejected } = await mergeGuestBasket(
      lines.map(({ type, id, count }) => ({ type, id, count })),
    );
    const queryClient = getQueryClient();
    queryClient.setQueryData(basketKeys.cart(userId), {
      lines: basket.items,
      totals: { count: basket.total.count, price: basket.total.price, priceBeforeDiscount: null },
      receipt: null,
    });
    void queryClient.invalidateQueries({ queryKey: basketKeys.list(userId) });
    const problems = mergeNoticeLines(rejected, lines);
    if (problems.length > 0) useMergeNoticeStore.getState().show(problems);
    const refused = new Set(rejected.filter((line) => line.accepted === 0).map((line) => line.key));
    return { isDone: true, problems, isNothingAdded: lines.every((line) => refused.has(line.key)) };
  } catch (error) {
    return { isDone: false, message: basketErrorMessage(error) };
  }
}
