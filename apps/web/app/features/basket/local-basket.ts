import { cartKey, type CartKey } from '@shop/domain/basket/keys';
import { refuseCount, type CountRefusal } from '@shop/domain/basket/limits';
import type { GuestLine } from '@shop/domain/basket/merge';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';

/**
 * A guest's basket (and a register_status 3 customer's): lines kept in the browser, keyed p-{id} /
 * b-{id}, marked temporary (storefront.md §4) until sign-in sends them to `POST cart/multi`. Pure
 * reducers; the store (local-basket-store.ts) only persists what they return.
 */
export type LocalLine = BasketItemFacts & {
  key: CartKey;
  count: number;
  /** Held only in this browser until the merge after sign-in. */
  temporary: true;
};

export type LocalChange = { lines: LocalLine[]; refusal: CountRefusal | null };

/** The same limits the server checks (domain `refuseCount`): a refused change leaves the lines as they were. */
export function setLocalCount(
  lines: readonly LocalLine[],
  item: BasketItemFacts,
  count: number,
): LocalChange {
  const key = cartKey(item.type, item.id);
  if (count <= 0) return { lines: lines.filter((line) => line.key !== key), refusal: null };
  const refusal = refuseCount(count, { max_count: item.maxCount, inventory: item.inventory });
  if (refusal) return { lines: [...lines], refusal };
  const held = lines.find((line) => line.key === key);
  // Fresh facts from the page the customer is on replace the ones stored when the line was added.
  const next: LocalLine = { ...item, key, count, temporary: true };
  return {
    lines: held ? lines.map((line) => (line.key === key ? next : line)) : [...lines, next],
    refusal: null,
  };
}

/** Adds `delta` (negative to take away); at zero the line goes (storefront.md §4). */
export function changeLocalCount(
  lines: readonly LocalLine[],
  item: BasketItemFacts,
  delta: number,
): LocalChange {
  const held = lines.find((line) => line.key === cartKey(item.type, item.id))?.count ?? 0;
  return setLocalCount(lines, item, held + delta);
}

export function removeLocalLine(lines: readonly LocalLine[], key: string): LocalLine[] {
  return lines.filter((line) => line.key !== key);
}

/** The body of `POST cart/multi`. */
export function toGuestLines(lines: readonly LocalLine[]): GuestLine[] {
  return lines.map((line) => ({ id: line.id, type: line.type, count: line.count }));
}

/** What storage gave back, kept only where it still looks like lines (an old or edited entry is dropped). */
export function readStoredLines(value: unknown): LocalLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is LocalLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.key === 'string' &&
      line.key === cartKey(line.type, line.id) &&
      Number.isInteger(line.count) &&
      line.count > 0 &&
      typeof line.name === 'string',
  );
}
