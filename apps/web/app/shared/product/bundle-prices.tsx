import { faBundles } from '../i18n/fa-bundles.ts';
import { Price } from './price.tsx';

type Props = {
  price: number;
  priceByDiscount: number;
  /** Ended stock or an unavailable running bundle; an upcoming one is not sold out. */
  isSoldOut: boolean;
  /** An upcoming bundle whose price the shop has not announced (is_upcoming and the list's blur). */
  isBlurred: boolean;
  size?: 'md' | 'lg';
};

/**
 * The bundle's price and discounted price, «تمام شد» when sold out, or a blur until it is announced.
 * Shared by the bundle list and the home page's bundle row, so both show an upcoming bundle alike.
 */
export function BundlePrices({ price, priceByDiscount, isSoldOut, isBlurred, size = 'md' }: Props) {
  if (isBlurred) {
    return (
      <div className="flex flex-col items-end gap-1">
        {/* The figures stay in the box so it keeps its size; they are unreadable and not announced. */}
        <div aria-hidden="true" className="blur-sm select-none">
          <Price price={price} priceByDiscount={priceByDiscount} size={size} />
        </div>
        <p className="text-xs font-semibold text-brand-700">{faBundles.priceSoon}</p>
      </div>
    );
  }
  if (isSoldOut) return <p className="text-sm font-bold text-muted">{faBundles.soldOut}</p>;
  return <Price price={price} priceByDiscount={priceByDiscount} size={size} />;
}
