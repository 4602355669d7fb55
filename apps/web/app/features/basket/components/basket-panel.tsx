import { Link } from 'react-router';
import { BasketIcon } from '../../../shared/ui/icons.tsx';
import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { fa } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { useBasketList } from '../hooks/use-basket-list.ts';
import { BasketLineRow } from './basket-line-row.tsx';
import { SummaryRow } from './summary-row.tsx';

/**
 * The body of the header's dropdown (415 px wide with items, 300 px empty: storefront.md §2) and of
 * the phone's drawer. It reads GET cart/list, which is always refetched on mount: opening the drawer
 * refreshes the basket.
 */
export function BasketPanel({ layout }: { layout: 'dropdown' | 'drawer' }) {
  const { lines, totals, isReady } = useBasketList();
  const isEmpty = isReady && lines.length === 0;
  const width = layout === 'drawer' ? 'w-full' : isEmpty || !isReady ? 'w-[300px]' : 'w-[415px]';
  if (isEmpty) {
    return (
      <div className={`${width} flex flex-col items-center gap-3 p-6 text-center`}>
        <BasketIcon className="size-10 text-muted" />
        <p className="font-semibold">{faBasket.empty}</p>
        <Link to={paths.search()} className="text-sm text-brand-600 hover:underline">
          {faBasket.startShopping}
        </Link>
      </div>
    );
  }
  return (
    <div className={`${width} flex flex-col`}>
      <ul
        aria-label={fa.basket.title}
        className={`divide-y divide-black/5 overflow-y-auto px-4 ${layout === 'dropdown' ? 'max-h-[60vh]' : ''}`}
      >
        {lines.map((line) => (
          <BasketLineRow key={line.key} line={line} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-black/5 p-4">
        <dl>
          <SummaryRow label={faBasket.total} amount={totals.price} className="font-bold" />
        </dl>
        <Link
          to={paths.cart()}
          className="rounded-xl bg-brand-600 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
        >
          {faBasket.seeBasket}
        </Link>
      </div>
    </div>
  );
}
