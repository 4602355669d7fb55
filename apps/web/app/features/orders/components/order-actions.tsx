import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import type { OrderBasketLine } from '../order-lines.ts';
import { BuyAgainButton } from './buy-again-button.tsx';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { NoteButton } from './note-button.tsx';
import { ReceiptButton } from './receipt-button.tsx';
import { RepayButton } from './repay-button.tsx';

export type BuyAgainOutcome =
  { isDone: true; problems: string[]; isNothingAdded: boolean } | { isDone: false; message: string };

/** Puts a past order's lines into the basket; the route hands in the basket feature's. */
export type BuyAgain = (lines: OrderBasketLine[]) => Promise<BuyAgainOutcome>;

/**
 * What the customer may do now, exactly as the server's `actions` say (spec §4's rules are the
 * server's: repay, cancel, note, the bank-transfer receipt); the receipt also once one was sent, to
 * see it; «خرید مجدد» for every order with goods. The rating lives in the detail (order-rating.tsx).
 */
export function OrderActions({ order, onBuyAgain }: { order: OrderDetail; onBuyAgain: BuyAgain }) {
  const { actions } = order;
  const hasGoods = order.products.length > 0;
  const hasReceipt = actions.receipt || order.receipt !== null;
  if (!actions.repay && !actions.cancel && !actions.note && !hasReceipt && !hasGoods) return null;
  return (
    <div
      role="group"
      aria-label={faOrders.actions}
      data-testid="order-actions"
      className="flex flex-wrap gap-2 *:grow *:basis-36"
    >
      {/* A bank transfer's receipt first: for such an order it is what the customer came to do. */}
      {hasReceipt ? <ReceiptButton order={order} /> : null}
      {actions.repay ? <RepayButton orderId={order.id} /> : null}
      {actions.note ? <NoteButton order={order} /> : null}
      {hasGoods ? <BuyAgainButton products={order.products} onBuyAgain={onBuyAgain} /> : null}
      {actions.cancel ? <CancelOrderButton orderId={order.id} /> : null}
    </div>
  );
}
