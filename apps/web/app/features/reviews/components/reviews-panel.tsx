import { formatNumberFa } from '@shop/domain/money';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import type { CommentRecordName } from '@shop/domain/reviews/schemas';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fa, format } from '../../../shared/i18n/fa.ts';
import { faReviews } from '../../../shared/i18n/fa-reviews.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionUser, whenUserLearned } from '../../../shared/session/session-store.ts';
import { SpinnerIcon } from '../../../shared/ui/icons.tsx';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { useSeen } from '../../../shared/ui/use-seen.tsx';
import { useComments } from '../hooks/use-comments.ts';
import { CommentList } from './comment-list.tsx';
import { MoreComments } from './more-comments.tsx';
import { Stars } from './stars.tsx';

const t = faReviews;

// The form (react-hook-form and the comment's zod schema, ~34 KB compressed) is fetched when a
// signed-in customer presses «ثبت دیدگاه», beside the dialog's own chunk, not with the page: most
// visitors only read the reviews (issue 22).
const loadCommentForm = () => import('./comment-form.tsx');
const CommentForm = lazyWhenOnline(() =>
  loadCommentForm().then((module) => ({ default: module.CommentForm })),
);

/**
 * The reviews tab of a product or bundle (storefront.md §2): the rating summary, «ثبت دیدگاه» (a
 * modal form; a visitor goes to sign in and comes back here), and the approved comments, loaded once
 * the tab is on screen and then page by page as the visitor scrolls (a button too).
 */
export function ReviewsPanel({ recordName, recordId }: { recordName: CommentRecordName; recordId: number }) {
  const [ref, isSeen] = useSeen<HTMLDivElement>();
  const state = useComments({ recordName, recordId }, isSeen);
  const [isOpen, setOpen] = useState(false);
  const { user, isKnown } = useSessionUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toLogin = () => void navigate(paths.login(`${pathname}${search}`));
  const openForm = () => {
    void loadCommentForm();
    setOpen(true);
  };

  return (
    <div ref={ref} className="flex flex-col gap-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3" data-testid="rating-summary">
          {state.rating ? (
            <>
              <span className="text-3xl font-bold">{formatNumberFa(state.rating.average)}</span>
              <span className="flex flex-col gap-1">
                <Stars value={state.rating.average} />
                <span className="text-sm text-muted">
                  {format(t.basedOn, { count: formatNumberFa(state.rating.count) })}
                </span>
              </span>
            </>
          ) : state.count === 0 ? (
            <p className="text-muted">{t.none}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() =>
            // Pressed while the browser still asks who is signed in (decision 071): that answer decides.
            void (isKnown ? Promise.resolve(user) : whenUserLearned()).then((who) =>
              who ? openForm() : toLogin(),
            )
          }
          className="rounded-xl border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-50"
        >
          {t.write}
        </button>
      </div>
      <CommentList comments={state.comments} />
      <MoreComments state={state} />
      <LazyDialog open={isOpen} onOpenChange={setOpen} title={t.form.title} description={t.form.description}>
        <Suspense fallback={<FormPending />}>
          <CommentForm
            recordName={recordName}
            recordId={recordId}
            onPosted={() => setOpen(false)}
            onSignedOut={() => {
              setOpen(false);
              toLogin();
            }}
          />
        </Suspense>
      </LazyDialog>
    </div>
  );
}

/** The dialog before its form's chunk has arrived (usually it has: both are asked for on the press). */
function FormPending() {
  return (
    <div role="status" className="flex min-h-80 items-center justify-center text-muted">
      <SpinnerIcon className="size-6" />
      <span className="sr-only">{fa.common.loading}</span>
    </div>
  );
}
