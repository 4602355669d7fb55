import { zodResolver } from '@hookform/resolvers/zod';
import { reviewMessages } from '@shop/domain/reviews/messages';
import { CommentRequestSchema, type CommentRecordName } from '@shop/domain/reviews/schemas';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { fieldServerMessages, firstServerMessage } from '../../../shared/api/server-messages.ts';
import { faReviews } from '../../../shared/i18n/fa-reviews.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { postComment } from '../api/post-comment.ts';
import { StarPicker } from './star-picker.tsx';

const t = faReviews.form;
const fields = ['rating', 'name', 'body'] as const;

/**
 * The comment's form in the reviews modal (storefront.md §5): checked by the API's own schema first
 * (the same Persian messages), then posted. Sent: the spec's sentence as a toast and `onPosted`
 * (the modal closes). The server's messages go under their fields, or in a toast (too many: wait).
 */
export function CommentForm({
  recordName,
  recordId,
  onPosted,
  onSignedOut,
}: {
  recordName: CommentRecordName;
  recordId: number;
  onPosted: () => void;
  /** The session ended while the form was open (401): sign in again. */
  onSignedOut: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(CommentRequestSchema),
    defaultValues: {
      record_name: recordName,
      record_id: recordId,
      name: '',
      body: '',
      rating: '' as unknown,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const bodyId = useId();
  const rating = Number(useWatch({ control: form.control, name: 'rating' })) || 0;

  const submit = form.handleSubmit(async () => {
    try {
      const { rating: picked, ...values } = form.getValues();
      // A rating is offered, not demanded (decision 084): without one the body is the spec's own.
      await postComment(browserApi, picked ? { ...values, rating: Number(picked) } : values);
      notify('success', reviewMessages.posted);
      onPosted();
    } catch (error) {
      if (!(error instanceof ApiError)) return notify('error', t.networkError);
      if (error.status === 401) return onSignedOut();
      const messages = fieldServerMessages(error);
      const known = fields.filter((field) => messages[field]);
      for (const field of known) form.setError(field, { message: messages[field] });
      if (known.length === 0) notify('error', firstServerMessage(error) ?? t.failed);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <StarPicker value={rating} error={errors.rating?.message} {...form.register('rating')} />
      <TextField
        label={t.name}
        hint={t.nameHint}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="space-y-1.5">
        <label htmlFor={bodyId} className="block text-sm font-medium">
          {t.body}
        </label>
        <textarea
          id={bodyId}
          rows={5}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${bodyId}-note`}
          className="w-full rounded-xl border border-black/15 bg-white px-4 py-3 text-base leading-7 outline-none transition focus:border-black/40 focus:ring-3 focus:ring-black/5 aria-invalid:border-brand-600"
          {...form.register('body')}
        />
        <p
          id={`${bodyId}-note`}
          role={errors.body ? 'alert' : undefined}
          className={`text-sm ${errors.body ? 'text-brand-700' : 'text-muted'}`}
        >
          {errors.body?.message ?? t.bodyHint}
        </p>
      </div>
      <SubmitButton isBusy={isSubmitting}>{t.submit}</SubmitButton>
    </form>
  );
}
