import { createContext, type RouterContextProvider } from 'react-router';
import { createApiClient, type ApiClient } from './client.ts';
import type { ApiTransport } from './transport.ts';

/**
 * The host (apps/api/src/web-host) puts an in-process transport here for every page request.
 * It reads this key from the server build's entry module, so both sides hold the same object
 * (a copy made by bundling would silently never match: STACK-NOTES trap 4).
 */
export const apiTransportContext = createContext<ApiTransport | null>(null);

export function serverApi(context: Readonly<RouterContextProvider>): ApiClient {
  const transport = context.get(apiTransportContext);
  if (!transport)
    throw new Error('No API transport in the router context: is the page served by the web host?');
  return createApiClient(transport);
}
