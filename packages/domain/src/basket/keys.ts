import { cartItemType, type CartItemType } from './constants.ts';

/**
 * A basket line's key (storefront.md §3): `p-{id}` for a product, `b-{id}` for a bundle. The guest
 * basket is stored by these keys, and the API gives each line its key, so both sides name a line alike.
 */
export type CartKey = `p-${number}` | `b-${number}`;

const prefixOf = { [cartItemType.product]: 'p', [cartItemType.bundle]: 'b' } as const;
const typeOfPrefix: Record<string, CartItemType> = { p: cartItemType.product, b: cartItemType.bundle };
const maxId = 2_147_483_647;

export function cartKey(type: CartItemType, id: number): CartKey {
  return `${prefixOf[type]}-${id}`;
}

/** The type and id of a key; null for anything that is not exactly `p-{id}` or `b-{id}` with a positive id. */
export function parseCartKey(key: string): { type: CartItemType; id: number } | null {
  const match = /^([pb])-([1-9][0-9]{0,9})$/.exec(key);
  const type = match && typeOfPrefix[match[1] ?? ''];
  const id = Number(match?.[2]);
  if (!type || !Number.isSafeInteger(id) || id > maxId) return null;
  return { type, id };
}
