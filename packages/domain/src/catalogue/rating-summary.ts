import type { RatingSummary } from './schemas.ts';

/**
 * A record's rating from its approved ratings' count and sum (the catalogue keeps both as integers,
 * decision 062): the mean to one decimal, or null when nobody has rated it yet.
 */
export function ratingSummaryOf(count: number, total: number): RatingSummary | null {
  if (count <= 0) return null;
  return { count, average: Math.round((total / count) * 10) / 10 };
}
