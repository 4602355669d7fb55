import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';

/**
 * «توقف سفارش دوره‌ای» asks first. While the stop runs the dialog stays (its buttons disabled).
 * `onCloseAutoFocus` says where focus goes on closing: back to the button, or, once the card that
 * opened it is gone, wherever the page says.
 */
export function StopPlanDialog({
  open,
  isStopping,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  isStopping: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && !isStopping && onClose()}
      title={t.stopQuestion}
      width="28rem"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <p className="text-sm text-muted">{t.stopDetail}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={isStopping}
          aria-busy={isStopping || undefined}
          className="flex flex-1 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {isStopping ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {t.stopConfirm}
        </button>
        <button
          type="button"
          onClick={onClose}
          disabled={isStopping}
          className="flex-1 rounded-xl border border-black/10 px-5 py-2.5 text-sm font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t.stopKeep}
        </button>
      </div>
    </LazyDialog>
  );
}
