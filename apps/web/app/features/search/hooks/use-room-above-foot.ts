import { useLayoutEffect, useState, type RefObject } from 'react';

/** The gap kept between the list's end and what is below it. */
const marginPx = 8;

/**
 * The height a panel opening downwards may take and still end in sight (issue 46 item 15): above the
 * phone's bottom bar (`data-bottom-bar`, shown below 1024 px) and above the visible viewport's foot,
 * which the on-screen keyboard raises (`visualViewport`). The other bars fixed at a phone's foot step
 * aside while the search panel is open (app.css, `data-foot-bar`). Measured again whenever the
 * viewport changes; null until measured (the panel keeps its own cap).
 */
export function useRoomAboveFoot(panel: RefObject<HTMLElement | null>): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const measure = () => {
      const element = panel.current;
      if (!element) return;
      const bar = document.querySelector('[data-bottom-bar]')?.getBoundingClientRect();
      const barTop = bar && bar.height > 0 ? bar.top : Infinity;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const top = element.getBoundingClientRect().top;
      setRoom(Math.max(0, Math.floor(Math.min(barTop, visibleBottom) - top - marginPx)));
    };
    measure();
    viewport?.addEventListener('resize', measure);
    viewport?.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      viewport?.removeEventListener('resize', measure);
      viewport?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [panel]);
  return room;
}
