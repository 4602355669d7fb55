/**
 * TanStack Query keys of the signed-in basket, under the customer's id so one customer's cache is
 * never shown to the next. `cart` is GET cart (the badge and the buttons: a pure read); `list` is
 * GET cart/list (the drawer and /cart: it also marks a reported price change as seen).
 */
export const basketKeys = {
  all: ['basket'] as const,
  ofUser: (userId: number) => ['basket', userId] as const,
  cart: (userId: number) => ['basket', userId, 'cart'] as const,
  list: (userId: number) => ['basket', userId, 'list'] as const,
};
