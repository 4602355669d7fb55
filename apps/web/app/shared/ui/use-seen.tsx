import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * True once the element has been on screen. False on the server and in the first render in the
 * browser, so hydration matches the server's HTML. An element under `display: none` (the filter
 * sidebar on a phone) is never seen. (Every browser the shop supports has IntersectionObserver.)
 */
export function useSeen<E extends Element>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/**
 * What a widget whose code loads on demand draws: `picture` (as the server drew it) until the
 * element behind `ref` has been on screen, then `real()` (a lazy component), with `picture` while its
 * code is on its way.
 */
export function useSwapWhenSeen<E extends Element>(
  picture: ReactNode,
  real: () => ReactNode,
): [RefObject<E | null>, ReactNode] {
  const [ref, seen] = useSeen<E>();
  return [ref, seen ? <Suspense fallback={picture}>{real()}</Suspense> : picture];
}
