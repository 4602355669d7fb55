import { and, count, eq, gt, min } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { formatRetryWait } from '@shop/domain/identity/retry-wait';
import type { Counters } from '../../../adapters/cache/port.ts';
import type { Transaction } from '../../../db/client.ts';
import { orders } from '../../orders/public/tables.ts';

/** Orders one customer may place, and cancel, in an hour (decision 083; ORDER_*_PER_HOUR). */
export type OrderLimits = { placesPerHour: number; cancelsPerHour: number };

export const defaultOrderLimits: OrderLimits = { placesPerHour: 10, cancelsPerHour: 10 };

const hourMs = 3_600_000;

/**
 * Refuses a checkout when the customer placed `placesPerHour` orders in the last hour (a rolling
 * window over their own orders). Counted in the order's transaction after the customer's row is
 * locked, so two checkouts at once cannot both take the last place, and a replay of a finished
 * request (answered by the step runner before this runs) is never counted.
 */
export async function assertMayPlaceOrder(
  tx: Transaction,
  customerId: number,
  limits: OrderLimits,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - hourMs);
  const [recent] = await tx
    .select({ placed: count(), oldest: min(orders.createdAt) })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), gt(orders.createdAt, since)));
  if (!recent || recent.placed < limits.placesPerHour) return;
  const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
  throw limited('ORDER_PLACE_RATE_LIMITED', (oldest + hourMs - now.getTime()) / 1000);
}

/**
 * Counts a cancellation in the shared counters (Redis across replicas), as sign-in's limits are
 * counted (decision 23); refused past `cancelsPerHour` in the customer's hour.
 */
export async function takeCancelAllowance(
  counters: Counters,
  customerId: number,
  limits: OrderLimits,
): Promise<void> {
  const counter = await counters.increment(`limit:order-cancel:${customerId}`, hourMs / 1000);
  if (counter.count > limits.cancelsPerHour)
    throw limited('ORDER_CANCEL_RATE_LIMITED', counter.resetInSeconds);
}

function limited(code: 'ORDER_PLACE_RATE_LIMITED' | 'ORDER_CANCEL_RATE_LIMITED', seconds: number) {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new DomainError(code, {
    params: { wait: formatRetryWait(retryAfter) },
    extra: { retry_after: retryAfter },
  });
}
