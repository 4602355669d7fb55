import type { BundleDetail, ProductCard } from '@shop/domain/catalogue/schemas';
import { cartItemType, type CartItemType } from '@shop/domain/basket/constants';

/**
 * What an add-to-basket button knows about its item: enough to key the line, to disable the plus
 * button (storefront.md §5), and for a guest's basket to show the line without asking the server
 * (a guest has no server basket to ask).
 */
export type BasketItemFacts = {
  type: CartItemType;
  id: number;
  name: string;
  slug: string;
  image: string;
  brandName: string | null;
  price: number;
  priceByDiscount: number | null;
  maxCount: number;
  inventory: number;
};

export function productBasketItem(product: ProductCard): BasketItemFacts {
  return {
    type: cartItemType.product,
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    brandName: product.brand.name,
    price: product.price,
    priceByDiscount: product.price_by_discount,
    maxCount: product.max_count,
    inventory: product.inventory,
  };
}

/** A bundle page does not say its stock: the purchase limit stands in, and the server has the last word. */
export function bundleBasketItem(bundle: BundleDetail): BasketItemFacts {
  return {
    type: cartItemType.bundle,
    id: bundle.id,
    name: bundle.name,
    slug: bundle.slug,
    image: bundle.image,
    brandName: null,
    price: bundle.price,
    priceByDiscount: bundle.price_by_discount,
    maxCount: bundle.max_count,
    inventory: bundle.max_count,
  };
}
