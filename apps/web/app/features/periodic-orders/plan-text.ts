import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { formatTehranDay } from '@shop/domain/tehran-time';
import { ApiError } from '../../shared/api/client.ts';
import { format } from '../../shared/i18n/fa.ts';
import { faPeriodicOrders as t } from '../../shared/i18n/fa-periodic-orders.ts';
import { paths } from '../../shared/paths.ts';

// What the page says about a plan and about a call's outcome, apart from the components.

/** «نوبت بعد: جمعه ۶ آذر، ساعت ۰۹:۰۰ تا ۱۲:۰۰»: the next round's day and the window it asks for. */
export function nextRoundText(plan: Pick<PeriodicPlan, 'next_day' | 'window'>): string {
  return format(t.nextRound, {
    day: formatTehranDay(plan.next_day),
    start: toPersianDigits(plan.window.started_at),
    end: toPersianDigits(plan.window.finished_at),
  });
}

/** A line's page; none for an item the shop no longer sells (the API sends it without a slug). */
export function linePath(line: PeriodicPlan['lines'][number]): string | null {
  if (!line.slug) return null;
  return line.type === 2 ? paths.bundle(line.id, line.slug) : paths.product(line.id, line.slug);
}

/**
 * The toast after «این نوبت را نمی‌خواهم». The API answers the plan whether it skipped the day or found
 * it gone already; a new latest order means the round of that day had been placed before the press
 * (the page was older than the 10:00 placing), so the customer is told so rather than thanked.
 */
export function skipNotice(
  before: Pick<PeriodicPlan, 'next_day' | 'tracking_code'>,
  after: Pick<PeriodicPlan, 'next_day' | 'tracking_code'>,
): { kind: 'success' | 'info'; text: string } {
  const days = { skipped: formatTehranDay(before.next_day), next: formatTehranDay(after.next_day) };
  return after.tracking_code !== before.tracking_code
    ? { kind: 'info', text: format(t.alreadyPlaced, days) }
    : { kind: 'success', text: format(t.skipped, days) };
}

/** The Persian words of a failed call: the envelope's message (or each field's), else a generic one. */
export function failureMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [t.networkError];
  const message = error.envelope?.message;
  if (typeof message === 'string' && message) return [message];
  if (message && typeof message === 'object') {
    const all = Object.values(message).flatMap((messages) => messages.slice(0, 1));
    if (all.length > 0) return all;
  }
  return [t.genericError];
}

/** The plan was stopped elsewhere (another tab, the phone): its card has nothing left to act on. */
export const isPlanGone = (error: unknown) =>
  error instanceof ApiError && error.envelope?.extra_data.error === 'PERIODIC_PLAN_NOT_FOUND';
