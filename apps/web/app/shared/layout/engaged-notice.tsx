import { Suspense } from 'react';
import { lazyWhenOnline } from '../connection.ts';
import { useEngaged } from '../ui/first-engagement.ts';

// Everything of the notice (its request, its bar, its words) is one chunk, loaded when first needed.
const StickyNotice = lazyWhenOnline(() =>
  import('./sticky-notice.tsx').then((module) => ({ default: module.StickyNotice })),
);

/**
 * The sticky notice, from the visitor's first scroll, touch or key on: it waits for someone who uses
 * the page, as the rows below the first screen do, and costs a page's start-up nothing.
 */
export function EngagedNotice() {
  return useEngaged() ? (
    <Suspense fallback={null}>
      <StickyNotice />
    </Suspense>
  ) : null;
}
