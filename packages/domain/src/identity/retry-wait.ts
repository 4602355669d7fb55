import { toPersianDigits } from '../persian-digits.ts';

/** The units of a wait, as the "try again in …" sentences of a rate limit say them. */
export const retryWaitUnits = { second: 'ثانیه', minute: 'دقیقه' } as const;

/**
 * How long until a rate limit lets the customer try again, in Persian words: «۸ دقیقه», «۴۵ ثانیه».
 * A minute or more is rounded up to whole minutes, so the sentence never promises too early.
 */
export function formatRetryWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${toPersianDigits(whole)} ${retryWaitUnits.second}`;
  return `${toPersianDigits(Math.ceil(whole / 60))} ${retryWaitUnits.minute}`;
}
