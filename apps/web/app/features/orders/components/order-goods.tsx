import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatNumberFa } from '@shop/domain/money';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { THUMBNAIL_SIZES, responsiveImage } from '../../../shared/product/responsive-image.ts';
import { orderLinePath } from '../order-lines.ts';
import { SectionCard } from './section-card.tsx';

/** The order's goods as thumbnails, each leading to its product's (or bundle's) page, with its count. */
export function OrderGoods({ products }: { products: OrderDetail['products'] }) {
  return (
    <SectionCard title={faOrders.goods} testId="order-goods">
      <ul className="flex flex-wrap gap-3">
        {products.map((line) => (
          <li key={`${line.type}-${line.id}`}>
            <Link
              to={orderLinePath(line)}
              title={line.name}
              className="relative block size-[72px] rounded-xl border border-black/5 bg-white p-1 hover:border-brand-500"
            >
              <img
                {...responsiveImage(line.image, THUMBNAIL_SIZES)}
                alt={line.bundle ? `${faOrders.bundle}: ${line.name}` : line.name}
                width={64}
                height={64}
                loading="lazy"
                className="size-full object-contain"
              />
              <span className="absolute -end-1.5 -top-1.5 grid min-w-5 place-items-center rounded-full bg-ink px-1 text-[11px] leading-5 font-bold text-white">
                <span className="sr-only">
                  {format(faOrders.goodsCount, { count: formatNumberFa(line.count) })}
                </span>
                <span aria-hidden="true">{formatNumberFa(line.count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
