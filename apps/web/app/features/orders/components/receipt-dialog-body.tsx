import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatNumberFa } from '@shop/domain/money';
import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { useState } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { receiptViewUrl } from '../../../shared/receipt-url.ts';
import { FilePreview } from '../../../shared/ui/file-preview.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { uploadReceipt } from '../api/upload-receipt.ts';
import { receiptMessagesOf } from '../error-messages.ts';
import { useChosenReceipt } from '../hooks/use-chosen-receipt.ts';
import { useOrderRefresh } from '../hooks/use-order-refresh.ts';
import { receiptKindOf } from '../receipt-file.ts';
import { ActionButton } from './action-button.tsx';
import { ReceiptPicker } from './receipt-picker.tsx';

const t = faOrders.receipt;

/**
 * The receipt dialog's body: the receipt already sent (its preview opens `GET orders/{id}/receipt` in
 * a new window) with «ویرایش» while the order still takes one; or the picker, whose chosen file is
 * checked and previewed from an object URL before «ارسال رسید». The server's answer is the order,
 * which replaces the one shown, so the dialog moves on to the sent receipt by itself.
 */
export function ReceiptDialogBody({ order }: { order: OrderDetail }) {
  const picked = useChosenReceipt();
  const [isEditing, setEditing] = useState(false);
  const [isSending, setSending] = useState(false);
  const { replace } = useOrderRefresh();
  const sent = order.receipt;
  const isPicking = order.actions.receipt && (!sent || isEditing);

  async function send() {
    if (!picked.chosen) return;
    setSending(true);
    try {
      replace(await uploadReceipt(order.id, picked.chosen.file, { replace: sent !== null }));
      notify('success', sent ? t.edited : t.done);
      picked.clear();
      setEditing(false);
    } catch (error) {
      for (const message of receiptMessagesOf(error)) notify('error', message);
    } finally {
      setSending(false);
    }
  }

  if (!isPicking && sent) {
    return (
      <div data-testid="receipt-sent" className="flex flex-col gap-4">
        <h3 className="font-semibold">{t.uploaded}</h3>
        <div className="flex flex-wrap items-start gap-4">
          <FilePreview
            url={receiptViewUrl(sent)}
            kind={receiptKindOf(sent.type)}
            label={t.openUploaded}
            imageAlt={t.imageAlt}
            pdfLabel={t.pdf}
            testId="receipt-preview"
          />
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2 text-sm leading-7">
            <p>{format(t.uploadedAt, { at: formatTehranDateTime(new Date(sent.uploaded_at)) })}</p>
            <p className="text-muted">{t.previewHint}</p>
            {order.actions.receipt ? <p className="text-emerald-800">{t.checking}</p> : null}
          </div>
        </div>
        {order.actions.receipt ? (
          <ActionButton onClick={() => setEditing(true)} className="self-start">
            {t.edit}
          </ActionButton>
        ) : null}
      </div>
    );
  }

  const { chosen } = picked;
  return (
    <div data-testid="receipt-picker" className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">{t.intro}</p>
      {chosen ? (
        <div className="flex flex-wrap items-start gap-4">
          <FilePreview
            url={chosen.url}
            kind={chosen.kind}
            label={t.openChosen}
            imageAlt={t.imageAlt}
            pdfLabel={t.pdf}
            testId="receipt-preview"
          />
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-sm leading-7">
            <p className="font-semibold">{t.chosen}</p>
            <p dir="auto" className="break-all">
              {chosen.file.name}
            </p>
            <p className="text-muted">
              {format(t.fileSize, { size: formatNumberFa(Math.max(1, Math.round(chosen.file.size / 1024))) })}
            </p>
            <p className="text-muted">{t.previewHint}</p>
          </div>
        </div>
      ) : null}
      {picked.refusal ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm leading-7 text-red-800">
          {picked.refusal}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap">
        {isEditing ? (
          <ActionButton
            onClick={() => {
              picked.clear();
              setEditing(false);
            }}
            disabled={isSending}
          >
            {t.cancelEdit}
          </ActionButton>
        ) : null}
        <ReceiptPicker
          label={chosen ? t.chooseAnother : t.choose}
          isProminent={!chosen}
          disabled={isSending}
          onPick={(file) => void picked.choose(file)}
        />
        {chosen ? (
          <ActionButton tone="primary" isBusy={isSending} onClick={() => void send()} className="sm:ms-auto">
            {isSending ? t.sending : sent ? t.sendEdit : t.send}
          </ActionButton>
        ) : null}
      </div>
    </div>
  );
}
