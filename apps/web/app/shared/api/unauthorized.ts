/**
 * "A 401 response while logged in logs the user out" (storefront.md §4). The API layer only
 * reports that an answer said 401; the sign-in feature listens and drops the customer to guest,
 * so the client never reaches into UI state.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthorized(): void {
  for (const listener of listeners) listener();
}
