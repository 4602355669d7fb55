import { tehranDay } from '@shop/domain/checkout/delivery-slots';
import type { NextDelivery } from '@shop/domain/checkout/next-delivery';
import { ensureSlots, listSlots } from '../queries/slots.ts';
import type { CheckoutContext } from './context.ts';
import { timeWindowsOf } from './time-windows.ts';

const dayMs = 24 * 60 * 60_000;

/**
 * `GET delivery/next-slot`: the first home slot a customer could book now, read exactly as `GET
 * checkout` reads its days (the planned slots, the domain's cut-off and capacity), so the product
 * page never promises what the checkout would refuse (decision 091).
 */
export async function nextDeliverySlot(ctx: CheckoutContext): Promise<NextDelivery> {
  const now = ctx.now();
  await ensureSlots(ctx.db, now);
  const days = timeWindowsOf(await listSlots(ctx.db, null, now), now);
  const today = tehranDay(now).date;
  const tomorrow = tehranDay(new Date(now.getTime() + dayMs)).date;
  for (const day of days) {
    const time = day.times.find((slot) => slot.active);
    if (!time) continue;
    const relative = day.date === today ? 'today' : day.date === tomorrow ? 'tomorrow' : null;
    return { date: day.date, relative_day: relative, day_of_week: day.title.day_of_week, time };
  }
  return null;
}
