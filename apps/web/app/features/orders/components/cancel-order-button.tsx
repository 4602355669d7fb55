import { useState } from 'react';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { cancelOrder } from '../api/cancel-order.ts';
import { messagesOf } from '../error-messages.ts';
import { useOrderRefresh } from '../hooks/use-order-refresh.ts';
import { ActionButton } from './action-button.tsx';

const t = faOrders.cancel;

/**
 * «لغو سفارش» after the spec's confirmation (§8): on success the toast, then the order's detail and the
 * list (its status label) are loaded again; a refusal shows the server's message.
 */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const [isOpen, setOpen] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const { reload } = useOrderRefresh();

  async function confirm() {
    setCancelling(true);
    try {
      await cancelOrder(orderId);
      notify('success', t.done);
      setOpen(false);
      await reload(orderId, { withList: true });
    } catch (error) {
      for (const message of messagesOf(error)) notify('error', message);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <>
      <ActionButton tone="danger" onClick={() => setOpen(true)}>
        {t.open}
      </ActionButton>
      <ConfirmDialog
        open={isOpen}
        title={t.title}
        detail={t.confirm}
        confirmLabel={isCancelling ? t.cancelling : t.yes}
        keepLabel={t.no}
        isBusy={isCancelling}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
