import type { ProductCard, ProductExtra } from '@shop/domain/catalogue/schemas';
import { productBasketItem } from './basket-item.ts';
import { Price } from './price.tsx';
import { BasketButtonSlot, WaitlistButtonSlot, WholesaleButtonSlot } from './purchase-slots.tsx';
import { unavailableLabel } from './unavailable-label.ts';

type Props = {
  product: ProductCard;
  /** Whether the product takes wholesale requests (only the product page knows). */
  isWholesale?: boolean;
  extra?: ProductExtra | null;
};

/** Price and what can be done: buy when available, otherwise «ناموجود» or «در حال تأمین» (spec §4). */
export function ProductPurchase({ product, isWholesale = false, extra = null }: Props) {
  if (!product.available) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-lg font-bold text-muted">{unavailableLabel(product)}</p>
        <WaitlistButtonSlot type="product" id={product.id} isObserved={extra?.observed ?? false} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Price price={product.price} priceByDiscount={product.price_by_discount} size="lg" />
      <BasketButtonSlot item={productBasketItem(product)} variant="page" />
      {isWholesale ? (
        <WholesaleButtonSlot productId={product.id} isRequested={extra?.wholesaled ?? false} />
      ) : null}
    </div>
  );
}
