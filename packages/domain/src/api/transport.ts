/**
 * How the web's API client reaches the API, for both sides: on the server the Fastify app in the same
 * process (apps/api web-host, `app.inject`), in the browser fetch. There is no second data path.
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
  /** Sent as the Idempotency-Key header: a retry of the same write with it changes nothing (placing an order). */
  idempotencyKey?: string;
};

export type ApiResponse = { status: number; body: unknown };

export interface ApiTransport {
  request(request: ApiRequest): Promise<ApiResponse>;
}

/** The query's entries as text, empty ones (undefined, null, '') left out, as both transports send them. */
export function queryEntries(query: ApiRequest['query']): [string, string][] {
  return Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)] as [string, string]],
  );
}
