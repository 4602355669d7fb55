import { toPersianDigits } from '@shop/domain/persian-digits';

/** Whole seconds left until `until` (epoch ms), never negative; a partial second counts as one. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The resend countdown as people read it: minutes and seconds in Persian digits, «۰۱:۵۹». */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  return toPersianDigits(`${minutes}:${rest}`);
}
