// One formatter for every bundle date. Tehran's zone is fixed, not the reader's: the server and a
// browser abroad must print the same day, or hydration would disagree.
const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Tehran',
});

/** "۲۷ آبان ۱۴۰۵" from epoch seconds (how the API sends times). */
export function formatJalaliDate(epochSeconds: number): string {
  return jalali.format(new Date(epochSeconds * 1000));
}
