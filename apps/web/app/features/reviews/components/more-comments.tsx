import { useEffect, useRef } from 'react';
import { faReviews } from '../../../shared/i18n/fa-reviews.ts';
import type { CommentsState } from '../hooks/use-comments.ts';

const t = faReviews;

/**
 * The list's end: the next page loads when this comes near the screen (IntersectionObserver), and
 * «نمایش بیشتر» does the same for whoever does not scroll (a keyboard, a screen reader).
 */
export function MoreComments({ state }: { state: CommentsState }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, isLoading, isError, loadMore } = state;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || isLoading || isError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isLoading, isError, loadMore]);

  return (
    <div ref={sentinel} className="flex min-h-11 flex-col items-center justify-center gap-2">
      {isLoading ? (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      ) : isError ? (
        <p role="alert" className="flex items-center gap-3 text-sm text-brand-700">
          {t.loadFailed}
          <button type="button" onClick={loadMore} className="font-semibold underline">
            {t.retry}
          </button>
        </p>
      ) : hasMore ? (
        <button
          type="button"
          onClick={loadMore}
          className="rounded-xl bg-surface px-5 py-2.5 text-sm font-semibold transition hover:bg-black/5"
        >
          {t.more}
        </button>
      ) : null}
    </div>
  );
}
