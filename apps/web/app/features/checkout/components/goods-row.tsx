import type { CheckoutData } from '@shop/domain/checkout/schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

type Item = CheckoutData['products'][number];

/** How many units the order holds. */
export function countOf(goods: readonly Item[]): number {
  return goods.reduce((sum, item) => sum + item.order_count, 0);
}

/**
 * The goods to be shipped, in the spec's slider: 3 per view, 2 up to 640 px wide and 4 from 768 px,
 * swiped on a phone and scrolled sideways with a wheel or trackpad (app.css `scroll-row`, no script).
 */
const goodsRow =
  'scroll-row gap-3 pb-2 [--per-view:2] auto-cols-[calc((100%-(var(--per-view)-1)*0.75rem)/var(--per-view))] min-[641px]:[--per-view:3] min-[768px]:[--per-view:4]';

export function GoodsRow({ goods }: { goods: readonly Item[] }) {
  return (
    <ul className={goodsRow}>
      {goods.map((item) => (
        <li
          key={`${item.type}-${item.id}`}
          className="flex min-w-0 flex-col items-center gap-1 rounded-2xl border border-black/5 p-2 text-center text-xs"
        >
          <img
            src={item.image}
            alt=""
            className="aspect-square w-full max-w-24 rounded-xl bg-black/5 object-contain"
            loading="lazy"
          />
          <span className="line-clamp-2">
            <CatalogueText text={item.name} />
          </span>
          <span className="text-muted">
            {format(faCheckout.count, { count: toPersianDigits(item.order_count) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
