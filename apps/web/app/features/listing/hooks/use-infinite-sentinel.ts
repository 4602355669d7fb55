import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` when the element (a sentinel under the grid) comes near the viewport.
 * The observer is made anew whenever `enabled` turns true, so a sentinel that is still in view
 * after a page has loaded asks for the next one at once.
 */
export function useInfiniteSentinel<E extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const handleVisible = useEffectEvent(onVisible);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleVisible();
      },
      // Start loading a little before the customer reaches the end of the grid.
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
