import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatNumberFa } from '@shop/domain/money';
import { useId, useState } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { addOrderNote } from '../api/add-order-note.ts';
import { messagesOf } from '../error-messages.ts';
import { useOrderRefresh } from '../hooks/use-order-refresh.ts';
import { ActionButton } from './action-button.tsx';
import { NotesList } from './order-notes.tsx';

const t = faOrders.notes;

/**
 * «یادداشت» (spec §2 "Order note modal"): the order's notes so far, and a box for a new one with a
 * save button. The answer is the order with the note added, which replaces the one shown; the server
 * refuses a sixth note or one on an order past awaiting payment, in its own words.
 */
export function NoteButton({ order }: { order: OrderDetail }) {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [isSaving, setSaving] = useState(false);
  const { replace } = useOrderRefresh();
  const fieldId = useId();

  async function save() {
    setSaving(true);
    try {
      replace(await addOrderNote(order.id, text.trim()));
      notify('success', t.saved);
      setText('');
      setOpen(false);
    } catch (error) {
      for (const message of messagesOf(error)) notify('error', message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <ActionButton onClick={() => setOpen(true)}>
        {order.notes.length > 0
          ? format(t.openWithCount, { count: formatNumberFa(order.notes.length) })
          : t.open}
      </ActionButton>
      <LazyDialog open={isOpen} onOpenChange={setOpen} title={t.dialogTitle} width="32rem">
        {order.notes.length > 0 ? (
          <NotesList notes={order.notes} />
        ) : (
          <p className="text-sm text-muted">{t.none}</p>
        )}
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void save();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-semibold">
            {t.label}
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.placeholder}
            maxLength={1000}
            rows={4}
            className="w-full resize-y rounded-xl border border-black/10 px-3 py-2 text-sm leading-7 focus:border-brand-500 focus:outline-none"
          />
          <ActionButton type="submit" tone="primary" isBusy={isSaving} disabled={text.trim() === ''}>
            {isSaving ? t.saving : t.save}
          </ActionButton>
        </form>
      </LazyDialog>
    </>
  );
}
