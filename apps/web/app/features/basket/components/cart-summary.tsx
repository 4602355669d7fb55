import { formatNumberFa } from '@shop/domain/money';
import { Link } from 'react-router';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import type { BasketTotals } from '../basket-lines.ts';
import type { BasketOwner } from '../basket-owner.ts';
import { FreeShippingBar } from './free-shipping-bar.tsx';
import { SummaryRow } from './summary-row.tsx';

type Props = { owner: BasketOwner; totals: BasketTotals; threshold: number; isBlocked: boolean };

const primary =
  'block rounded-xl bg-brand-600 px-3 py-3 text-center font-semibold text-white hover:bg-brand-700';

/** Totals, free-shipping progress and the way on (CartNextAction). */
export function CartSummary({ owner, totals, threshold, isBlocked }: Props) {
  const saving = totals.priceBeforeDiscount === null ? 0 : totals.priceBeforeDiscount - totals.price;
  return (
    <aside className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-[0_1px_3px_rgba(0,0,0,0.06)] lg:sticky lg:top-24">
      {/* Every row a label and its figure, a term and its definition for a screen reader (issue 21). */}
      <dl className="flex flex-col gap-2 text-sm">
        <SummaryRow
          label={format(faBasket.goodsPrice, { count: formatNumberFa(totals.count) })}
          amount={totals.priceBeforeDiscount ?? totals.price}
          labelClassName="text-muted"
        />
        {saving > 0 ? (
          <SummaryRow label={faBasket.saving} amount={saving} className="text-brand-700" />
        ) : null}
        <SummaryRow
          label={faBasket.total}
          amount={totals.price}
          className="border-t border-black/5 pt-2 text-base font-bold"
        />
      </dl>
      <FreeShippingBar total={totals.price} threshold={threshold} />
      {owner.kind === 'incomplete' ? <p className="text-sm text-muted">{faBasket.registerPrompt}</p> : null}
      {/* On a phone the way on is in the bar fixed to the bottom (cart-page.tsx), not here. */}
      <div className="hidden lg:block">
        <CartNextAction owner={owner} isBlocked={isBlocked} />
      </div>
      {isBlocked && owner.kind !== 'guest' && owner.kind !== 'incomplete' ? (
        <p className="text-sm text-amber-700">{faBasket.blocked}</p>
      ) : null}
    </aside>
  );
}

/**
 * The way on from the basket: a customer to /checkout (not while a line needs attention), a guest to
 * sign in first, a register_status 3 customer to complete registration. In the summary on a wide
 * screen and in the phone's bar.
 */
export function CartNextAction({ owner, isBlocked }: { owner: BasketOwner; isBlocked: boolean }) {
  if (owner.kind === 'guest') {
    return (
      <Link to={paths.login(paths.checkout())} className={primary}>
        {faBasket.loginToContinue}
      </Link>
    );
  }
  if (owner.kind === 'incomplete') {
    return (
      <Link to={paths.register(paths.checkout())} className={primary}>
        {faBasket.register}
      </Link>
    );
  }
  if (isBlocked) {
    return (
      <button type="button" disabled className={`${primary} w-full cursor-not-allowed opacity-50`}>
        {faBasket.continue}
      </button>
    );
  }
  return (
    <Link to={paths.checkout()} className={primary}>
      {faBasket.continue}
    </Link>
  );
}
