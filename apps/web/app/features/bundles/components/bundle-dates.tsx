import { fa, format } from '../../../i18n/fa.ts';
import { formatJalaliDate } from '../jalali-date.ts';

/** «شروع: ۲ آبان ۱۴۰۵ · پایان: ۲ آذر ۱۴۰۵», or «تا پایان موجودی» for a bundle without an end. */
export function BundleDates({ startedAt, expiredAt }: { startedAt: number; expiredAt: number | null }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      <span>{format(fa.bundles.startsAt, { date: formatJalaliDate(startedAt) })}</span>
      <span>
        {expiredAt === null
          ? fa.bundles.noEnd
          : format(fa.bundles.endsAt, { date: formatJalaliDate(expiredAt) })}
      </span>
    </p>
  );
}
