import { Link } from 'react-router';
import { BasketIcon } from '../../../shared/ui/icons.tsx';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { fa } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { PhoneActionBar } from '../../../shared/ui/phone-action-bar.tsx';
import { formatToman } from '@shop/domain/money';
import { causeType } from '@shop/domain/basket/constants';
import type { ServerBasket } from '../basket-lines.ts';
import { useBasketList } from '../hooks/use-basket-list.ts';
import { useRemoveUnbuyableOnLeave } from '../hooks/use-remove-unbuyable-on-leave.ts';
import { CartLine } from './cart-line.tsx';
import { CartNextAction, CartSummary } from './cart-summary.tsx';
import { MergeNoticeBanner } from './merge-notice-banner.tsx';

type Props = { initial: ServerBasket | null; threshold: number };

/** /cart: the lines, their problems, totals, free-shipping progress and the way to checkout. */
export function CartPage({ initial, threshold }: Props) {
  const basket = useBasketList(initial);
  useRemoveUnbuyableOnLeave(basket.owner, basket.lines);
  const isBlocked = basket.lines.some((line) => line.causeType === causeType.needsAttention);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-bold">{fa.basket.title}</h1>
      <MergeNoticeBanner />
      {!basket.isReady ? (
        <p className="py-10 text-center text-muted">
          {basket.isError ? faBasket.loadError : fa.common.loading}
        </p>
      ) : basket.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-3">
            {basket.receipt?.show_error ? (
              <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">{basket.receipt.message}</p>
            ) : null}
            <ul aria-label={fa.basket.title} className="flex flex-col gap-3">
              {basket.lines.map((line) => (
                <CartLine key={line.key} line={line} />
              ))}
            </ul>
            {basket.owner.kind === 'customer' ? null : (
              <p className="text-xs text-muted">{faBasket.temporary}</p>
            )}
          </div>
          <CartSummary
            owner={basket.owner}
            totals={basket.totals}
            threshold={threshold}
            isBlocked={isBlocked}
          />
          <PhoneActionBar label={faBasket.total} amount={formatToman(basket.totals.price)} aboveNav>
            <CartNextAction owner={basket.owner} isBlocked={isBlocked} />
          </PhoneActionBar>
        </div>
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white py-14 text-center">
      <BasketIcon className="size-14 text-muted" />
      <p className="text-lg font-semibold">{faBasket.empty}</p>
      <p className="text-sm text-muted">{faBasket.emptyHint}</p>
      <Link to={paths.search()} className="rounded-xl bg-brand-600 px-6 py-2.5 font-semibold text-white">
        {faBasket.startShopping}
      </Link>
    </div>
  );
}
