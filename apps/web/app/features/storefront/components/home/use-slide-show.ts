import { useEffect, useState, type RefObject } from 'react';
import { useMediaQuery } from '../../../../shared/ui/use-media-query.ts';

/** The spec's autoplay: a new slide every 5 seconds, on small screens only. */
const slideMs = 5000;
const smallScreen = '(width < 64rem)';
const calmMotion = '(prefers-reduced-motion: reduce)';

function slidesOf(row: HTMLElement): { children: Element[]; rtl: boolean; box: DOMRect } {
  return {
    children: [...row.children],
    rtl: getComputedStyle(row).direction === 'rtl',
    box: row.getBoundingClientRect(),
  };
}

/** How far a slide's start edge is from the row's: its right edges in a right-to-left page. */
function offsetOf(child: Element, rtl: boolean, box: DOMRect): number {
  const rect = child.getBoundingClientRect();
  return rtl ? rect.right - box.right : rect.left - box.left;
}

/** The slide whose start is nearest the row's start: the one on show. */
export function shownSlide(row: HTMLElement): number {
  const { children, rtl, box } = slidesOf(row);
  let shown = 0;
  children.forEach((child, index) => {
    if (Math.abs(offsetOf(child, rtl, box)) < Math.abs(offsetOf(children[shown]!, rtl, box))) shown = index;
  });
  return shown;
}

/** Scrolls the row (never the page) so slide `index` fills it. */
export function showSlide(row: HTMLElement, index: number): void {
  const { children, rtl, box } = slidesOf(row);
  const child = children[index];
  if (!child) return;
  const calm = window.matchMedia(calmMotion).matches;
  row.scrollBy({ left: offsetOf(child, rtl, box), behavior: calm ? 'auto' : 'smooth' });
}

/**
 * The home slider's state: which slide shows (followed on scroll, however it moved) and the spec's
 * 5-second autoplay on small screens. Autoplay waits while a finger, the mouse or the keyboard's focus
 * is on the slider, while it is out of view or the tab hidden, starts paused for a visitor who asked
 * for less motion, and stops for good with the pause button (WCAG 2.2.2).
 */
export function useSlideShow(row: RefObject<HTMLUListElement | null>, count: number) {
  const [current, setCurrent] = useState(0);
  const canPlay = useMediaQuery(smallScreen);
  // A visitor who asked for less motion starts paused; the play button is theirs to press.
  const prefersCalm = useMediaQuery(calmMotion);
  const [pausedByChoice, setPausedByChoice] = useState<boolean | null>(null);
  const paused = pausedByChoice ?? prefersCalm;
  const [held, setHeld] = useState(false);
  const [inView, setInView] = useState(true);
  const [tabShown, setTabShown] = useState(true);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(shownSlide(element)));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const watcher = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    watcher.observe(element);
    const onVisibility = () => setTabShown(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      watcher.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [row]);

  const playing = canPlay && !paused && !held && inView && tabShown && count > 1;
  // A fresh five seconds after every change of slide, whoever made it.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      if (row.current) showSlide(row.current, (current + 1) % count);
    }, slideMs);
    return () => clearTimeout(timer);
  }, [playing, current, count, row]);

  return {
    current,
    playing,
    paused,
    togglePaused: () => setPausedByChoice(!paused),
    setHeld,
  };
}
