/**
 * TanStack Query keys of the signed-in basket, under the customer's id so one customer's cache is
 * never shown to the next. `list` is GET cart/list (the drawer and /cart: it also marks a reported
 * price change as seen). GET cart, for the badge and the buttons, is kept apart (server-basket-store.ts).
 */
export const basketKeys = {
  all: ['basket'] as const,
  list: (userId: number) => ['basket', userId, 'list'] as const,
};
