import { secondsLeft } from '../../../shared/format/countdown.ts';
import { useTickingClock } from '../../../shared/format/use-ticking-clock.ts';

/** Seconds left until `until` (epoch ms), ticking once a second and stopping at zero. */
export function useCountdown(until: number | null): number {
  // This widget only renders in the browser after a code is sent: its first clock is the browser's.
  const now = useTickingClock(
    () => Math.floor(Date.now() / 1000),
    until === null ? null : Math.ceil(until / 1000),
  );
  return until === null ? 0 : secondsLeft(until, now * 1000);
}
