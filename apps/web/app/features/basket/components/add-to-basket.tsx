import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BasketButtonProps } from '../../../shared/product/purchase-slots.tsx';
import { revealChrome } from '../../../shared/layout/use-hide-on-scroll-down.ts';
import { SpinnerIcon } from '../../../shared/ui/icons.tsx';
import { fa, format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { notify } from '../../../shared/ui/notify.ts';
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
  // Each press of «افزودن به سبد» counts, so an item removed and added again is told again.
  const [presses, setPresses] = useState(0);
  useAddedToast(controls.count > 0 ? presses : 0, item.name);
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
        setPresses((count) => count + 1);
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

const viewBasketLink = (
  <Link
    to={paths.cart()}
    className="inline-flex min-h-11 shrink-0 items-center px-2 font-bold whitespace-nowrap text-brand-700 underline"
  >
    {fa.basket.viewBasket}
  </Link>
);

/**
 * Once an add pressed here has landed (the line is there, so a refused add says only its error), a
 * short toast at the foot of the screen names the item with «مشاهده سبد» (issue 46, item 11).
 * `landedPress` is the number of the press whose line is now there, 0 while none is.
 */
function useAddedToast(landedPress: number, name: string) {
  const told = useRef(0);
  useEffect(() => {
    if (landedPress === 0 || told.current === landedPress) return;
    told.current = landedPress;
    notify('success', format(fa.basket.addedNamed, { name }), undefined, {
      action: viewBasketLink,
      toaster: 'confirmations',
    });
  }, [landedPress, name]);
}
