import { useCallback, useEffect, useRef, useState } from 'react';
import { releaseDelay, type LockWindow } from '../submit-lock.ts';

/**
 * Runs a submit under the spec's button lock (see submit-lock.ts): presses while locked are
 * ignored, and `isLocked` disables the button. Each press has a number, so a late timer of an
 * older press never releases a newer one.
 */
export function useSubmitLock(window: LockWindow) {
  const [isLocked, setLocked] = useState(false);
  const press = useRef(0);
  const locked = useRef(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (locked.current) return;
      const current = ++press.current;
      const release = () => {
        if (press.current !== current || !locked.current) return;
        locked.current = false;
        setLocked(false);
      };
      locked.current = true;
      setLocked(true);
      const startedAt = Date.now();
      timers.current.push(setTimeout(release, window.maxMs));
      try {
        await task();
      } finally {
        const delay = releaseDelay(Date.now() - startedAt, window);
        if (delay === 0) release();
        else timers.current.push(setTimeout(release, delay));
      }
    },
    [window],
  );

  return { isLocked, run };
}
