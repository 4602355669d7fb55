import { formatNumberFa } from '@shop/domain/money';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { BasketIcon } from '../../../shared/ui/icons.tsx';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { fa, format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { useBasket } from '../hooks/use-basket.ts';

// The dropdown's and the drawer's body load on first open: only the badge is in the first script.
const BasketPanel = lazyWhenOnline(() =>
  import('./basket-panel.tsx').then((module) => ({ default: module.BasketPanel })),
);

/** The phone layout of storefront.md §2 (filters and the basket become drawers at 768 px and below). */
const phoneQuery = '(max-width: 768px)';

/**
 * The header's basket: a link to /cart with the count badge (it works before the script runs); with
 * the script, a click opens the dropdown on wide screens or the drawer on phones.
 */
export function BasketButton() {
  const { totals, isReady } = useBasket();
  const [open, setOpen] = useState<'dropdown' | 'drawer' | null>(null);
  const { pathname } = useLocation();
  const box = useRef<HTMLDivElement>(null);

  // A link followed from the panel closes it (state adjusted while rendering, not in an effect).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(null);
  }
  useEffect(() => {
    if (open !== 'dropdown') return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)
      ) {
        setOpen(null);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    if (open) return setOpen(null);
    setOpen(window.matchMedia(phoneQuery).matches ? 'drawer' : 'dropdown');
  };
  const count = isReady ? totals.count : 0;
  const bump = useBumpOnIncrease(count, isReady);
  const label = count > 0 ? format(fa.basket.badge, { count: formatNumberFa(count) }) : fa.header.basket;

  return (
    <div ref={box} className="relative">
      <Link
        to={paths.cart()}
        aria-label={label}
        aria-expanded={open !== null}
        onClick={toggle}
        className="relative block rounded-xl p-2.5 hover:bg-surface"
      >
        <BasketIcon />
        {count > 0 ? (
          <span
            key={bump}
            aria-hidden="true"
            data-bump={bump > 0 || undefined}
            className={`absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-5 font-bold text-white ${bump > 0 ? 'motion-safe:animate-badge-bump' : ''}`}
          >
            {formatNumberFa(count)}
          </span>
        ) : null}
      </Link>
      {open === 'dropdown' ? (
        <div className="absolute end-0 top-full z-40 mt-2 rounded-2xl border border-black/5 bg-white shadow-xl">
          <Suspense fallback={<div className="h-24 w-[300px]" />}>
            <BasketPanel layout="dropdown" />
          </Suspense>
        </div>
      ) : null}
      <LazyDialog
        open={open === 'drawer'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'drawer' : null)}
        title={fa.basket.title}
        variant="side"
      >
        <Suspense fallback={null}>{open === 'drawer' ? <BasketPanel layout="drawer" /> : null}</Suspense>
      </LazyDialog>
    </div>
  );
}

/**
 * A key that changes each time the count grows after the basket was read: the badge is drawn anew and
 * plays its bump, the visible sign that an add worked (issue 21). Reading the stored basket on arrival
 * is not an add, and neither is a count going down.
 */
function useBumpOnIncrease(count: number, isReady: boolean): number {
  const [bump, setBump] = useState(0);
  const [seen, setSeen] = useState<number | null>(null);
  if (isReady && seen !== count) {
    // State adjusted while rendering: the bump shows in the same paint as the new count.
    setSeen(count);
    if (seen !== null && count > seen) setBump(bump + 1);
  }
  return bump;
}
