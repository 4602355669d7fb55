import { isBundleRunning, isBundleUpcoming, priceBundleOf } from '@shop/domain/catalogue/bundle-rules';
import { priceProduct } from '@shop/domain/catalogue/pricing';
import { cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import { cartKey, type CartKey } from '@shop/domain/basket/keys';
import { bundleInventory } from '@shop/domain/basket/limits';
import type { Db } from '../../../db/client.ts';
import { holdKey, ownHeldUnits, stockRefOf } from '../../catalogue/public/stock-holds.ts';
import {
  listBundleRows,
  listProductRows,
  type BasketBundleRow,
  type BasketProductRow,
} from '../queries/catalogue-items.ts';

/** An item as a basket line sees it now: what the cartable shows, and the facts the rules read. */
export type BasketItem = {
  type: CartItemType;
  id: number;
  name: string;
  slug: string;
  brandName: string | null;
  image: string;
  price: number;
  priceByDiscount: number | null;
  /** What one costs now: the discounted price when there is one. */
  unitPrice: number;
  maxCount: number;
  /** A bundle's: the whole bundles its own and its components' stock make. */
  inventory: number;
  /** Sold now: active, and for a bundle started and not ended. */
  sellable: boolean;
  /** A bundle that is active but has not started yet. */
  upcoming: boolean;
};

export type ItemRef = { type: CartItemType; id: number };

/**
 * The items behind `refs`, by key; an item that no longer exists is absent. Two queries at most, and a
 * third for a `holder`: the units held for that customer (decision 069) count in the stock they see.
 */
export async function loadItems(
  db: Db,
  refs: readonly ItemRef[],
  now: Date,
  holder?: number,
): Promise<Map<CartKey, BasketItem>> {
  const productIds = refs.filter((ref) => ref.type === cartItemType.product).map((ref) => ref.id);
  const bundleIds = refs.filter((ref) => ref.type === cartItemType.bundle).map((ref) => ref.id);
  const [productRows, bundleRows, held] = await Promise.all([
    productIds.length > 0 ? listProductRows(db, productIds) : [],
    bundleIds.length > 0 ? listBundleRows(db, bundleIds) : [],
    holder === undefined ? new Map<string, number>() : ownHeldUnits(db, holder),
  ]);
  const items = [
    ...productRows.map((row) => fromProduct(row, now)),
    ...bundleRows.map((row) => fromBundle(row, now)),
  ].map((item) => {
    const ref = stockRefOf(item.type, item.id);
    const units = held.get(holdKey(ref.type, ref.id)) ?? 0;
    return units > 0 ? { ...item, inventory: item.inventory + units } : item;
  });
  return new Map(items.map((item) => [cartKey(item.type, item.id), item]));
}

export async function findItem(
  db: Db,
  ref: ItemRef,
  now: Date,
  holder?: number,
): Promise<BasketItem | undefined> {
  return (await loadItems(db, [ref], now, holder)).get(cartKey(ref.type, ref.id));
}

/** A product row (from either query) as a basket item. */
export function fromProduct(row: BasketProductRow, now: Date): BasketItem {
  const pricing = priceProduct(row, now);
  return {
    type: cartItemType.product,
    id: row.id,
    name: row.name,
    slug: row.slug,
    brandName: row.brandName,
    image: row.image,
    price: pricing.price,
    priceByDiscount: pricing.price_by_discount,
    unitPrice: pricing.price_by_discount ?? pricing.price,
    maxCount: row.maxCount,
    inventory: row.inventory,
    sellable: row.isActive,
    upcoming: false,
  };
}

/**
 * Priced as the bundle pages price it: components at their everyday price (decision 5: a special sale
 * does not stack), less the bundle's percent.
 */
function fromBundle(row: BasketBundleRow, now: Date): BasketItem {
  const pricing = priceBundleOf(row.components, row.discountPercent);
  return {
    type: cartItemType.bundle,
    id: row.id,
    name: row.name,
    slug: row.slug,
    brandName: null,
    image: row.image,
    price: pricing.price,
    priceByDiscount: pricing.price_by_discount,
    unitPrice: pricing.price_by_discount,
    maxCount: row.maxCount,
    inventory: bundleInventory({
      inventory: row.inventory,
      components: row.components.map((component) => ({
        inventory: component.inventory,
        count: component.count,
        is_active: component.isActive,
      })),
    }),
    sellable: row.isActive && isBundleRunning(row, now),
    upcoming: isBundleUpcoming(row, now),
  };
}
