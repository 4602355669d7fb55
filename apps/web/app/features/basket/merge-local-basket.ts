import { notify } from '../../shared/ui/notify.ts';
import { faBasket } from '../../shared/i18n/fa-basket.ts';
import { basketErrorMessage } from './add-to-cart-errors.ts';
import { mergeGuestBasket } from './api/merge-guest-basket.ts';
import { toGuestLines } from './local-basket.ts';
import { useLocalBasketStore } from './local-basket-store.ts';
import { mergeNoticeLines } from './merge-notice.ts';
import { takeMergedBasket } from './server-basket-cache.ts';
import { useMergeNoticeStore } from './merge-notice-store.ts';

/**
 * Sends the local basket to `POST cart/multi`, takes the merged basket into the cache, clears the
 * local one and says what could not be merged (a toast, and a notice on /cart). A failed merge keeps
 * the local lines for the next try: nothing disappears silently.
 */
export async function mergeLocalBasket(userId: number): Promise<void> {
  const local = useLocalBasketStore.getState().lines;
  if (local.length === 0) return;
  try {
    const { basket, rejected } = await mergeGuestBasket(toGuestLines(local));
    takeMergedBasket(userId, basket);
    useLocalBasketStore.getState().clear();
    const lines = mergeNoticeLines(rejected, local);
    if (lines.length > 0) {
      useMergeNoticeStore.getState().show(lines);
      notify('info', `${faBasket.mergeTitle}: ${lines.join('، ')}`, 'basket-merge');
    }
  } catch (error) {
    notify('error', basketErrorMessage(error), 'basket-merge');
  }
}
