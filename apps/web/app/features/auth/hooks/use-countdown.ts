import { useEffect, useState } from 'react';
import { secondsLeft } from '../countdown.ts';

/** Seconds left until `until` (epoch ms), ticking once a second and stopping at zero. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : secondsLeft(until, now);
}
