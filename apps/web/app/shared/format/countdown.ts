import { toPersianDigits } from '@shop/domain/persian-digits';

// Every countdown the shop shows (the sign-in code's resend, the home page's special-sale shelf, a
// product's special sale) reads its time from here, and ticks with useTickingClock.

const daySeconds = 24 * 60 * 60;
const pad = (value: number) => toPersianDigits(String(value).padStart(2, '0'));

/** Whole seconds left until `until` (epoch ms), never negative; a partial second counts as one. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The resend countdown as people read it: minutes and seconds in Persian digits, «۰۱:۵۹». */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

export type TimeLeft = {
  /** Seconds left, above zero. */
  seconds: number;
  /** Whole days in Persian digits, or null under a day. */
  days: string | null;
  /** The rest of the day as «۰۵:۰۷:۰۹»: a left-to-right island in the caller's markup. */
  clock: string;
  /** How much of the last day is left, 0–1 (the home shelf's bar); 1 from a day up. */
  ofDay: number;
};

/** Time left until `endsAt` (epoch seconds) at `now`; null once it is over. */
export function timeLeft(endsAt: number, now: number): TimeLeft | null {
  const seconds = endsAt - now;
  if (seconds <= 0) return null;
  const days = Math.floor(seconds / daySeconds);
  const clock = [Math.floor((seconds % daySeconds) / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map(pad)
    .join(':');
  return {
    seconds,
    days: days > 0 ? toPersianDigits(days) : null,
    clock,
    ofDay: Math.min(1, seconds / daySeconds),
  };
}
