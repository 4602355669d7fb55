import type { RatingSummary } from '@shop/domain/catalogue/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { fa, format } from '../i18n/fa.ts';

/** ★ ۴٫۵ (۱۲): the approved comments' average and count, read out as a sentence. */
export function CardRating({ rating }: { rating: RatingSummary }) {
  const label = format(fa.product.ratingOf, {
    average: formatNumberFa(rating.average),
    count: formatNumberFa(rating.count),
  });
  return (
    <p className="flex shrink-0 items-center gap-0.5">
      <span className="sr-only">{label}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 text-amber-500">
        <path
          d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8L12 3Z"
          fill="currentColor"
        />
      </svg>
      <span aria-hidden="true" className="font-medium text-ink">
        {formatNumberFa(rating.average)}
      </span>
      <span aria-hidden="true">({formatNumberFa(rating.count)})</span>
    </p>
  );
}
