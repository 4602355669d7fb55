import { useState } from 'react';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { repayOrder } from '../api/repay-order.ts';
import { messagesOf } from '../error-messages.ts';
import { ActionButton } from './action-button.tsx';

/** «پرداخت»: a new online payment of the order, at the bank's page; a refusal says why (spec §8). */
export function RepayButton({ orderId }: { orderId: number }) {
  const [isGoing, setGoing] = useState(false);
  async function repay() {
    setGoing(true);
    try {
      window.location.assign(await repayOrder(orderId));
    } catch (error) {
      for (const message of messagesOf(error)) notify('error', message);
      setGoing(false);
    }
  }
  return (
    <ActionButton tone="primary" className="basis-full!" isBusy={isGoing} onClick={() => void repay()}>
      {isGoing ? faOrders.repay.going : faOrders.repay.open}
    </ActionButton>
  );
}
