import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatNumberFa, formatToman } from '@shop/domain/money';
import { Link } from 'react-router';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { THUMBNAIL_SIZES, responsiveImage } from '../../../shared/product/responsive-image.ts';
import { orderLinePath } from '../order-lines.ts';
import { SectionCard } from './section-card.tsx';

const t = faOrders.lines;

/**
 * The order's lines as sold (decision 086): picture, name (leading to the product's or bundle's page),
 * count × unit price and the line's total in tomans; a line sold below its list price shows that
 * price struck through. One row each, at a phone's width as at a desktop's.
 */
export function OrderGoods({ products }: { products: OrderDetail['products'] }) {
  return (
    <SectionCard title={faOrders.goods} testId="order-goods">
      <ul className="divide-y divide-black/5">
        {products.map((line) => (
          <li
            key={`${line.type}-${line.id}`}
            data-testid="order-line"
            className="grid grid-cols-[3.5rem_minmax(0,1fr)_auto] items-center gap-x-3 py-2.5 first:pt-0 last:pb-0"
          >
            <img
              {...responsiveImage(line.image, THUMBNAIL_SIZES)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 rounded-xl border border-black/5 bg-white object-contain p-1"
            />
            <div className="min-w-0">
              <Link
                to={orderLinePath(line)}
                className="line-clamp-2 text-sm leading-6 font-semibold hover:text-brand-700"
              >
                {line.bundle ? `${faOrders.bundle}: ${line.name}` : line.name}
              </Link>
              <p className="text-xs leading-5 text-muted">
                <span className="sr-only">
                  {t.count} {formatNumberFa(line.count)}، {t.unitPrice} {formatToman(line.price)}
                </span>
                {/* Signs, not words: «۲ × ۱۲٬۰۰۰ تومان» for the eye; the words above are read aloud. */}
                <span aria-hidden="true">
                  {formatNumberFa(line.count)} × {formatToman(line.price)}
                </span>
                {line.real_price > line.price ? (
                  <>
                    {' '}
                    <s className="whitespace-nowrap">
                      <span className="sr-only">{t.listPrice} </span>
                      {formatToman(line.real_price)}
                    </s>
                  </>
                ) : null}
              </p>
            </div>
            <p className="text-end text-sm font-bold whitespace-nowrap">
              <span className="sr-only">{t.lineTotal} </span>
              {formatToman(line.price * line.count)}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
