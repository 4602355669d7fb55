import type { Comment, CommentRecordName } from '@shop/domain/reviews/schemas';
import type { RatingSummary } from '@shop/domain/catalogue/schemas';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { getComments } from '../api/get-comments.ts';

export type CommentsState = {
  comments: Comment[];
  rating: RatingSummary | null;
  /** Null until the first page arrived. */
  count: number | null;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore: () => void;
};

/**
 * A record's approved comments, page by page, fetched once `isWanted` (the tab was seen): most
 * visitors never open the reviews tab, so the page does not ask for them up front. A comment shown
 * on an earlier page is not shown twice when a newer one shifts the pages.
 */
export function useComments(
  record: { recordName: CommentRecordName; recordId: number },
  isWanted: boolean,
): CommentsState {
  const [comments, setComments] = useState<Comment[]>([]);
  const [rating, setRating] = useState<RatingSummary | null>(null);
  const [count, setCount] = useState<number | null>(null);
  /** The last page that arrived, and the page asked for (the first once the tab is seen). */
  const [page, setPage] = useState(0);
  const [asked, setAsked] = useState(1);
  /** The page whose request failed (asking it again is a retry). */
  const [failed, setFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const { recordName, recordId } = record;
  const target = isWanted ? asked : 0;

  useEffect(() => {
    if (target <= page) return;
    let isCurrent = true;
    getComments(browserApi, { recordName, recordId }, target).then(
      (answer) => {
        if (!isCurrent) return;
        setComments((shown) => {
          const ids = new Set(shown.map((comment) => comment.id));
          return [...shown, ...answer.comments.filter((comment) => !ids.has(comment.id))];
        });
        setRating(answer.extra.rating);
        setCount(answer.extra.count);
        setFailed(0);
        setPage(target);
      },
      () => {
        if (isCurrent) setFailed(target);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [recordName, recordId, target, page, attempt]);

  const isError = failed !== 0 && failed === target;
  const isLoading = target > page && !isError;
  const hasMore = count !== null && comments.length < count && page > 0;
  const loadMore = useCallback(() => {
    if (isError) {
      setFailed(0);
      setAttempt((n) => n + 1);
    } else if (!isLoading && hasMore) setAsked(page + 1);
  }, [isError, isLoading, hasMore, page]);
  return { comments, rating, count, isLoading, isError, hasMore, loadMore };
}
