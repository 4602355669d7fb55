import { formatNumberFa } from '@shop/domain/money';
import { useId, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faReviews } from '../../../shared/i18n/fa-reviews.ts';
import { Star } from './stars.tsx';

const t = faReviews.form;

/**
 * 1 to 5 stars as native radios (Tab reaches the group, the arrow keys choose), each labelled «۴
 * ستاره»; takes react-hook-form's `register('rating')` props and shows the field's error under it.
 */
export function StarPicker({
  value,
  error,
  name,
  onChange,
  onBlur,
  ref,
}: {
  value: number;
  error: string | undefined;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  ref: Ref<HTMLInputElement>;
}) {
  const noteId = useId();
  return (
    <fieldset aria-describedby={error ? noteId : undefined} className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium">{t.rating}</legend>
      <div className="flex gap-1" dir="rtl">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-lg p-1 transition hover:scale-110 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              onChange={onChange}
              onBlur={onBlur}
              ref={ref}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star fill={star <= value ? 1 : 0} className="size-8" />
            <span className="sr-only">{format(t.star, { count: formatNumberFa(star) })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={noteId} role="alert" className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
