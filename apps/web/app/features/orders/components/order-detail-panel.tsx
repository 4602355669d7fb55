import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { useOrder } from '../api/get-order.ts';
import type { BuyAgain } from './order-actions.tsx';
import { OrderDetailView } from './order-detail-view.tsx';

/**
 * An opened row: its detail, loaded once (then kept; an action loads it again). A failed load says
 * the spec's «خطایی رخ داده است» in place of the detail, with a button to try again.
 */
export function OrderDetailPanel({ orderId, onBuyAgain }: { orderId: number; onBuyAgain: BuyAgain }) {
  const query = useOrder(orderId);
  if (query.data) return <OrderDetailView order={query.data} onBuyAgain={onBuyAgain} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="font-semibold text-red-700">{faOrders.loadError}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="rounded-xl border border-black/10 bg-white px-5 py-2 text-sm font-semibold hover:bg-surface disabled:opacity-50"
        >
          {faOrders.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-brand-600/30 border-t-brand-600"
      />
      {faOrders.loading}
    </p>
  );
}
