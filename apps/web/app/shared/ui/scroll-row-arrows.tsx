import { useRef, type ReactNode, type RefObject } from 'react';
import { fa } from '../i18n/fa.ts';
import { ChevronEndIcon } from './icons.tsx';

/**
 * A swipe row (app.css `scroll-row`) with arrows a mouse can use (issue 21): from 1024 px, one on each
 * side, moving the row by most of its width. A phone swipes; the arrows sit over the row's edges
 * (absolutely placed, so they move nothing) and the row works without them before the script runs.
 */
export function ScrollRowWithArrows({
  className,
  children,
  rowRef,
  live,
}: {
  className: string;
  children: ReactNode;
  /** The row, for a caller that also moves it (the slider's dots and autoplay). */
  rowRef?: RefObject<HTMLUListElement | null>;
  /** How a screen reader hears the row change: a slider playing on its own must stay quiet. */
  live?: 'off' | 'polite';
}) {
  const ownRow = useRef<HTMLUListElement>(null);
  const row = rowRef ?? ownRow;
  const move = (towardsEnd: boolean) => {
    const element = row.current;
    if (!element) return;
    // The row's end is on the left in a right-to-left page: scrolling towards it is a negative `left`.
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: sign * (towardsEnd ? 1 : -1) * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full border border-black/10 bg-white text-ink shadow-md hover:bg-surface lg:grid';
  return (
    <div className="relative">
      <ul ref={row} className={className} aria-live={live}>
        {children}
      </ul>
      <button
        type="button"
        aria-label={fa.common.previous}
        onClick={() => move(false)}
        className={`${arrow} -start-3`}
      >
        {/* The end-pointing chevron, turned round to point to the row's start. */}
        <span className="grid -scale-x-100">
          <ChevronEndIcon className="size-5" />
        </span>
      </button>
      <button
        type="button"
        aria-label={fa.common.next}
        onClick={() => move(true)}
        className={`${arrow} -end-3`}
      >
        <ChevronEndIcon className="size-5" />
      </button>
    </div>
  );
}
