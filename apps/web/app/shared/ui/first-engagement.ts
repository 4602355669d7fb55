import { startTransition, useEffect, useState } from 'react';

const events = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;
let engaged: Promise<void> | undefined;

/**
 * Resolves on the visitor's first scroll (of the page or of any row in it), wheel, touch or key, at
 * once if the page is already scrolled, as after a reload or coming back. Work for what lies beyond
 * the first screen waits for it: done while the page is still starting, it competes with hydration
 * for a visitor who may never move, and on a phone it is all out of sight.
 */
export function firstEngagement(): Promise<void> {
  engaged ??= new Promise((resolve) => {
    if (window.scrollY > 0) return resolve();
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, { capture: true });
      resolve();
    };
    // Capturing: a row's own sideways scroll does not bubble to the window.
    for (const name of events) window.addEventListener(name, done, { capture: true, passive: true });
  });
  return engaged;
}

/**
 * False on the server and while hydrating (so the browser's first render matches the server's
 * HTML), true from the visitor's first move on, set in a transition so that what it reveals renders
 * in slices between other work.
 */
export function useEngaged(): boolean {
  const [isEngaged, setEngaged] = useState(false);
  useEffect(() => {
    let live = true;
    void firstEngagement().then(() => {
      if (live) startTransition(() => setEngaged(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return isEngaged;
}
