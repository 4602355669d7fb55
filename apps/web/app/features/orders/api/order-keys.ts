/** TanStack Query keys of the customer's orders (the details opened in the list). */
export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', id] as const,
};
