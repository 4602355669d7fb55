import * as checkout from '@shop/domain/checkout/endpoints';
import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `GET periodic-orders`: the customer's running plans, the nearest round first (the page's loader). */
export async function getPeriodicPlans(api: ApiClient): Promise<PeriodicPlan[]> {
  return (await api.call(checkout.periodicPlans)).data.plans;
}
