import { useSyncExternalStore } from 'react';

/** How far (px) the page must move before the chrome reacts, so small jitters do not flicker it. */
const threshold = 12;
/** Near the top the chrome never hides: there is nothing under it to read yet. */
const topZone = 120;

/**
 * Whether the page's chrome (the sticky header and the sticky notice, both marked `data-page-chrome`)
 * steps aside: true while the visitor scrolls down, false as soon as they scroll up. One scroll
 * listener for every part that follows it, so the header and the notice always move together and a
 * phone reading down a page keeps all but the bottom bar (issue 21: the bars took 27% of the screen).
 */
let hidden = false;
let revealed = false;
let revealTimer: ReturnType<typeof setTimeout> | undefined;
let lastY = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function onScroll(): void {
  const y = window.scrollY;
  if (Math.abs(y - lastY) < threshold) return;
  // Never while a field or button inside the chrome has focus (the search box, the notice's link).
  const active = document.activeElement;
  const focusInChrome =
    active !== null && active !== document.body && active.closest('[data-page-chrome]') !== null;
  const next = y > lastY && y > topZone && !focusInChrome;
  lastY = y;
  if (next !== hidden) {
    hidden = next;
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    lastY = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

function isHidden(): boolean {
  return hidden && !revealed;
}

/** True while the chrome should be out of the way. The server (and hydration) always show it. */
export function useHideOnScrollDown(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}

/**
 * Brings the chrome back for a moment although the visitor is scrolling down: after «افزودن به سبد»
 * the header's basket badge shows the new count where the customer can see it, then steps aside again.
 */
export function revealChrome(ms: number): void {
  revealed = true;
  clearTimeout(revealTimer);
  revealTimer = setTimeout(() => {
    revealed = false;
    emit();
  }, ms);
  emit();
}
