import * as checkout from '@shop/domain/checkout/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `DELETE periodic-orders/{id}`: no more rounds; orders already placed stay. */
export async function stopPeriodicPlan(api: ApiClient, planId: number): Promise<void> {
  await api.call(checkout.stopPeriodic, { params: { id: planId } });
}
