import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { paths } from '../../../shared/paths.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { basketLinesOf } from '../order-lines.ts';
import { ActionButton } from './action-button.tsx';
import type { BuyAgain } from './order-actions.tsx';

const t = faOrders.buyAgain;
const toastId = 'buy-again';

const basketLink = (
  <Link to={paths.cart()} className="shrink-0 font-bold whitespace-nowrap text-brand-700 underline">
    {t.viewBasket}
  </Link>
);

/**
 * «خرید مجدد»: the order's lines back into the basket (order-lines.ts), then a toast with a link to
 * /cart. What could not be added as it was (gone, out of stock, over a limit) is told in the basket's
 * own words, in the toast and on /cart.
 */
export function BuyAgainButton({
  products,
  onBuyAgain,
}: {
  products: OrderDetail['products'];
  onBuyAgain: BuyAgain;
}) {
  const [isAdding, setAdding] = useState(false);
  async function buyAgain() {
    setAdding(true);
    const outcome = await onBuyAgain(basketLinesOf(products));
    setAdding(false);
    if (!outcome.isDone) {
      notify('error', outcome.message, toastId);
      return;
    }
    const problems = outcome.problems.join('، ');
    if (outcome.isNothingAdded) notify('error', format(t.none, { problems }), toastId);
    else if (problems) notify('info', format(t.partly, { problems }), toastId, { action: basketLink });
    else notify('success', t.added, toastId, { action: basketLink });
  }
  return (
    <ActionButton isBusy={isAdding} onClick={() => void buyAgain()}>
      {isAdding ? t.adding : t.open}
    </ActionButton>
  );
}
