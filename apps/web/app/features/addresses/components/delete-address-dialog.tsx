import { faAddresses } from '../../../shared/i18n/fa-addresses.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';

const t = faAddresses.page;

/** The spec's «آیا از حذف آدرس اطمینان دارید؟» (§8). While the delete runs the dialog stays, its buttons waiting. */
export function DeleteAddressDialog({
  open,
  isDeleting,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && !isDeleting && onClose()}
      title={t.deleteQuestion}
      width="26rem"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <p className="text-sm leading-7 text-muted">{t.deleteDetail}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={isDeleting}
          className="rounded-xl border border-black/10 px-5 py-2.5 text-sm font-semibold hover:bg-surface disabled:opacity-50"
        >
          {t.deleteKeep}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isDeleting}
          aria-busy={isDeleting || undefined}
          className="flex items-center justify-center gap-2 rounded-xl bg-rose-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-700 disabled:opacity-50"
        >
          {isDeleting ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {t.deleteConfirm}
        </button>
      </div>
    </LazyDialog>
  );
}
