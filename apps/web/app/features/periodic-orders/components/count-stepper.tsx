import { formatNumberFa } from '@shop/domain/money';
import { format } from '../../../shared/i18n/fa.ts';
import { faPeriodicOrders as t } from '../../../shared/i18n/fa-periodic-orders.ts';
import { MinusIcon, PlusIcon } from '../../../shared/ui/icons.tsx';
import { countLimits } from '../plan-draft.ts';

const button =
  'grid size-9 place-items-center rounded-lg text-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';

/** Plus, the count, minus (right to left, plus first), held within the API's 1 to 999. */
export function CountStepper({
  name,
  count,
  isDisabled,
  onChange,
}: {
  name: string;
  count: number;
  isDisabled: boolean;
  onChange: (count: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label={format(t.countOf, { name })}
      className="flex h-9 w-fit items-center gap-1 rounded-xl border border-black/10 bg-white"
    >
      <button
        type="button"
        className={button}
        aria-label={format(t.increase, { name })}
        disabled={isDisabled || count >= countLimits.max}
        onClick={() => onChange(count + 1)}
      >
        <PlusIcon className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-bold">
        {formatNumberFa(count)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={format(t.decrease, { name })}
        disabled={isDisabled || count <= countLimits.min}
        onClick={() => onChange(count - 1)}
      >
        <MinusIcon className="size-4" />
      </button>
    </div>
  );
}
