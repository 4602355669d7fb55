import type { PeriodicPlan } from '@shop/domain/checkout/periodic-plans';
import { useEffect, useId, useRef } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { TrashIcon } from '../../../shared/ui/icons.tsx';
import {
  canRemoveLine,
  lineKey,
  withCount,
  withoutLine,
  type PlanDraft,
  type RepeatType,
} from '../plan-draft.ts';
import { CountStepper } from './count-stepper.tsx';
import { LineRow } from './plan-lines.tsx';

const periods: RepeatType[] = [3, 4];

/**
 * «تغییر» in place: the period as two radios, each line's count, a line taken out (never the last),
 * then «ذخیره» or «انصراف». The form is plain data (plan-draft.ts); focus starts on the period.
 */
export function PlanEditor({
  plan,
  draft,
  onDraft,
  onSave,
  onCancel,
  isSaving,
}: {
  plan: PeriodicPlan;
  draft: PlanDraft;
  onDraft: (draft: PlanDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const name = useId();
  const hintId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const isLast = !canRemoveLine(draft);
  const kept = plan.lines.filter((line) => draft.lines.some((d) => lineKey(d) === lineKey(line)));

  return (
    <form
      aria-label={t.editTitle}
      className="flex flex-col gap-4 border-t border-black/5 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t.periodLegend}</legend>
        <div className="flex gap-2">
          {periods.map((period) => (
            <label
              key={period}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm sm:flex-none sm:px-5 ${
                draft.periodicType === period
                  ? 'border-brand-600 bg-brand-50 font-semibold'
                  : 'border-black/10'
              }`}
            >
              <input
                ref={draft.periodicType === period ? firstField : undefined}
                type="radio"
                name={name}
                className="accent-brand-600"
                checked={draft.periodicType === period}
                disabled={isSaving}
                onChange={() => onDraft({ ...draft, periodicType: period })}
              />
              {t.period[period]}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="divide-y divide-black/5" aria-label={t.lines}>
        {kept.map((line) => {
          const key = lineKey(line);
          const count = draft.lines.find((d) => lineKey(d) === key)?.count ?? line.count;
          return (
            <LineRow
              key={key}
              line={line}
              end={
                <button
                  type="button"
                  aria-label={format(t.remove, { name: line.name })}
                  aria-describedby={isLast ? hintId : undefined}
                  title={format(t.remove, { name: line.name })}
                  disabled={isLast || isSaving}
                  onClick={() => onDraft(withoutLine(draft, key))}
                  className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
                >
                  <TrashIcon className="size-5" />
                </button>
              }
            >
              <CountStepper
                name={line.name}
                count={count}
                isDisabled={isSaving}
                onChange={(next) => onDraft(withCount(draft, key, next))}
              />
            </LineRow>
          );
        })}
      </ul>
      {isLast ? (
        <p id={hintId} className="text-xs text-muted">
          {t.lastLineHint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={isSaving}
          aria-busy={isSaving || undefined}
          className="flex min-w-28 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {isSaving ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {t.save}
        </button>
        <button
          type="button"
          disabled={isSaving}
          onClick={onCancel}
          className="rounded-xl border border-black/10 px-5 py-2.5 text-sm font-semibold hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
