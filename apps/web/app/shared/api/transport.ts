/**
 * How the API client reaches the API. On the server it is the Fastify app in the same process
 * (no HTTP back to itself); in the browser it is fetch. There is no second data path.
 */
export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1, starting with a slash. */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Lets the browser drop a request nobody waits for any more (a stale search suggestion). */
  signal?: AbortSignal;
  /** The browser finishes sending it even if the page is closing (a write made on pagehide). */
  keepalive?: boolean;
};

export type ApiResponse = { status: number; body: unknown };

export interface ApiTransport {
  request(request: ApiRequest): Promise<ApiResponse>;
}

export function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
