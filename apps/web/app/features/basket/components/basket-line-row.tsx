import { formatToman } from '@shop/domain/money';
import { Link } from 'react-router';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { paths } from '../../../shared/paths.ts';
import { cartItemType } from '@shop/domain/basket/constants';
import type { BasketLineView } from '../basket-lines.ts';
import { AddToBasket } from './add-to-basket.tsx';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';
import { HeldNote } from './held-note.tsx';

export function itemPath(line: BasketLineView): string {
  return line.item.type === cartItemType.bundle
    ? paths.bundle(line.item.id, line.item.slug)
    : paths.product(line.item.id, line.item.slug);
}

/** A line of the dropdown and the drawer: picture, name, line total, and the stepper. */
export function BasketLineRow({ line }: { line: BasketLineView }) {
  const isGone = line.causeType === 2;
  return (
    <li className={`flex gap-3 py-3 ${isGone ? 'opacity-60' : ''}`}>
      <img
        src={line.item.image}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-xl bg-surface object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link
          to={itemPath(line)}
          className={`line-clamp-2 min-h-11 text-sm font-medium hover:text-brand-600 ${isGone ? 'line-through' : ''}`}
        >
          <CatalogueText text={line.item.name} />
        </Link>
        {line.problem ? <p className="text-xs text-brand-700">{line.problem}</p> : null}
        {line.heldUntil && !isGone ? <HeldNote until={line.heldUntil} className="text-xs" /> : null}
        <div className="flex items-center justify-between gap-2">
          <div className="w-28">{isGone ? null : <AddToBasket item={line.item} variant="card" />}</div>
          <p className="text-sm font-bold" aria-label={faBasket.lineTotal}>
            {formatToman(line.lineTotal)}
          </p>
        </div>
      </div>
    </li>
  );
}
