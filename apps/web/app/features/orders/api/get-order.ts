import * as orders from '@shop/domain/orders/endpoints';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { getQueryClient } from '../../../shared/api/query-client.ts';
import { orderKeys } from './order-keys.ts';

/**
 * GET orders/{id}: an order's detail, loaded the first time its row opens and kept (spec §2: "opening
 * a row loads its detail once"); an action on the order loads it again.
 */
export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async (): Promise<OrderDetail> => (await browserApi.call(orders.order, { params: { id } })).data,
    staleTime: Infinity,
  });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id), getQueryClient());
}
