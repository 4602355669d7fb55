import * as checkout from '@shop/domain/checkout/endpoints';
import type { ChangePeriodicRequest, PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `PUT periodic-orders/{id}`: another period and/or the plan's own lines in other counts (plan-draft.ts). */
export async function changePeriodicPlan(
  api: ApiClient,
  planId: number,
  change: ChangePeriodicRequest,
): Promise<PeriodicPlan> {
  return (await api.call(checkout.changePeriodic, { params: { id: planId }, body: change })).data;
}
