import { useEffect, useState } from 'react';

/**
 * The clock in epoch seconds, ticking once a second until `until` (epoch seconds) has passed.
 * The first render reads `serverNow`, so the server's page and the browser's first paint agree
 * (hydration); the browser's clock takes over on mount. A widget drawn only in the browser passes
 * a function that reads the browser's clock once.
 */
export function useTickingClock(serverNow: number | (() => number), until: number | null = null): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Math.floor(Date.now() / 1000);
      setNow(time);
      return time;
    };
    if (tick() >= until) return;
    const timer = setInterval(() => {
      if (tick() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}
