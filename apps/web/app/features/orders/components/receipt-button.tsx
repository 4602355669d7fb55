import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { useState } from 'react';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { ActionButton } from './action-button.tsx';
import { ReceiptDialogBody } from './receipt-dialog-body.tsx';

const t = faOrders.receipt;

/**
 * The bank-transfer receipt (spec §2 "Bank transfer modal"): «بارگذاری رسید واریز» while the order
 * awaits one, «رسید واریز» once one was sent (to see it, or replace it while it may be). The dialog's
 * body is unmounted on closing, so a file chosen and not sent is forgotten with its preview.
 */
export function ReceiptButton({ order }: { order: OrderDetail }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <ActionButton tone={order.receipt ? 'outline' : 'primary'} onClick={() => setOpen(true)}>
        {order.receipt ? t.view : t.upload}
      </ActionButton>
      <LazyDialog open={isOpen} onOpenChange={setOpen} title={t.dialogTitle} width="34rem">
        <ReceiptDialogBody order={order} />
      </LazyDialog>
    </>
  );
}
