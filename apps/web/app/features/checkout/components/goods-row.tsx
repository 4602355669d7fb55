import type { CheckoutData } from '@shop/domain/checkout/schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';

type Item = CheckoutData['products'][number];

/** How many units the order holds. */
export function countOf(goods: readonly Item[]): number {
  return goods.reduce((sum, item) => sum + item.order_count, 0);
}

/** The goods to be shipped, in a row that scrolls sideways (the spec's slider). */
export function GoodsRow({ goods }: { goods: readonly Item[] }) {
  return (
    <ul className="flex gap-3 overflow-x-auto pb-2">
      {goods.map((item) => (
        <li
          key={`${item.type}-${item.id}`}
          className="flex w-28 shrink-0 flex-col items-center gap-1 text-center text-xs"
        >
          <img
            src={item.image}
            alt=""
            className="size-20 rounded-xl bg-black/5 object-contain"
            loading="lazy"
          />
          <span className="line-clamp-2">{item.name}</span>
          <span className="text-muted">
            {format(faCheckout.count, { count: toPersianDigits(item.order_count) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
