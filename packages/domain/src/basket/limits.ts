/**
 * How many of an item a basket may hold (storefront.md §5): never more than the item's purchase limit
 * (max_count) nor than what is in stock. The API checks every write against this in the statement that
 * writes it; the web uses the same rules to disable the plus button.
 */
export type StockFacts = { max_count: number; inventory: number };

/** The most one basket may hold now: the purchase limit or the stock, whichever is lower (never below 0). */
export function lineLimit(facts: StockFacts): number {
  return Math.max(0, Math.min(facts.max_count, facts.inventory));
}

/** The plus button (storefront.md §5): disabled at max_count, or when the stock is at or below the count. */
export function canIncrease(line: StockFacts & { count: number }): boolean {
  return line.count < line.max_count && line.inventory > line.count;
}

export type BundleComponentStock = { inventory: number; count: number; is_active: boolean };

/**
 * A bundle's own stock: its inventory, and how many whole bundles its components' stock makes (an
 * inactive component makes none). A bundle without components is bounded by its inventory only.
 */
export function bundleInventory(bundle: {
  inventory: number;
  components: readonly BundleComponentStock[];
}): number {
  const fromComponents = bundle.components.map((component) =>
    component.is_active ? Math.floor(component.inventory / Math.max(1, component.count)) : 0,
  );
  return Math.max(0, Math.min(bundle.inventory, ...fromComponents));
}

/** Why a count cannot be held; each is an API error code of the add-to-cart catalogue (storefront.md §8). */
export type CountRefusal =
  | { code: 'OUT_OF_STOCK' }
  | { code: 'NOT_ENOUGH_STOCK'; left: number }
  | { code: 'PURCHASE_LIMIT'; max_count: number };

/**
 * Whether a basket may hold `count`, and if not, which bound is binding: the stock when it is below the
 * purchase limit (406, "only N left"), otherwise the purchase limit (409).
 */
export function refuseCount(count: number, facts: StockFacts): CountRefusal | null {
  if (count <= lineLimit(facts)) return null;
  if (facts.inventory <= 0) return { code: 'OUT_OF_STOCK' };
  if (facts.inventory < facts.max_count) return { code: 'NOT_ENOUGH_STOCK', left: facts.inventory };
  return { code: 'PURCHASE_LIMIT', max_count: facts.max_count };
}
