import type { RefObject } from 'react';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { SpinnerIcon } from '../../../shared/ui/icons.tsx';
import type { PlanCall } from './use-plan-actions.ts';

const outline =
  'flex items-center justify-center gap-2 rounded-xl border px-4 py-2.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** Skip this round, change the plan, stop it; every button waits while one of the plan's calls runs. */
export function PlanActions({
  busy,
  editButton,
  stopButton,
  onSkip,
  onEdit,
  onStop,
}: {
  busy: PlanCall | null;
  editButton: RefObject<HTMLButtonElement | null>;
  stopButton: RefObject<HTMLButtonElement | null>;
  onSkip: () => void;
  onEdit: () => void;
  onStop: () => void;
}) {
  const isBusy = busy !== null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <button
        type="button"
        onClick={onSkip}
        disabled={isBusy}
        aria-busy={busy === 'skip' || undefined}
        className={`${outline} border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        {busy === 'skip' ? <SpinnerIcon className="size-4" /> : null}
        {t.skip}
      </button>
      <button
        ref={editButton}
        type="button"
        onClick={onEdit}
        disabled={isBusy}
        className={`${outline} border-black/10 hover:bg-surface`}
      >
        {t.edit}
      </button>
      <button
        ref={stopButton}
        type="button"
        onClick={onStop}
        disabled={isBusy}
        className={`${outline} border-transparent text-muted hover:bg-surface hover:text-brand-700 sm:ms-auto`}
      >
        {t.stop}
      </button>
    </div>
  );
}
