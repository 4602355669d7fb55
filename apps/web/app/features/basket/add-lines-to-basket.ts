import type { CartItemType } from '@shop/domain/basket/constants';
import { basketErrorMessage } from './add-to-cart-errors.ts';
import { mergeGuestBasket } from './api/merge-guest-basket.ts';
import { mergeNoticeLines } from './merge-notice.ts';
import { takeMergedBasket } from './server-basket-cache.ts';
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
    takeMergedBasket(userId, basket);
    const problems = mergeNoticeLines(rejected, lines);
    if (problems.length > 0) useMergeNoticeStore.getState().show(problems);
    const refused = new Set(rejected.filter((line) => line.accepted === 0).map((line) => line.key));
    return { isDone: true, problems, isNothingAdded: lines.every((line) => refused.has(line.key)) };
  } catch (error) {
    return { isDone: false, message: basketErrorMessage(error) };
  }
}
