import { toPersianDigits } from '@shop/domain/persian-digits';

const DAY = 24 * 60 * 60;

/**
 * Time left of a special sale as people read it: "۲ روز و ۰۵:۰۷:۰۹", or just the clock under a day.
 * Null once it has ended. The clock is a left-to-right island in the caller's markup.
 */
export function saleTimeLeft(expiration: number, now: number): { days: string | null; clock: string } | null {
  const left = expiration - now;
  if (left <= 0) return null;
  const pad = (value: number) => toPersianDigits(String(value).padStart(2, '0'));
  const days = Math.floor(left / DAY);
  const clock = [Math.floor((left % DAY) / 3600), Math.floor((left % 3600) / 60), left % 60]
    .map(pad)
    .join(':');
  return { days: days > 0 ? toPersianDigits(days) : null, clock };
}
