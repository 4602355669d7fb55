import { useId } from 'react';
import { fa } from '../../../shared/i18n/fa.ts';
import { useDigitInput } from '../../../shared/ui/use-digit-input.ts';

type PriceFieldProps = {
  /** «از» or «تا»: the visible label, and the field's accessible name. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** The message saying what is wrong with the range, while there is one. */
  problemId: string | undefined;
};

/**
 * One typed price in tomans. A text field with the numeric keypad, not `type="number"`: that refuses
 * Persian digits and separators, which are what customers type and what the field shows.
 */
export function PriceField({ label, value, onChange, onBlur, problemId }: PriceFieldProps) {
  const id = useId();
  const unitId = `${id}-unit`;
  const digits = useDigitInput();
  return (
    <div className="flex min-w-0 items-center gap-1.5 rounded-xl border border-black/10 px-2 focus-within:border-brand-600 focus-within:ring-1 focus-within:ring-brand-600">
      <label htmlFor={id} className="shrink-0 text-xs text-muted">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        {...digits.controlled(value, onChange)}
        onBlur={onBlur}
        aria-describedby={[unitId, problemId].filter(Boolean).join(' ')}
        aria-invalid={problemId ? true : undefined}
        className="h-11 w-full min-w-0 bg-transparent text-sm font-bold outline-none lg:h-9"
      />
      <span id={unitId} className="shrink-0 text-xs text-muted">
        {fa.product.toman}
      </span>
    </div>
  );
}
