import * as checkout from '@shop/domain/checkout/endpoints';
import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import type { ApiClient } from '../../../shared/api/client.ts';

/**
 * `POST periodic-orders/{id}/skip { day }`: the round of that delivery day is not placed; answers the
 * plan with its next day a period on. Naming the day makes a repeat (a double press, a retry) harmless.
 */
export async function skipPeriodicRound(api: ApiClient, planId: number, day: string): Promise<PeriodicPlan> {
  return (await api.call(checkout.skipPeriodic, { params: { id: planId }, body: { day } })).data;
}
