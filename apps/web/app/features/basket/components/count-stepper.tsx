import { useEffect, useRef } from 'react';
import { formatNumberFa } from '@shop/domain/money';
import { MinusIcon, PlusIcon, SpinnerIcon, TrashIcon } from '../../../shared/ui/icons.tsx';
import { fa, format } from '../../../shared/i18n/fa.ts';
import type { BasketLineControls } from '../hooks/use-basket-line.ts';

const sizes = {
  // A card's: 44 px for a finger below 1024 px (issue 21), a desktop's denser grid keeps 36.
  sm: { box: 'h-11 lg:h-9', button: 'size-11 lg:size-9', icon: 'size-4' },
  lg: { box: 'h-12', button: 'size-12', icon: 'size-5' },
} as const;

/**
 * Plus, the count, minus (right to left, plus first). Plus is disabled at max_count or when the stock
 * is at or below the count (§5); at one, minus shows a bin and takes the line away (§4).
 */
export function CountStepper({
  name,
  controls,
  size = 'sm',
  hasBinAtOne = true,
  focusOnArrival = false,
}: {
  name: string;
  controls: BasketLineControls;
  size?: keyof typeof sizes;
  /** /cart has its own remove button beside the stepper: a second bin there would say it twice. */
  hasBinAtOne?: boolean;
  /** Takes the keyboard's focus on arrival: the add button it replaced had it, and focus must not fall to the page. */
  focusOnArrival?: boolean;
}) {
  const increaseButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnArrival) increaseButton.current?.focus();
  }, [focusOnArrival]);
  const s = sizes[size];
  const isBin = hasBinAtOne && controls.count === 1;
  const button = `${s.button} grid place-items-center rounded-lg text-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={format(fa.basket.countOf, { name })}
      className={`${s.box} flex items-center justify-between gap-1 rounded-xl border border-black/10 bg-white`}
    >
      <button
        ref={increaseButton}
        type="button"
        className={button}
        aria-label={fa.basket.increase}
        disabled={!controls.canIncrease || controls.isBusy}
        onClick={controls.increase}
      >
        <PlusIcon className={s.icon} />
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-bold">
        {controls.isBusy ? (
          <SpinnerIcon className={`${s.icon} mx-auto text-brand-600`} />
        ) : (
          formatNumberFa(controls.count)
        )}
      </output>
      <button
        type="button"
        className={button}
        aria-label={isBin ? fa.basket.remove : fa.basket.decrease}
        disabled={controls.isBusy}
        onClick={controls.decrease}
      >
        {isBin ? <TrashIcon className={s.icon} /> : <MinusIcon className={s.icon} />}
      </button>
    </div>
  );
}
