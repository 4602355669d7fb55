import { useState } from 'react';
import type { BasketButtonProps } from '../../../shared/product/purchase-slots.tsx';
import { revealChrome } from '../../../shared/layout/use-hide-on-scroll-down.ts';
import { SpinnerIcon } from '../../../shared/ui/icons.tsx';
import { fa, format } from '../../../shared/i18n/fa.ts';
import { useBasketLine } from '../hooks/use-basket-line.ts';
import { CountStepper } from './count-stepper.tsx';

/**
 * The basket's button in every purchase slot: «افزودن به سبد» until the item is in the basket, then
 * the count stepper. A guest's basket is read from storage after hydration, so the server's markup
 * (and the first render) always show the add button.
 */
export function AddToBasket({ item, variant }: BasketButtonProps) {
  const controls = useBasketLine(item, variant);
  // Pressed here: the stepper that replaces the button takes the focus and says what happened.
  const [wasAdded, setWasAdded] = useState(false);
  const size = variant === 'page' ? 'lg' : 'sm';
  // On a page the control keeps a button's width (a stepper as wide as the price box reads badly);
  // the add button and the stepper share it, so nothing jumps when one replaces the other.
  const width = variant === 'page' ? 'w-full sm:max-w-72' : 'w-full';
  if (controls.count > 0) {
    return (
      <div className={width}>
        <CountStepper name={item.name} controls={controls} size={size} focusOnArrival={wasAdded} />
        {wasAdded ? (
          <span role="status" className="sr-only">
            {format(fa.basket.addedNamed, { name: item.name })}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        setWasAdded(true);
        controls.increase();
        // The header comes back for a moment so its badge, bumping to the new count, is seen.
        revealChrome(2500);
      }}
      disabled={controls.isBusy || !controls.canIncrease}
      aria-busy={controls.isBusy || undefined}
      // A card's button names its product: a shelf holds many.
      aria-label={variant === 'card' ? format(fa.basket.addNamed, { name: item.name }) : undefined}
      className={`${width} flex items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 ${size === 'lg' ? 'h-12 text-base' : 'h-11 text-sm lg:h-9'}`}
    >
      {controls.isBusy ? <SpinnerIcon className="size-4" /> : null}
      {controls.isBusy ? fa.basket.adding : fa.basket.add}
    </button>
  );
}
