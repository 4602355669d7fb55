import { startTransition, useEffect, useRef, useState } from 'react';
import type { HomeRow } from '@shop/domain/content/schemas';
import { browserApi } from '../../../../shared/api/browser-client.ts';
import { firstEngagement } from '../../../../shared/ui/first-engagement.ts';
import { loadHomeRow } from '../../api/get-home.ts';

/** The spec keeps loaded home rows about three minutes. */
const rowTtlMs = 3 * 60 * 1000;
const loaded = new Map<number, { row: HomeRow | null; at: number }>();

/** Start loading a row this far before it scrolls into view, so it is there when the eye arrives. */
const lookAhead = '800px 0px';

/**
 * Loads a home row when its placeholder is on screen, or near it once the visitor has started to
 * move through the page, once, and keeps it for three
 * minutes so coming back to the home page does not load it again. `loading` is true from the request
 * until its answer: only then does the placeholder pulse (a pulse far below the screen, waiting to be
 * scrolled to, kept the browser drawing frames for nothing: bench/RESULTS.md).
 */
export function useLazyHomeRow(id: number) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Rows loaded on an earlier visit come from the map at once. It only fills in the browser, so the
  // server and the hydrating render both start empty and agree.
  const [state, setState] = useState<{ row: HomeRow | null; done: boolean; loading: boolean }>(() => {
    const cached = loaded.get(id);
    return cached && Date.now() - cached.at < rowTtlMs
      ? { row: cached.row, done: true, loading: false }
      : { row: null, done: false, loading: false };
  });

  useEffect(() => {
    if (state.done) return;
    const target = placeholder.current;
    if (!target) return;
    let cancelled = false;
    let started = false;
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin: string) => {
      observer?.disconnect();
      if (started) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (started || !entries.some((entry) => entry.isIntersecting)) return;
          started = true;
          observer?.disconnect();
          // Transitions: React renders them in slices between other work. Set from an observer or a
          // fetch, a plain update renders the whole row (a shelf of cards) in one uninterrupted task,
          // while the page is still hydrating or the visitor scrolling.
          startTransition(() => setState((current) => ({ ...current, loading: true })));
          void loadHomeRow(browserApi, id).then((row) => {
            loaded.set(id, { row, at: Date.now() });
            if (!cancelled) startTransition(() => setState({ row, done: true, loading: false }));
          });
        },
        { rootMargin },
      );
      observer.observe(target);
    };
    // What is on screen loads now; the look-ahead starts with the visitor's first move.
    watch('0px');
    void firstEngagement().then(() => {
      if (!cancelled) watch(lookAhead);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [id, state.done]);

  return { placeholder, ...state };
}
