import { createApiClient } from './client.ts';
import { browserTransport } from './browser-transport.ts';

/** The API client for code that runs in the browser (effects, event handlers, TanStack Query). */
export const browserApi = createApiClient(browserTransport);
