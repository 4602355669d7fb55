import { format } from '../../../shared/i18n/fa.ts';
import { faBundles } from '../../../shared/i18n/fa-bundles.ts';
import { formatJalaliDate } from '../../../shared/format/jalali-date.ts';

/** «شروع: ۲ آبان ۱۴۰۵ · پایان: ۲ آذر ۱۴۰۵», or «تا پایان موجودی» for a bundle without an end. */
export function BundleDates({ startedAt, expiredAt }: { startedAt: number; expiredAt: number | null }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      <span>{format(faBundles.startsAt, { date: formatJalaliDate(startedAt) })}</span>
      <span>
        {expiredAt === null
          ? faBundles.noEnd
          : format(faBundles.endsAt, { date: formatJalaliDate(expiredAt) })}
      </span>
    </p>
  );
}
