// One formatter for every bundle date, built on first use: a browser takes 10–20 ms to build it, which
// a page that imports this module but shows no date (home before its bundle row) should not pay.
// Tehran's zone is fixed, not the reader's: the server and a browser abroad must print the same day,
// or hydration would disagree.
let jalali: Intl.DateTimeFormat | undefined;

/** "۲۷ آبان ۱۴۰۵" from epoch seconds (how the API sends times). */
export function formatJalaliDate(epochSeconds: number): string {
  jalali ??= new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  });
  return jalali.format(new Date(epochSeconds * 1000));
}
