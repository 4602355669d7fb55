import { discountPercent, formatNumberFa, formatPercent, rialsToTomans } from '@shop/domain/money';
import { fa } from '../i18n/fa.ts';

/** Price block: the discounted price in tomans, the old one struck through, and the percent off. */
export function Price({
  price,
  priceByDiscount,
  size = 'md',
}: {
  price: number;
  priceByDiscount: number | null;
  size?: 'md' | 'lg';
}) {
  const percent = discountPercent(price, priceByDiscount);
  const pays = percent > 0 && priceByDiscount !== null ? priceByDiscount : price;
  return (
    <div className="flex flex-col items-end gap-0.5">
      {percent > 0 ? (
        <div className="flex items-center gap-1.5">
          <del className="text-xs text-muted">{formatNumberFa(rialsToTomans(price))}</del>
          <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">
            {formatPercent(percent)}
          </span>
        </div>
      ) : null}
      <p className={`font-bold ${size === 'lg' ? 'text-xl' : 'text-[15px]'}`}>
        {/* One text node: «۵۱٬۰۰۰ » and the unit, not two with a marker between them in the HTML. */}
        {`${formatNumberFa(rialsToTomans(pays))} `}
        <span className="text-xs font-normal text-muted">{fa.product.toman}</span>
      </p>
    </div>
  );
}
