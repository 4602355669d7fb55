import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { getQueryClient } from '../../../shared/api/query-client.ts';
import { orderKeys } from '../api/order-keys.ts';

/**
 * After an action on an order: its detail is loaded again (or replaced by the answer that carries it),
 * and the list is, when the action changed what a row shows (the status after a cancellation).
 */
export function useOrderRefresh() {
  const { revalidate } = useRevalidator();
  const reload = useCallback(
    async (orderId: number, options: { withList?: boolean } = {}) => {
      await Promise.all([
        getQueryClient().invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        options.withList ? revalidate() : null,
      ]);
    },
    [revalidate],
  );
  const replace = useCallback((order: OrderDetail) => {
    getQueryClient().setQueryData(orderKeys.detail(order.id), order);
  }, []);
  return { reload, replace };
}
