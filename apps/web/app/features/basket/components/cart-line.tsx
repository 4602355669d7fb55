import { formatToman } from '@shop/domain/money';
import { Link } from 'react-router';
import { Price } from '../../../shared/product/price.tsx';
import { TrashIcon } from '../../../shared/ui/icons.tsx';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { format } from '../../../shared/i18n/fa.ts';
import type { BasketLineView } from '../basket-lines.ts';
import { useBasketLine } from '../hooks/use-basket-line.ts';
import { CountStepper } from './count-stepper.tsx';
import { HeldNote } from './held-note.tsx';
import { itemPath } from './basket-line-row.tsx';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

const highlight = {
  // cause_type 2: can no longer be bought; struck through, and removed when the customer leaves.
  2: 'border-brand-500 bg-brand-50',
  // cause_type 1: needs the customer's attention; checkout waits for it.
  1: 'border-amber-400 bg-amber-50',
} as const;

/** A line of /cart: picture, name, brand, unit price with discount, count, line total, remove. */
export function CartLine({ line }: { line: BasketLineView }) {
  const controls = useBasketLine(line.item, 'card');
  const isGone = line.causeType === 2;
  return (
    <li
      data-cause-type={line.causeType ?? undefined}
      className={`grid grid-cols-[4.5rem_1fr] gap-3 rounded-2xl border bg-white p-3 sm:grid-cols-[6rem_1fr_auto] sm:gap-4 ${line.causeType ? highlight[line.causeType] : 'border-black/5'}`}
    >
      <img
        src={line.item.image}
        alt=""
        width={96}
        height={96}
        className="aspect-square w-full rounded-xl bg-surface object-cover"
      />
      <div className={`flex min-w-0 flex-col gap-1 ${isGone ? 'line-through decoration-brand-600' : ''}`}>
        {line.item.brandName ? <p className="text-xs text-muted">{line.item.brandName}</p> : null}
        <Link to={itemPath(line)} className="line-clamp-2 min-h-11 font-medium hover:text-brand-600">
          <CatalogueText text={line.item.name} />
        </Link>
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted">{faBasket.unitPrice}</span>
          <Price price={line.item.price} priceByDiscount={line.item.priceByDiscount} />
        </div>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <div className="flex items-center gap-2">
          {isGone ? null : (
            <div className="w-32">
              <CountStepper name={line.item.name} controls={controls} hasBinAtOne={false} />
            </div>
          )}
          <button
            type="button"
            onClick={controls.remove}
            disabled={controls.isBusy}
            aria-label={format(faBasket.removeNamed, { name: line.item.name })}
            className="grid size-11 place-items-center rounded-lg text-muted hover:bg-surface hover:text-brand-600"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <p className={`font-bold ${isGone ? 'text-muted line-through' : ''}`}>
          <span className="sr-only">{faBasket.lineTotal} </span>
          {formatToman(line.lineTotal)}
        </p>
      </div>
      {/* Once: the API's sentence already says why and, for a line that cannot be bought, that it goes
          when the customer leaves (decision 30); the strike-through says the rest without words. */}
      {line.problem ? (
        <p role="alert" className="col-span-full text-sm font-medium text-brand-700">
          {line.problem}
        </p>
      ) : null}
      {line.heldUntil && !isGone ? (
        <HeldNote until={line.heldUntil} className="col-span-full text-sm font-medium" />
      ) : null}
    </li>
  );
}
