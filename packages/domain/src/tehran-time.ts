// A moment as a customer in Tehran reads it, on the server (texts) and in the browser (pages) alike:
// the Solar Hijri day and Tehran's clock, whatever the machine's zone. The formatters are built on
// first use (a browser takes 10–20 ms to build one).

let day: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;
let weekdayAndDay: Intl.DateTimeFormat | undefined;

/** "۲۷ آبان ۱۴۰۵": the Solar Hijri day of an instant in Tehran. */
export function formatTehranDate(at: Date): string {
  day ??= new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  });
  return day.format(at);
}

/** "۲۷ آبان ۱۴۰۵، ساعت ۱۸:۳۰": a deadline the customer must meet (a payment, a receipt). */
export function formatTehranDateTime(at: Date): string {
  time ??= new Intl.DateTimeFormat('fa-IR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tehran',
  });
  return `${formatTehranDate(at)}، ساعت ${time.format(at)}`;
}

/**
 * "جمعه ۷ آذر": a calendar day (`YYYY-MM-DD`, Tehran's, as slots and periodic rounds keep it) as a
 * customer names a delivery day. Read at Tehran's noon, so no zone can move it to another day.
 */
export function formatTehranDay(calendarDay: string): string {
  weekdayAndDay ??= new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  });
  return weekdayAndDay.format(new Date(`${calendarDay}T08:30:00Z`));
}
