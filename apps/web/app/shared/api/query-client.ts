import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './retry-policy.ts';
import { announceServerStateChanged } from './server-state-changed.ts';

let browserClient: QueryClient | undefined;

/**
 * One QueryClient for the browser's whole visit, so cached lists survive navigation; a fresh one
 * per server render, so customers never share cache. Routes that use queries wrap their content
 * in <QueryClientProvider client={getQueryClient()}> (keeping TanStack out of the first-load script).
 */
export function getQueryClient(): QueryClient {
  const make = () =>
    new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, retryDelay } },
    });
  if (typeof window === 'undefined') return make();
  browserClient ??= make();
  return browserClient;
}

/** After a change that touches much of the customer's data (an order placed): everything is read again. */
export function refreshAllServerData(): void {
  void getQueryClient().invalidateQueries();
  announceServerStateChanged();
}
