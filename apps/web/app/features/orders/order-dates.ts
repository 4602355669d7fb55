import { formatJalaliDate } from '../../shared/format/jalali-date.ts';

/** An ISO moment as its Jalali day in Tehran («۵ آذر ۱۴۰۵»): when an order was placed, a step reached. */
export function jalaliDay(iso: string): string {
  return formatJalaliDate(Date.parse(iso) / 1000);
}

let clock: Intl.DateTimeFormat | undefined;

/**
 * An ISO moment as Tehran's clock in Persian digits («۱۴:۳۰»), whatever the reader's zone (the server
 * and the browser must print the same, or hydration would disagree): when a step was reached.
 */
export function tehranClock(iso: string): string {
  clock ??= new Intl.DateTimeFormat('fa-IR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tehran',
  });
  return clock.format(new Date(iso));
}
