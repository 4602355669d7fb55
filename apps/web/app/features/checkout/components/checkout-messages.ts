import { ApiError } from '../../../shared/api/client.ts';
import type { SubmitOutcome } from '@shop/domain/checkout/steps';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { paths } from '../../../shared/paths.ts';

// What the checkout page says about a chosen slot and about a failed call.

/** «پنجشنبه ۵ آذر، ۰۹:۰۰ تا ۱۲:۰۰»: the chosen slot's day and hours, for its step's summary. */
export function slotLabel(
  days: {
    title: { day_of_week: string; day_of_month: string };
    times: { id: number; started_at: string; finished_at: string }[];
  }[],
  id: number,
) {
  for (const day of days) {
    const time = day.times.find((t) => t.id === id);
    if (time)
      return `${day.title.day_of_week} ${day.title.day_of_month}، ${time.started_at} تا ${time.finished_at}`;
  }
  return null;
}

/** The Persian messages of a failed call: a 422's every field message, else the message. */
export function messagesOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.envelope) return [faCheckout.genericError];
  const { message, extra_data } = error.envelope as {
    message: unknown;
    extra_data: { details?: { errors?: { message?: string }[] } };
  };
  const items = extra_data.details?.errors?.flatMap((item) => (item.message ? [item.message] : [])) ?? [];
  if (items.length > 0) return items;
  if (typeof message === 'string') return [message];
  if (message && typeof message === 'object')
    return Object.values(message as Record<string, string[]>).flat();
  return [faCheckout.genericError];
}

/**
 * /payments for an order that needs no bank now: its code and what happened, as a status the page
 * words itself (a reservation with its deadline), never as text (issue 46, item 26).
 */
export function resultPath(outcome: Exclude<SubmitOutcome, { kind: 'gateway' }>): string {
  if (outcome.kind === 'unpaid') {
    return paths.payments({
      status: 'unpaid',
      tracking_code: outcome.trackingCode,
      order: String(outcome.orderId),
    });
  }
  const query: Record<string, string> = { tracking_code: outcome.trackingCode, status: outcome.kind };
  if (outcome.kind === 'reserved') query['until'] = outcome.until;
  return paths.payments(query);
}
