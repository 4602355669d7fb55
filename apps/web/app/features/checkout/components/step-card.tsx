import { toPersianDigits } from '@shop/domain/persian-digits';
import type { ReactNode } from 'react';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { CheckIcon, ChevronDownIcon, LockIcon } from '../../../shared/ui/icons.tsx';

/**
 * Where a step stands (decision 085): `done` a required choice made (a green check), `todo` a required
 * choice still to make, `locked` waiting for an earlier step, `optional` nothing is asked (the period,
 * the note, the goods). The brand's red is kept for what needs the customer (`isFlagged`): it read as
 * "done" on a step nobody had to touch.
 */
export type StepState = 'done' | 'todo' | 'locked' | 'optional';

/**
 * One checkout step: its number and title, under it the choice made or, while none is, what the step
 * waits for in the spec's words (a locked step names the earlier choice, an open one its own). The
 * whole row opens and closes it; a chevron says which (the spec's «بستن» read as "give up" on the
 * step the customer was asked to fill in), «ویرایش» a chosen one. A locked step says why when tapped too.
 */
export function StepCard({
  number,
  title,
  isOpen,
  summary,
  hint,
  state,
  isFlagged = false,
  onToggle,
  onLocked,
  children,
  testId,
  actionWord = faCheckout.edit,
  tag,
}: {
  number: number;
  title: string;
  isOpen: boolean;
  summary: string | null;
  /** What the step waits for while it has no summary: its lock's or its missing choice's message. */
  hint: string | null;
  state: StepState;
  /** The submit found this step's choice missing: its hint in the alarm colour. */
  isFlagged?: boolean;
  onToggle: () => void;
  onLocked: () => void;
  children: ReactNode;
  testId: string;
  actionWord?: string;
  /** A word beside the title («اختیاری»). */
  tag?: string;
}) {
  const locked = state === 'locked';
  // A locked step says what it waits for even when it holds a default (the period's «عادی»).
  const line = locked ? hint : (summary ?? hint);
  const lineId = `${testId}-line`;
  const isLineShown = line !== null && !(isOpen && line === summary);
  return (
    <section
      data-testid={testId}
      data-state={state}
      // A locked step is greyed by its colours, not by opacity, so its title still reads at 5:1.
      className={`scroll-mt-4 rounded-2xl p-4 shadow-[0_1px_3px_rgba(0,0,0,0.06)] ${locked ? 'bg-surface text-muted' : 'bg-white'} ${isFlagged ? 'ring-2 ring-brand-600' : ''}`}
    >
      <button
        type="button"
        className="flex min-h-11 w-full items-center gap-3 text-start"
        aria-expanded={locked ? undefined : isOpen}
        aria-describedby={isLineShown ? lineId : undefined}
        onClick={locked ? onLocked : onToggle}
      >
        <StepBadge number={number} state={state} isCurrent={isOpen} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline gap-2 font-semibold">
            {title}
            {tag ? <span className="text-xs font-normal text-muted">{tag}</span> : null}
          </span>
          {isLineShown ? (
            <span
              id={lineId}
              className={`text-sm ${line === summary ? 'truncate text-muted' : isFlagged ? 'font-semibold text-brand-700' : 'text-muted'}`}
            >
              {line}
            </span>
          ) : null}
        </span>
        {locked ? (
          <LockIcon className="size-5 shrink-0" />
        ) : !isOpen && summary ? (
          <span className="shrink-0 text-sm text-brand-700">{actionWord}</span>
        ) : (
          <ChevronDownIcon
            className={`size-5 shrink-0 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        )}
      </button>
      {isOpen && !locked ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}

function StepBadge({ number, state, isCurrent }: { number: number; state: StepState; isCurrent: boolean }) {
  const shape = 'grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold';
  if (state === 'done') {
    return (
      <span className={`${shape} bg-emerald-700 text-white`}>
        <CheckIcon className="size-4" />
        <span className="sr-only">{toPersianDigits(number)}</span>
      </span>
    );
  }
  return (
    <span className={`${shape} ${isCurrent ? 'border-2 border-ink text-ink' : 'bg-black/5'}`}>
      {toPersianDigits(number)}
    </span>
  );
}

/** A radio row of a step's list (an address, a method, a port): the whole row is the target. */
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
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-black/10'
      } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
    >
      <input
        type="radio"
        name={name}
        className="size-6 shrink-0 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">{children}</span>
    </label>
  );
}
