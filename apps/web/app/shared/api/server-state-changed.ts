/**
 * Something changed much of the customer's data on the server at once (an order was placed and took
 * the basket). TanStack Query's caches are invalidated for it (query-client.ts); a store kept outside
 * TanStack Query, so that first scripts stay light (the basket's badge), listens here and reads again.
 * Free of TanStack Query on purpose.
 */
const listeners = new Set<() => void>();

export function onServerStateChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceServerStateChanged(): void {
  for (const listener of listeners) listener();
}
