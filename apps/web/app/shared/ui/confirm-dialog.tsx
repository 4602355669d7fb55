import type { ReactNode } from 'react';
import { LazyDialog } from './lazy-dialog.tsx';

type Props = {
  open: boolean;
  /** The question, the dialog's title («آیا از حذف آدرس اطمینان دارید؟»). */
  title: string;
  /** What saying yes will do. */
  detail: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The confirmed action runs: the dialog stays, both buttons wait, Escape does nothing. */
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes on closing (default: back to what opened it). */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** `danger` for what cannot be undone (delete, cancel), `brand` for the rest. */
  tone?: 'danger' | 'brand';
};

const tones = {
  danger: 'bg-rose-600 hover:bg-rose-700',
  brand: 'bg-brand-600 hover:bg-brand-700',
} as const;

/**
 * The one "are you sure?" of the shop (cancel an order, delete an address, stop a periodic order):
 * keep on the end side, yes beside it (stacked on a phone with yes on top, under the thumb).
 */
export function ConfirmDialog({
  open,
  title,
  detail,
  confirmLabel,
  keepLabel,
  isBusy,
  onConfirm,
  onClose,
  onCloseAutoFocus,
  tone = 'danger',
}: Props) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && !isBusy && onClose()}
      title={title}
      width="26rem"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="text-sm leading-7 text-muted">{detail}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={isBusy}
          className="min-h-11 rounded-xl border border-black/10 px-5 py-2.5 text-sm font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50"
        >
          {keepLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          className={`flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]}`}
        >
          {isBusy ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {confirmLabel}
        </button>
      </div>
    </LazyDialog>
  );
}
