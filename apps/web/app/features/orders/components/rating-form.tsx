import { formatNumberFa } from '@shop/domain/money';
import { useId, useState } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { rateOrder } from '../api/rate-order.ts';
import { messagesOf } from '../error-messages.ts';
import { useOrderRefresh } from '../hooks/use-order-refresh.ts';
import { ActionButton } from './action-button.tsx';
import { StarIcon } from './star-icon.tsx';

const t = faOrders.rating;
const scale = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars as a radio group (native radios: Tab reaches it, the arrows choose), then a box for a
 * note and the submit. Success thanks the customer and loads the order again (it now shows the
 * rating); a refusal shows the server's message. Changing a rating starts from the one given and
 * sends `_method: PUT`; «انصراف» leaves it as it was.
 */
export function RatingForm({
  orderId,
  initial,
  onCancel,
  onDone,
}: {
  orderId: number;
  /** The rating being changed; none for a first rating. */
  initial?: { rates: number; note: string | null };
  onCancel?: () => void;
  /** After the rating was saved and the order loaded again. */
  onDone?: () => void;
}) {
  const isChange = initial !== undefined;
  const [rating, setRating] = useState(initial?.rates ?? 0);
  const [note, setNote] = useState(initial?.note ?? '');
  const [isSending, setSending] = useState(false);
  const { reload } = useOrderRefresh();
  const name = useId();

  async function send() {
    setSending(true);
    try {
      await rateOrder(orderId, rating, note, { change: isChange });
      notify('success', isChange ? t.changed : t.done);
      await reload(orderId);
      onDone?.();
    } catch (error) {
      for (const message of messagesOf(error)) notify('error', message);
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (rating > 0) void send();
      }}
      className="flex flex-col gap-3"
    >
      <fieldset>
        <legend className="sr-only">{t.title}</legend>
        <div className="flex gap-1">
          {scale.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-lg p-1 text-amber-500 transition hover:scale-110 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <StarIcon isFilled={star <= rating} className="size-8" />
              <span className="sr-only">{format(t.star, { count: formatNumberFa(star) })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {rating > 0 ? (
        <>
          <label className="flex flex-col gap-2 text-sm font-semibold">
            {t.noteLabel}
            <textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t.notePlaceholder}
              maxLength={1000}
              rows={3}
              className="w-full resize-y rounded-xl border border-black/10 px-3 py-2 font-normal leading-7 focus:border-brand-500 focus:outline-none"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <ActionButton type="submit" tone="primary" isBusy={isSending}>
              {isSending ? t.submitting : isChange ? t.changeSubmit : t.submit}
            </ActionButton>
            {onCancel ? (
              <ActionButton onClick={onCancel} disabled={isSending}>
                {t.changeCancel}
              </ActionButton>
            ) : null}
          </div>
        </>
      ) : null}
    </form>
  );
}
