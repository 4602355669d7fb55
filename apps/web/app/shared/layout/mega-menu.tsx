import { Suspense, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { lazyWhenOnline } from '../connection.ts';
import { fa } from '../i18n/fa.ts';
import { MenuIcon } from '../ui/icons.tsx';
import type { MenuCategory } from './category-menu.tsx';
import { categoryTree } from './category-tree.ts';

// The panel's code and the levels below the top come when a pointer or the focus reaches the button,
// not with every page's first script (the header's weight is budgeted).
const loadPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazyWhenOnline(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })));

/** A pointer passing over the button on its way elsewhere does not open the panel. */
const openDelayMs = 120;
/** Time to cross the gap between the button and the panel, or to come back after overshooting it. */
const closeDelayMs = 300;

const prepare = () => {
  categoryTree.load();
  void loadPanel();
};

/**
 * The desktop's category mega-menu (from 1024 px; decision 088): hovering «دسته‌بندی کالاها» opens a
 * panel under the header with the top categories and, beside the one pointed at or focused, its
 * children and grandchildren as links. A disclosure button: Enter or Space opens and closes it, Tab
 * walks into it, Escape closes it and gives the focus back to the button; leaving it with the mouse
 * closes it after a moment. It lies over the page, so nothing moves. Phones keep the side drawer.
 */
export function MegaMenu({ categories }: { categories: MenuCategory[] }) {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pressedBy = useRef('');
  const panelId = useId();
  const location = useLocation();
  // A link followed closes it (the page changes under the header, which stays).
  const where = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(where);
  if (shownAt !== where) {
    setShownAt(where);
    setOpen(false);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  // A press anywhere else closes it.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const later = (open: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(open), ms);
  };
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    prepare();
    if (isOpen) clearTimeout(timer.current);
    else later(true, openDelayMs);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') later(false, closeDelayMs);
  };

  return (
    <div
      ref={root}
      className="hidden lg:block"
      onPointerEnter={onEnter}
      onPointerLeave={onLeave}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        clearTimeout(timer.current);
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        onFocus={prepare}
        onPointerDown={(event) => {
          pressedBy.current = event.pointerType;
        }}
        onClick={(event) => {
          clearTimeout(timer.current);
          // A mouse has opened it by hovering already: its press keeps it open. A key or a finger
          // (a touch screen of 1024 px and more) opens and closes it.
          const byMouse = event.detail > 0 && pressedBy.current === 'mouse';
          setOpen((open) => byMouse || !open);
        }}
        className="flex min-h-11 min-w-11 items-center gap-2 rounded-xl p-2.5 text-sm font-medium hover:bg-surface aria-expanded:bg-surface"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        // Below 1280 px the word is hidden and only the icon shows: the button keeps its name.
        aria-label={fa.header.categories}
      >
        <MenuIcon />
        <span className="hidden xl:inline">{fa.header.categories}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MegaMenuPanel id={panelId} categories={categories} />
        </Suspense>
      ) : null}
    </div>
  );
}
