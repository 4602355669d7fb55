import { toPersianDigits } from '@shop/domain/persian-digits';
import type { ReactNode } from 'react';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';

/**
 * One checkout step: its number and title, a summary of the choice when closed, «ویرایش» to open a
 * chosen step and «بستن» to close an open one. A locked step says why when tapped (onLocked).
 */
export function StepCard({
  number,
  title,
  isOpen,
  summary,
  locked,
  onToggle,
  onLocked,
  children,
  testId,
}: {
  number: number;
  title: string;
  isOpen: boolean;
  summary: string | null;
  locked: boolean;
  onToggle: () => void;
  onLocked: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      // A locked step is greyed by its colours, not by opacity, so its title still reads at 5:1.
      className={`rounded-2xl p-4 shadow-[0_1px_3px_rgba(0,0,0,0.06)] ${locked ? 'bg-surface text-muted' : 'bg-white'}`}
    >
      <button
        type="button"
        className="flex min-h-11 w-full items-center gap-3 text-start"
        aria-expanded={isOpen}
        onClick={locked ? onLocked : onToggle}
      >
        <span
          className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
            summary ? 'bg-brand-600 text-white' : 'bg-black/5'
          }`}
        >
          {toPersianDigits(number)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold">{title}</span>
          {!isOpen && summary ? <span className="truncate text-sm text-muted">{summary}</span> : null}
        </span>
        {locked ? null : (
          <span className="text-sm text-brand-700">
            {isOpen ? faCheckout.close : summary ? faCheckout.edit : ''}
          </span>
        )}
      </button>
      {isOpen && !locked ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}

/** A radio row of a step's list (an address, a method, a port). */
export function ChoiceRow({
  name,
  checked,
  disabled,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-black/10'
      } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
    >
      <input
        type="radio"
        name={name}
        className="mt-1 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">{children}</span>
    </label>
  );
}
