import { getQueryClient } from '../../shared/api/query-client.ts';
import { notify } from '../../shared/ui/notify.ts';
import { faBasket } from '../../shared/i18n/fa-basket.ts';
import { basketErrorMessage } from './add-to-cart-errors.ts';
import { basketKeys } from './api/basket-keys.ts';
import { mergeGuestBasket } from './api/merge-guest-basket.ts';
import { toGuestLines } from './local-basket.ts';
import { useLocalBasketStore } from './local-basket-store.ts';
import { mergeNoticeLines } from './merge-notice.ts';
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
    const queryClient = getQueryClient();
    queryClient.setQueryData(basketKeys.cart(userId), {
      lines: basket.items,
      totals: { count: basket.total.count, price: basket.total.price, priceBeforeDiscount: null },
      receipt: null,
    });
    void queryClient.invalidateQueries({ queryKey: basketKeys.list(userId) });
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
