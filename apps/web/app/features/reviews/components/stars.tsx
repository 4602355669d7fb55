import { formatNumberFa } from '@shop/domain/money';
import { format } from '../../../shared/i18n/fa.ts';
import { faReviews } from '../../../shared/i18n/fa-reviews.ts';

const starPath = 'm12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8L12 3Z';

/** One star, filled, empty or partly filled (an average's fraction), drawn in amber. */
export function Star({ fill, className = 'size-4' }: { fill: number; className?: string }) {
  const percent = Math.round(Math.min(Math.max(fill, 0), 1) * 100);
  return (
    <span className={`relative inline-block ${className}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full text-amber-500">
        <path d={starPath} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {/* The fill grows from the start edge (right in Persian), as the stars are read. */}
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <svg viewBox="0 0 24 24" className={`text-amber-500 ${className}`}>
          <path
            d={starPath}
            fill="currentColor"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </span>
  );
}

/** Five stars showing a rating (a comment's whole one, or an average), read out as «۴ ستاره از ۵». */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      <span className="sr-only">{format(faReviews.stars, { count: formatNumberFa(value) })}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} fill={value - star + 1} {...(className ? { className } : {})} />
      ))}
    </span>
  );
}
