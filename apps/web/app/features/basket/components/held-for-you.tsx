import { cartItemType } from '@shop/domain/basket/constants';
import { cartKey } from '@shop/domain/basket/keys';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { paths } from '../../../shared/paths.ts';
import { useBasket } from '../hooks/use-basket.ts';
import { HeldNote } from './held-note.tsx';

/**
 * On a sold-out product or bundle page: when a unit of it is kept for this customer (their waitlist
 * turn, decision 069), say so and lead to the basket, where it can be bought; `otherwise` (the
 * waitlist button) for everyone else. The item reads as sold out because it is, to everyone else.
 */
export function HeldForYou({
  type,
  id,
  otherwise,
}: {
  type: 'product' | 'bundle';
  id: number;
  otherwise: ReactNode;
}) {
  const { lines } = useBasket();
  const key = cartKey(type === 'product' ? cartItemType.product : cartItemType.bundle, id);
  const line = lines.find((candidate) => candidate.key === key && candidate.causeType !== 2);
  if (!line?.heldUntil) return otherwise;
  return (
    <div className="flex flex-col gap-3" data-testid="held-for-you">
      <HeldNote until={line.heldUntil} className="text-sm font-medium" />
      <Link
        to={paths.cart()}
        className="flex h-12 w-full items-center justify-center rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 sm:max-w-72"
      >
        {faBasket.seeBasket}
      </Link>
    </div>
  );
}
