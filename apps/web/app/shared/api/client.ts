import type { Envelope, ErrorEnvelope } from '@shop/domain/envelope';
import type { ApiRequest, ApiTransport } from './transport.ts';

/** An answer whose envelope said status false: carries the HTTP code, message and error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope | null;

  constructor(status: number, envelope: ErrorEnvelope | null) {
    super(envelope?.extra_data.error ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}

export type ApiClient = {
  get<D, E = null>(
    path: string,
    query?: ApiRequest['query'],
    options?: { signal?: AbortSignal },
  ): Promise<Envelope<D, E>>;
  post<D, E = null>(path: string, body?: unknown, options?: { keepalive?: boolean }): Promise<Envelope<D, E>>;
};

export function createApiClient(transport: ApiTransport): ApiClient {
  async function call<D, E>(request: ApiRequest): Promise<Envelope<D, E>> {
    const response = await transport.request(request);
    const body = response.body as Envelope<D, E> | ErrorEnvelope | null;
    if (!body || typeof body !== 'object' || body.status !== true) {
      throw new ApiError(response.status, body && body.status === false ? body : null);
    }
    return body;
  }
  return {
    get: (path, query, options) =>
      call({
        method: 'GET',
        path,
        ...(query ? { query } : {}),
        ...(options?.signal ? { signal: options.signal } : {}),
      }),
    post: (path, body, options) =>
      call({ method: 'POST', path, body: body ?? {}, ...(options?.keepalive ? { keepalive: true } : {}) }),
  };
}
