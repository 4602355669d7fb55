import { useEffect, useState } from 'react';

/** How far (px) the page must move before the header reacts, so small jitters do not flicker it. */
const threshold = 12;

/** True while the visitor scrolls down past the header; false again as soon as they scroll up. */
export function useHideOnScrollDown(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < threshold) return;
      // Never hide near the top, or while a field inside the header has focus (the search box).
      const typing =
        document.activeElement?.closest('header') !== null && document.activeElement !== document.body;
      setHidden(y > last && y > 120 && !typing);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
