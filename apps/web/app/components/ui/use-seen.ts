import { useEffect, useRef, useState, type RefObject } from 'react';

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
