import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../ui/when-idle.ts';

// Everything of the notice (its request, its bar, its words) is one chunk, loaded when the page is idle.
const StickyNotice = lazy(() =>
  import('./sticky-notice.tsx').then((module) => ({ default: module.StickyNotice })),
);

/** The sticky notice, from the page's first idle moment on (at most two seconds after start-up). */
export function IdleNotice() {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true), 2000), []);
  return isIdle ? (
    <Suspense fallback={null}>
      <StickyNotice />
    </Suspense>
  ) : null;
}
