import type { Comment } from '@shop/domain/reviews/schemas';
import { formatJalaliDate } from '../../../shared/format/jalali-date.ts';
import { Stars } from './stars.tsx';

/** Approved comments, newest first: name, Jalali date, stars (when rated) and the text as typed (plain text). */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  return (
    <ul className="divide-y divide-black/5" data-testid="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="py-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{comment.name}</p>
            {comment.rating === null ? null : <Stars value={comment.rating} />}
          </div>
          <time dateTime={comment.created_at} className="mt-1 block text-xs text-muted">
            {formatJalaliDate(Date.parse(comment.created_at) / 1000)}
          </time>
          <p className="mt-2 leading-8 whitespace-pre-line break-words">{comment.body}</p>
        </li>
      ))}
    </ul>
  );
}
