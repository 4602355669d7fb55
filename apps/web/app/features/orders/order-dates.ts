import { formatJalaliDate } from '../../shared/format/jalali-date.ts';

/** An ISO moment as its Jalali day in Tehran («۵ آذر ۱۴۰۵»): when an order was placed, a step reached. */
export function jalaliDay(iso: string): string {
  return formatJalaliDate(Date.parse(iso) / 1000);
}
